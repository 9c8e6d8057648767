import type { FeatureScreens } from '../shell/page-entry';

/** Vessels: the embarcacion catalogue. */
export const feature: FeatureScreens = {
  services: 'vessels',
  screens: { embarcacion: () => import('./VesselsPage') },
};
