import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { positionCatalogue } from './catalogue';

/** Positions (cargo) with their share rules, on the catalogue kit (docs/catalogues.md). */
export const positionFeature: ServerFeature = {
  name: 'positions',
  register: async (app, { context }) => {
    await app.register(catalogueRoutes, { api: positionCatalogue(context) });
  },
};
