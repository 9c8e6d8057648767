import { ContainerModule } from 'inversify';
import { MonthsApi } from '../../application/months/months-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpMonthsApi } from '../../infrastructure/months/http-months-api';
import { bindIncomeTaxDeclarations } from './income-tax-declarations.bindings';

/** Payroll months (vacaciones_gratificaciones_cts): their ports over the backend (also the income tax declarations'). */
export function monthsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindIncomeTaxDeclarations({ bind });
    bind(MonthsApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
          new HttpMonthsApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger, AppConfig],
      )
      .inSingletonScope();
  });
}
