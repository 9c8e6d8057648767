import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import type { Resolver } from '../presentation/core/dependencies';
import { FeatureModules } from '../presentation/core/feature-modules';
import { ContainerFeatureModules } from './feature-modules';
import { identityModule } from './modules/identity.module';
import { coreModule } from './modules/core.module';
import { shellModule } from './modules/shell.module';

export interface ContainerOptions {
  readonly config: RuntimeConfig;
  readonly baseUrl: string;
  /**
   * Feature modules loaded at once, by feature name (tests and stories rebind their ports to fakes);
   * every other feature loads with its screen (src/di/feature-modules.ts).
   */
  readonly features?: Readonly<Record<string, ContainerModule>>;
  /** Modules loaded last; they `rebind` ports to other adapters (tests, stories). */
  readonly overrides?: readonly ContainerModule[];
}

/**
 * The composition root: the only place that knows every layer. The core, sign-in and shell modules
 * load at once; each other feature's module with its screen (`FeatureModules`). Overrides rebind ports
 * to fakes for tests and Storybook.
 */
export function createContainer({
  config,
  baseUrl,
  features = {},
  overrides = [],
}: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    coreModule(config, baseUrl),
    identityModule(config),
    shellModule(),
    ...Object.values(features),
  );
  container
    .bind<FeatureModules>(FeatureModules)
    .toConstantValue(new ContainerFeatureModules(container, config, Object.keys(features)));
  // Override modules replace bindings with `rebind(Token)` (tests and stories bind fakes).
  container.load(...overrides);
  return container;
}

export function asResolver(container: Container): Resolver {
  return { get: <T>(identifier: unknown) => container.get<T>(identifier as ServiceIdentifier<T>) };
}
