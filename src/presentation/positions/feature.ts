import type { FeatureScreens } from '../shell/page-entry';

/** Positions: the cargo catalogue. */
export const feature: FeatureScreens = {
  services: 'positions',
  screens: { cargo: () => import('./PositionsPage') },
};
