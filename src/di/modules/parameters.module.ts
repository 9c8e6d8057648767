import {
  ManageParameters,
  ManagePensionFunds,
  ManageSpecialtyPay,
  PARAMETER_RULES,
  PENSION_FUND_RULES,
  SPECIALTY_PAY_RULES,
} from '../../application/parameters/manage-parameters';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from './catalogues.module';

/** The payroll parameters' screens, each loaded with its route (src/di/feature-modules.ts). */
export const parameterModules = {
  parameters: () => catalogueModule(ManageParameters, CATALOGUE_PATHS.parameters, PARAMETER_RULES),
  'pension-funds': () =>
    catalogueModule(ManagePensionFunds, CATALOGUE_PATHS.pensionFunds, PENSION_FUND_RULES),
  'specialty-pay': () =>
    catalogueModule(ManageSpecialtyPay, CATALOGUE_PATHS.specialtyPay, SPECIALTY_PAY_RULES, {
      positionId: CATALOGUE_PATHS.positions,
      fishingTypeId: CATALOGUE_PATHS.fishingTypes,
      vesselId: CATALOGUE_PATHS.vessels,
    }),
} as const;
