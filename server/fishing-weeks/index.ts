import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { LandingsImport } from './landings-import';
import { landingsImportRoutes } from './landings-import-routes';
import { fishingWeekRoutes } from './routes';
import { FishingWeekService, type FishingWeekHooks } from './service';

/** Fishing weeks (semana_de_pesca): weeks, their grids, the server's computation, close and reopen. */
export async function fishingWeekFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; fishingWeekHooks?: FishingWeekHooks },
): Promise<void> {
  const service = new FishingWeekService(opts.context, opts.fishingWeekHooks);
  await app.register(fishingWeekRoutes, { service });
  await app.register(landingsImportRoutes, { importer: new LandingsImport(opts.context, service) });
}
