import 'reflect-metadata';
import { ContainerModule, type Container } from 'inversify';
import { Logger } from '../../src/application/ports/logger';
import { StaticData } from '../../src/application/ports/static-data';
import type { RuntimeConfig } from '../../src/domain/app/runtime-config';
import { createContainer } from '../../src/di/container';
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
 */
export function createTestContainer(...overrides: ContainerModule[]): Container {
  return createContainer({
    config: testConfig,
    baseUrl: 'http://localhost/',
    overrides: [
      new ContainerModule(({ rebind }) => {
        rebind<StaticData>(StaticData).toConstantValue(new FakeStaticData(defaultStaticFiles));
        rebind<Logger>(Logger).toConstantValue(new SpyLogger());
      }),
      ...overrides,
    ],
  });
}
