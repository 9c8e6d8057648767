import type { FeatureScreens } from '../shell/page-entry';

/** The acerca screen: what the product is; no services of its own. */
export const feature: FeatureScreens = {
  screens: { acerca: () => import('./AboutPage') },
};
