import 'reflect-metadata';
import { ContainerModule, type Container } from 'inversify';
import { LoadMyPermissions } from '../../src/application/admin/use-cases';
import { NewsApi } from '../../src/application/news/news-api';
import { CurrentNewsApi } from '../../src/application/news/load-current-news';
import { Logger } from '../../src/application/ports/logger';
import { MyGrants } from '../../src/application/shared/my-grants';
import { StaticData } from '../../src/application/ports/static-data';
import type { RuntimeConfig } from '../../src/domain/app/runtime-config';
import { createContainer } from '../../src/di/container';
import { adminModule } from '../../src/di/features/admin.module';
import { newsModule } from '../../src/di/features/news.module';
import { FakeStaticData } from './fakes/fake-static-data';
import { SpyLogger } from './fakes/spy-logger';

export const testConfig: RuntimeConfig = {
  production: false,
  backendPrefixes: ['http://localhost/api'],
  identity: {
    region: 'us-east-1',
    userPoolId: 'us-east-1_Planillas',
    clientId: 'planillas-web',
    endpoint: 'http://localhost/cognito',
  },
};

export const defaultStaticFiles: Record<string, unknown> = {
  'assets/data/information.json': { data: [{ version: '1.0' }] },
  'assets/data/anios.json': { data: [2024, 2025, 2026] },
};

/**
 * The production container with every port that touches the outside world bound to a fake.
 * Used by component tests and by Storybook; pass modules that `rebind` more fakes.
 * The administration and news modules are loaded at once (in the product they load with their
 * screens), so one fake `AdminApi` / `NewsApi` also answers the user's grants and the dashboard's news.
 */
export function createTestContainer(...overrides: ContainerModule[]): Container {
  return createContainer({
    config: testConfig,
    baseUrl: 'http://localhost/',
    features: { admin: adminModule(), news: newsModule() },
    overrides: [
      new ContainerModule(({ rebind }) => {
        rebind<StaticData>(StaticData).toConstantValue(new FakeStaticData(defaultStaticFiles));
        rebind<Logger>(Logger).toConstantValue(new SpyLogger());
        rebind<MyGrants>(MyGrants).toResolvedValue((load: LoadMyPermissions) => load, [LoadMyPermissions]);
        rebind<CurrentNewsApi>(CurrentNewsApi).toResolvedValue((api: NewsApi) => api, [NewsApi]);
      }),
      ...overrides,
    ],
  });
}
