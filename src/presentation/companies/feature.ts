import type { FeatureScreens } from '../shell/page-entry';

/** Companies: the empresa catalogue. */
export const feature: FeatureScreens = {
  services: 'companies',
  screens: { empresa: () => import('./CompaniesPage') },
};
