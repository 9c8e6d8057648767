import { ContainerModule, type Container } from 'inversify';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import type { FeatureModules } from '../presentation/core/feature-modules';

/**
 * The features whose services load with their screen, each from its own chunk (the screen registry,
 * src/presentation/shell/page-registry.ts, names the feature of each screen). None of them is in the
 * first load: the shell's own needs (the user's grants, the dashboard's news) have adapters of their own.
 */
export const FEATURES: Readonly<Record<string, (config: RuntimeConfig) => Promise<ContainerModule>>> = {
  admin: async (config) => (await import('./modules/admin.module')).adminModule(config),
  news: async (config) => (await import('./modules/news.module')).newsModule(config),
  companies: async () => (await import('./modules/catalogues.module')).catalogueModules.companies(),
  plants: async () => (await import('./modules/catalogues.module')).catalogueModules.plants(),
  vessels: async () => (await import('./modules/catalogues.module')).catalogueModules.vessels(),
  species: async () => (await import('./modules/catalogues.module')).catalogueModules.species(),
  'fishing-types': async () =>
    (await import('./modules/catalogues.module')).catalogueModules['fishing-types'](),
  positions: async () => (await import('./modules/catalogues.module')).catalogueModules.positions(),
  parameters: async () => (await import('./modules/parameters.module')).parameterModules.parameters(),
  'pension-funds': async () =>
    (await import('./modules/parameters.module')).parameterModules['pension-funds'](),
  'specialty-pay': async () =>
    (await import('./modules/parameters.module')).parameterModules['specialty-pay'](),
  workers: async () => (await import('./modules/workers.module')).workersModule(),
  'fishing-weeks': async () => (await import('./modules/fishing-weeks.module')).fishingWeeksModule(),
  'payroll-report': async () => (await import('./modules/payroll-report.module')).payrollReportModule(),
  // The months' page has the «Vacaciones» tab: both load with it.
  months: async () =>
    combined(
      (await import('./modules/months.module')).monthsModule(),
      (await import('./modules/vacations.module')).vacationsModule(),
    ),
  vacations: async () => (await import('./modules/vacations.module')).vacationsModule(),
};

/** One container module loading several (a screen made of more than one feature). */
function combined(...modules: ContainerModule[]): ContainerModule {
  return new ContainerModule(async (options) => {
    for (const m of modules) await m.load(options);
  });
}

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
