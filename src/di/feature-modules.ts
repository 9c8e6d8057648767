import type { Container, ContainerModule } from 'inversify';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import type { FeatureModules } from '../presentation/core/feature-modules';

/** A feature's container module (the default export of src/di/features/<feature>.module.ts). */
type FeatureModule = (config: RuntimeConfig) => ContainerModule;

/** Every feature's module file, each its own chunk, loaded with the feature's first screen. */
const MODULE_FILES = import.meta.glob<FeatureModule>('./features/*.module.ts', { import: 'default' });

/**
 * The features whose services load with their screen, by feature name: the file
 * src/di/features/<feature>.module.ts, named by the feature's screens (src/presentation/<feature>/feature.ts).
 * None of them is in the first load: the shell's own needs (the user's grants, the dashboard's news)
 * have adapters of their own.
 */
export const FEATURES: Readonly<Record<string, (config: RuntimeConfig) => Promise<ContainerModule>>> =
  Object.fromEntries(
    Object.entries(MODULE_FILES).map(([file, load]) => [
      file.replace(/^.*\/([^/]+)\.module\.ts$/, '$1'),
      async (config: RuntimeConfig) => (await load())(config),
    ]),
  );

/** Loads a feature's container module into the container the first time its screen opens. */
export class ContainerFeatureModules implements FeatureModules {
  private readonly loading = new Map<string, Promise<void>>();

  /** `loaded`: features whose modules the container already has (tests and stories load them at once). */
  constructor(
    private readonly container: Container,
    private readonly config: RuntimeConfig,
    loaded: Iterable<string> = [],
  ) {
    for (const feature of loaded) this.loading.set(feature, Promise.resolve());
  }

  load(feature: string): Promise<void> {
    let loading = this.loading.get(feature);
    if (!loading) {
      const module = FEATURES[feature];
      if (!module) return Promise.reject(new Error(`Unknown feature: ${feature}`));
      loading = module(this.config).then((m) => this.container.loadAsync(m));
      // A failed chunk load may be retried on the next visit.
      loading.catch(() => this.loading.delete(feature));
      this.loading.set(feature, loading);
    }
    return loading;
  }
}
