import type { FeatureScreens } from '../shell/page-entry';

/** Plants: the fabrica catalogue. */
export const feature: FeatureScreens = {
  services: 'plants',
  screens: { fabrica: () => import('./PlantsPage') },
};
