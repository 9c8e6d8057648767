import { fishingTypeStore } from '../fishing-types/catalogue';
import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { speciesCatalogue } from './catalogue';

/** Species (especie) by fishing type, on the catalogue kit (docs/catalogues.md); seeded with the fishing types. */
export const speciesFeature: ServerFeature = {
  name: 'species',
  register: async (app, { context }) => {
    await app.register(catalogueRoutes, { api: speciesCatalogue(context, fishingTypeStore(context)) });
  },
};
