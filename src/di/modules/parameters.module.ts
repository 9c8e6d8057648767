import { ContainerModule } from 'inversify';
import {
  ManageParameters,
  ManagePensionFunds,
  ManageSpecialtyPay,
  PARAMETER_RULES,
  PENSION_FUND_RULES,
  SPECIALTY_PAY_RULES,
} from '../../application/parameters/manage-parameters';
import { PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpPensionSummaryApi } from '../../infrastructure/parameters/http-pension-summary-api';
import { catalogueModule } from './catalogues.module';

/** fondo_de_pension: the catalogue's use cases and «Vigentes hoy por régimen» over the backend. */
function pensionFundsModule(): ContainerModule {
  const catalogue = catalogueModule(ManagePensionFunds, CATALOGUE_PATHS.pensionFunds, PENSION_FUND_RULES);
  return new ContainerModule(async (options) => {
    await catalogue.load(options);
    options
      .bind(PensionSummaryApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
          new HttpPensionSummaryApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger, AppConfig],
      )
      .inSingletonScope();
  });
}

/** The payroll parameters' screens, each loaded with its route (src/di/feature-modules.ts). */
export const parameterModules = {
  parameters: () => catalogueModule(ManageParameters, CATALOGUE_PATHS.parameters, PARAMETER_RULES),
  'pension-funds': pensionFundsModule,
  'specialty-pay': () =>
    catalogueModule(ManageSpecialtyPay, CATALOGUE_PATHS.specialtyPay, SPECIALTY_PAY_RULES, {
      positionId: CATALOGUE_PATHS.positions,
      fishingTypeId: CATALOGUE_PATHS.fishingTypes,
      vesselId: CATALOGUE_PATHS.vessels,
    }),
} as const;
