import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { fishingTypeCatalogue, fishingTypeStore } from './catalogue';
import { seedCatalogues } from './seed';

/**
 * Fishing types (tipo_de_pesca), on the catalogue kit (docs/catalogues.md). Seeds CHI and CHD, and the
 * common species of each, at first start.
 */
export const fishingTypeFeature: ServerFeature = {
  name: 'fishing-types',
  seed: seedCatalogues,
  register: async (app, { context }) => {
    await app.register(catalogueRoutes, { api: fishingTypeCatalogue(context, fishingTypeStore(context)) });
  },
};
