import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import { VacationsApi } from '../../application/vacations/vacations-api';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpVacationsApi } from '../../infrastructure/vacations/http-vacations-api';

/** Vacation rest in days (the «Vacaciones» tab of vacaciones_gratificaciones_cts): its port over the backend. */
export function vacationsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(VacationsApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
          new HttpVacationsApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger, AppConfig],
      )
      .inSingletonScope();
  });
}
