import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import type { Resolver } from '../presentation/core/dependencies';
import { adminModule } from './modules/admin.module';
import { authModule } from './modules/auth.module';
import { coreModule } from './modules/core.module';
import { newsModule } from './modules/news.module';
import { shellModule } from './modules/shell.module';

export interface ContainerOptions {
  readonly config: RuntimeConfig;
  readonly baseUrl: string;
  /** Modules loaded last; they `rebind` ports to other adapters (tests, stories). */
  readonly overrides?: readonly ContainerModule[];
}

/**
 * The composition root: the only place that knows every layer. One container module per feature;
 * overrides rebind ports to fakes for tests and Storybook.
 */
export function createContainer({ config, baseUrl, overrides = [] }: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    coreModule(config, baseUrl),
    authModule(config),
    shellModule(config),
    adminModule(config),
    newsModule(config),
  );
  // Override modules replace bindings with `rebind(Token)` (tests and stories bind fakes).
  container.load(...overrides);
  return container;
}

export function asResolver(container: Container): Resolver {
  return { get: <T>(identifier: unknown) => container.get<T>(identifier as ServiceIdentifier<T>) };
}
