import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { filingRoutes, tRegistroRoutes } from './routes';
import { seedConceptCodes } from './seed';
import { FilingService } from './service';
import { TRegistroService } from './t-registro';

/** The month's filings (PLAME, AFPnet), the SUNAT Table 22 mapping they use, and the T-Registro files. */
export async function filingFeature(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  await seedConceptCodes(opts.context);
  await app.register(filingRoutes, { service: new FilingService(opts.context), context: opts.context });
  await app.register(tRegistroRoutes, { service: new TRegistroService(opts.context), context: opts.context });
}
