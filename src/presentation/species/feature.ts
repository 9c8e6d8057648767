import type { FeatureScreens } from '../shell/page-entry';

/** Species: the especie catalogue. */
export const feature: FeatureScreens = {
  services: 'species',
  screens: { especie: () => import('./SpeciesPage') },
};
