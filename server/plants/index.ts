import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { plantCatalogue } from './catalogue';

/** Plants (fabrica): where the catch is landed, on the catalogue kit (docs/catalogues.md). */
export const plantFeature: ServerFeature = {
  name: 'plants',
  register: async (app, { context }) => {
    await app.register(catalogueRoutes, { api: plantCatalogue(context) });
  },
};
