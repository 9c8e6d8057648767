import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { companyCatalogue } from '../companies/catalogue';
import { fishingTypeCatalogue, fishingTypeStore } from '../fishing-types/catalogue';
import { plantCatalogue } from '../plants/catalogue';
import { positionCatalogue } from '../positions/catalogue';
import { speciesCatalogue } from '../species/catalogue';
import { vesselCatalogue } from '../vessels/catalogue';
import { catalogueRoutes } from './routes';
import { seedCatalogues } from './seed';

/**
 * The organisation's master data: companies, plants, vessels, species, fishing types and positions,
 * each with the same routes (./routes.ts) over its own rules and store. Seeds the fishing types and the
 * common species on start.
 */
export async function catalogueFeatures(
  app: FastifyInstance,
  opts: { context: ServerContext },
): Promise<void> {
  const { context } = opts;
  await seedCatalogues(context);
  const companies = companyCatalogue(context);
  const types = fishingTypeStore(context);
  await app.register(catalogueRoutes, { api: companies });
  await app.register(catalogueRoutes, { api: plantCatalogue(context) });
  await app.register(catalogueRoutes, { api: vesselCatalogue(context, companies.service.store) });
  await app.register(catalogueRoutes, { api: fishingTypeCatalogue(context, types) });
  await app.register(catalogueRoutes, { api: speciesCatalogue(context, types) });
  await app.register(catalogueRoutes, { api: positionCatalogue(context) });
}
