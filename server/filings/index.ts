import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { filingRoutes } from './routes';
import { seedConceptCodes } from './seed';
import { FilingService } from './service';

/** The month's filings (PLAME, AFPnet) and the SUNAT Table 22 mapping they use. */
export async function filingFeature(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  await seedConceptCodes(opts.context);
  await app.register(filingRoutes, { service: new FilingService(opts.context), context: opts.context });
}
