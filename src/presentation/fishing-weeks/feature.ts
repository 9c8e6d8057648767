import type { FeatureScreens } from '../shell/page-entry';

/** Fishing weeks: the semana_de_pesca screen (composed with the closed results' review and the payslips). */
export const feature: FeatureScreens = {
  services: 'fishing-weeks',
  screens: { semana_de_pesca: () => import('../pages/fishing-weeks/FishingWeeksScreen') },
};
