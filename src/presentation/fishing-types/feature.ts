import type { FeatureScreens } from '../shell/page-entry';

/** Fishing types: the tipo_de_pesca catalogue. */
export const feature: FeatureScreens = {
  services: 'fishing-types',
  screens: { tipo_de_pesca: () => import('./FishingTypesPage') },
};
