import type { FeatureScreens } from '../shell/page-entry';

/** Fishing weeks: the semana_de_pesca screen. */
export const feature: FeatureScreens = {
  services: 'fishing-weeks',
  screens: { semana_de_pesca: () => import('./FishingWeeksPage') },
};
