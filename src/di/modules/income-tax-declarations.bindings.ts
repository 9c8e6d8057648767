import type { ContainerModuleLoadOptions } from 'inversify';
import { IncomeTaxDeclarationsApi } from '../../application/income-tax-declarations/declarations-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpIncomeTaxDeclarationsApi } from '../../infrastructure/income-tax-declarations/http-declarations-api';

/**
 * The income tax declarations' port over the backend, for the months' module to call inside its
 * ContainerModule (the declarations are entered on the month's page).
 */
export function bindIncomeTaxDeclarations({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>): void {
  bind(IncomeTaxDeclarationsApi)
    .toResolvedValue(
      (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
        new HttpIncomeTaxDeclarationsApi(http, config.backendPrefixes[0] ?? '/api', logger),
      [HttpClient, Logger, AppConfig],
    )
    .inSingletonScope();
}
