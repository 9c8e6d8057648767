import { ContainerModule } from 'inversify';
import {
  GENERAL_GROUPS,
  ManageParameters,
  ManagePensionFunds,
  PENSION_GROUPS,
  ManageSpecialtyPay,
  PARAMETER_RULES,
  PENSION_FUND_RULES,
  SPECIALTY_PAY_RULES,
} from '../../application/parameters/manage-parameters';
import { PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import { parameterKeyChoices } from '../../domain/parameters/parameter-row';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { HttpPensionSummaryApi } from '../../infrastructure/parameters/http-pension-summary-api';
import { catalogueModule } from '../modules/catalogue.module';
import { combined } from '../modules/combined';
import { bindHttpAdapter } from '../modules/http-adapter';

/**
 * The payroll parameters' screens (uit, fondo_de_pension, pago_por_especialidad), one feature: their
 * catalogues' use cases and the pension funds' «Vigentes hoy por régimen» over the backend.
 */
export default function parametersModule(): ContainerModule {
  return combined(
    catalogueModule(ManageParameters, CATALOGUE_PATHS.parameters, PARAMETER_RULES, {
      key: parameterKeyChoices(GENERAL_GROUPS),
    }),
    catalogueModule(ManagePensionFunds, CATALOGUE_PATHS.pensionFunds, PENSION_FUND_RULES, {
      key: parameterKeyChoices(PENSION_GROUPS),
    }),
    new ContainerModule(({ bind }) => bindHttpAdapter(bind, PensionSummaryApi, HttpPensionSummaryApi)),
    catalogueModule(ManageSpecialtyPay, CATALOGUE_PATHS.specialtyPay, SPECIALTY_PAY_RULES, {
      positionId: CATALOGUE_PATHS.positions,
      fishingTypeId: CATALOGUE_PATHS.fishingTypes,
      vesselId: CATALOGUE_PATHS.vessels,
    }),
  );
}
