import { ContainerModule } from 'inversify';
import { MonthsApi } from '../../application/months/months-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpMonthsApi } from '../../infrastructure/months/http-months-api';

/** Payroll months (vacaciones_gratificaciones_cts): their port over the backend. */
export function monthsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MonthsApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
          new HttpMonthsApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger, AppConfig],
      )
      .inSingletonScope();
  });
}
