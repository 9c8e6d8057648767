import { ContainerModule } from 'inversify';
import { LayoutApplier, LayoutConfigStore, Viewport } from '../../../../src/application/layout/ports';
import { PermissionCache } from '../../../../src/application/menu/permission-cache';
import { HttpClient } from '../../../../src/application/ports/http-client';
import { ShellSession } from '../../../../src/application/shell/shell-session';
import { FakeHttpClient } from './fake-http-client';
import { FakeLayoutConfigStore, FakeViewport, SpyLayoutApplier } from './fake-layout';
import { FakePermissionCache } from './fake-permission-cache';
import { FakeShellSession } from './fake-shell-session';
import { samplePermissions } from './permissions';

/** Every outside-world port of the shell as a fake, for tests and stories. */
export interface ShellFakes {
  readonly http: FakeHttpClient;
  readonly cache: FakePermissionCache;
  readonly store: FakeLayoutConfigStore;
  readonly applier: SpyLayoutApplier;
  readonly viewport: FakeViewport;
  readonly session: FakeShellSession;
}

export function shellFakes(overrides: Partial<ShellFakes> = {}): ShellFakes {
  return {
    http: FakeHttpClient.json(samplePermissions),
    cache: new FakePermissionCache(),
    store: new FakeLayoutConfigStore(),
    applier: new SpyLayoutApplier(),
    viewport: new FakeViewport(1280),
    session: new FakeShellSession(),
    ...overrides,
  };
}

/** A container module binding the shell's ports to the fakes (load it into createTestContainer). */
export function shellTestModule(fakes: ShellFakes): ContainerModule {
  return new ContainerModule(({ bind, rebind, isBound }) => {
    const set = <T>(token: symbol, value: T) =>
      isBound(token) ? rebind<T>(token).toConstantValue(value) : bind<T>(token).toConstantValue(value);
    set(HttpClient, fakes.http);
    set(PermissionCache, fakes.cache);
    set(LayoutConfigStore, fakes.store);
    set(LayoutApplier, fakes.applier);
    set(Viewport, fakes.viewport);
    set(ShellSession, fakes.session);
  });
}
