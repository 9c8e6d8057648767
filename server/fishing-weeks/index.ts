import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { MonthClosings } from '../months/closings';
import { weekCycleRoutes } from './cycle-routes';
import { weekGridRoutes } from './grid-routes';
import { LandingsImport } from './landings-import';
import { landingsImportRoutes } from './landings-import-routes';
import { fishingWeekRoutes } from './routes';
import { FishingWeekService, type FishingWeekHooks } from './service';
import { FishingWeekStore } from './store';

/** Fishing weeks (semana_de_pesca): weeks, their grids, the server's computation, close and reopen. */
export async function fishingWeekFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; fishingWeekHooks?: FishingWeekHooks },
): Promise<void> {
  // The week asks the payroll months whether its month is closed through their service, never their store.
  const service = new FishingWeekService(opts.context, opts.fishingWeekHooks, {
    store: new FishingWeekStore(),
    months: new MonthClosings(),
  });
  await app.register(fishingWeekRoutes, { service });
  await app.register(weekGridRoutes, { service });
  await app.register(weekCycleRoutes, { service });
  await app.register(landingsImportRoutes, { importer: new LandingsImport(opts.context, service) });
}
