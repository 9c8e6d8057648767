import type { FeatureScreens } from '../shell/page-entry';

/** The payroll report: the reporte_de_planilla screen. */
export const feature: FeatureScreens = {
  services: 'payroll-report',
  screens: { reporte_de_planilla: () => import('./PayrollReportPage') },
};
