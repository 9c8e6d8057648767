import type { ContainerModuleLoadOptions } from 'inversify';
import { PayslipsApi } from '../../application/payslips/payslips-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpPayslipsApi } from '../../infrastructure/payslips/http-payslips-api';

/**
 * The payslips' bindings (their port over the backend), loaded with the fishing week's route where
 * they are downloaded: `bindPayslips(options)` inside the fishing weeks' ContainerModule.
 */
export function bindPayslips({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>): void {
  bind(PayslipsApi)
    .toResolvedValue(
      (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
        new HttpPayslipsApi(http, config.backendPrefixes[0] ?? '/api', logger),
      [HttpClient, Logger, AppConfig],
    )
    .inSingletonScope();
}
