import type { FeatureScreens } from '../shell/page-entry';

/** Payslip deliveries: «Mis boletas», the signed-in worker's payslips (docs/payslip-deliveries.md). */
export const feature: FeatureScreens = {
  services: 'payslip-deliveries',
  screens: { mis_boletas: () => import('./OwnPayslipsPage') },
};
