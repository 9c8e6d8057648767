import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { loanRoutes } from './routes';
import { LoanService } from './service';

/** Loans to workers, recovered in the fishing weeks' instalments (docs/loans.md). */
export async function loanFeature(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  await app.register(loanRoutes, { service: new LoanService(opts.context) });
}
