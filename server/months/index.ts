import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { WeeksOfMonth } from '../fishing-weeks/weeks-of-month';
import { CtsDepositService } from './cts-deposit';
import { leaverRoutes } from './leaver-routes';
import { monthRoutes } from './routes';
import { semesterRoutes } from './semester-routes';
import { MonthService, type MonthHooks } from './service';
import { MonthStore } from './store';

/** Payroll months (vacaciones_gratificaciones_cts): consolidation, close and reopening (docs/months.md). */
export async function monthFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; monthHooks?: MonthHooks },
): Promise<void> {
  // The month reads its weeks through the fishing weeks' service, never their store.
  const service = new MonthService(opts.context, opts.monthHooks, {
    store: new MonthStore(),
    weeks: new WeeksOfMonth(),
  });
  await app.register(monthRoutes, { service });
  await app.register(semesterRoutes, { service, ctsDeposit: new CtsDepositService(service) });
  await app.register(leaverRoutes, { service });
}
