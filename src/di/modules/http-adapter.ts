import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';

/** An adapter over the backend's JSON API: the shared client, the API prefix ('/api') and the logger. */
export type HttpAdapter<T> = new (http: HttpClient, prefix: string, logger: Logger) => T;

/** The backend's API prefix of the runtime configuration ('/api' when it names none). */
export const apiPrefix = (config: RuntimeConfig): string => config.backendPrefixes[0] ?? '/api';

/** Binds a port to its adapter over the backend, one instance for the container. */
export function bindHttpAdapter<T>(
  bind: ContainerModuleLoadOptions['bind'],
  port: ServiceIdentifier<T>,
  Adapter: HttpAdapter<T>,
): void {
  bind(port)
    .toResolvedValue(
      (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
        new Adapter(http, apiPrefix(config), logger),
      [HttpClient, Logger, AppConfig],
    )
    .inSingletonScope();
}
