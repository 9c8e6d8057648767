import type { FeatureScreens } from '../shell/page-entry';

/** Workers: the trabajador catalogue, its import and each worker's loans. */
export const feature: FeatureScreens = {
  services: 'workers',
  screens: { trabajador: () => import('../pages/workers/WorkersScreen') },
};
