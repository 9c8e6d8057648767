import type { FeatureScreens } from '../shell/page-entry';

/** Payroll months: the vacaciones_gratificaciones_cts screen (with the vacations' tab). */
export const feature: FeatureScreens = {
  services: 'months',
  screens: { vacaciones_gratificaciones_cts: () => import('../pages/months/MonthsScreen') },
};
