import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { CtsDepositService } from './cts-deposit';
import { monthRoutes } from './routes';
import { MonthService, type MonthHooks } from './service';

/** Payroll months (vacaciones_gratificaciones_cts): consolidation, close and reopening (docs/months.md). */
export async function monthFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; monthHooks?: MonthHooks },
): Promise<void> {
  const service = new MonthService(opts.context, opts.monthHooks);
  await app.register(monthRoutes, { service, ctsDeposit: new CtsDepositService(service) });
}
