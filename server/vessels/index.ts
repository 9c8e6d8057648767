import { companyCatalogue } from '../companies/catalogue';
import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { vesselCatalogue } from './catalogue';

/** Vessels (embarcacion) and their crew share by date, on the catalogue kit (docs/catalogues.md). */
export const vesselFeature: ServerFeature = {
  name: 'vessels',
  register: async (app, { context }) => {
    const owners = companyCatalogue(context).service.store;
    await app.register(catalogueRoutes, { api: vesselCatalogue(context, owners) });
  },
};
