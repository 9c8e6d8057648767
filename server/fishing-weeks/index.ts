import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { fishingWeekRoutes } from './routes';
import { FishingWeekService, type FishingWeekHooks } from './service';

/** Fishing weeks (semana_de_pesca): weeks, their grids, the server's computation, close and reopen. */
export async function fishingWeekFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; fishingWeekHooks?: FishingWeekHooks },
): Promise<void> {
  await app.register(fishingWeekRoutes, {
    service: new FishingWeekService(opts.context, opts.fishingWeekHooks),
  });
}
