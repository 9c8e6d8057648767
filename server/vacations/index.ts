import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { vacationRoutes } from './routes';
import { VacationService } from './service';

/** Vacation rest taken and pending, in days (docs/months.md). */
export async function vacationFeature(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  await app.register(vacationRoutes, { service: new VacationService(opts.context) });
}
