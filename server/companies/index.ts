import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { companyCatalogue } from './catalogue';

/** Companies (empresa): the employers, on the catalogue kit (docs/catalogues.md). */
export const companyFeature: ServerFeature = {
  name: 'companies',
  register: async (app, { context }) => {
    await app.register(catalogueRoutes, { api: companyCatalogue(context) });
  },
};
