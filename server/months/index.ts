import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { monthRoutes } from './routes';
import { MonthService, type MonthHooks } from './service';

/** Payroll months (vacaciones_gratificaciones_cts): consolidation, close and reopening (docs/months.md). */
export async function monthFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; monthHooks?: MonthHooks },
): Promise<void> {
  await app.register(monthRoutes, { service: new MonthService(opts.context, opts.monthHooks) });
}
