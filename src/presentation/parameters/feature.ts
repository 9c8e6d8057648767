import type { FeatureScreens } from '../shell/page-entry';

/** The payroll parameters: the UIT and the other amounts, the pension funds, the specialty pay. */
export const feature: FeatureScreens = {
  services: 'parameters',
  screens: {
    uit: () => import('./ParametersPage'),
    fondo_de_pension: () => import('./PensionFundsPage'),
    pago_por_especialidad: () => import('./SpecialtyPayPage'),
  },
};
