import type { ContainerModuleLoadOptions } from 'inversify';
import { LandingsImportApi } from '../../application/fishing-weeks/landings-import';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpLandingsImportApi } from '../../infrastructure/fishing-weeks/http-landings-import-api';

/**
 * The landings import's bindings (its port over the backend), for the fishing weeks' module to call
 * inside its ContainerModule: `bindLandingsImport(options)`.
 */
export function bindLandingsImport({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>): void {
  bind(LandingsImportApi)
    .toResolvedValue(
      (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
        new HttpLandingsImportApi(http, config.backendPrefixes[0] ?? '/api', logger),
      [HttpClient, Logger, AppConfig],
    )
    .inSingletonScope();
}
