import { describe, expect, it } from 'vitest';
import { LoadShortcuts } from '../../../src/application/dashboard/load-shortcuts';
import { BuildMenu } from '../../../src/application/menu/build-menu';
import type { ShellServicesLoader } from '../../../src/application/shell/shell-services';
import type { RuntimeConfig } from '../../../src/domain/app/runtime-config';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { FakePermissionCache } from '../../support/fakes/shell/fake-permission-cache';
import { samplePermissions } from '../../support/fakes/shell/permissions';
import { SpyLogger } from '../../support/fakes/spy-logger';

const config = { backendPrefixes: ['/api'] } as unknown as RuntimeConfig;

function loaderOf(http: FakeHttpClient, cache = new FakePermissionCache()): ShellServicesLoader {
  const buildMenu = new BuildMenu(http, cache, config, new SpyLogger());
  return { load: async () => ({ buildMenu, layout: undefined as never }) };
}

describe('LoadShortcuts', () => {
  it('offers every module of the menu in menu order, without the dashboard itself', async () => {
    const shortcuts = await new LoadShortcuts(loaderOf(FakeHttpClient.json(samplePermissions))).execute();
    expect(shortcuts).toEqual([
      { label: 'Trabajadores', icon: 'Badge', path: '/trabajador', group: 'Maestros' },
      { label: 'Empresas', icon: 'Business', path: '/empresa', group: 'Maestros' },
      { label: 'Especies', icon: 'SetMeal', path: '/especie', group: 'Maestros' },
      { label: 'Reporte de planilla', icon: 'Assessment', path: '/reporte_de_planilla', group: 'Planillas' },
    ]);
  });

  it('uses the menu already read by the shell without asking the backend again', async () => {
    const http = FakeHttpClient.json(samplePermissions);
    const cache = new FakePermissionCache({ permissions: samplePermissions.slice(0, 2), groups: [] });
    const shortcuts = await new LoadShortcuts(loaderOf(http, cache)).execute();
    expect(shortcuts?.map((s) => s.path)).toEqual(['/trabajador']);
    expect(http.requests).toHaveLength(0);
  });

  it('gives null when the permissions cannot be read', async () => {
    expect(await new LoadShortcuts(loaderOf(FakeHttpClient.failing())).execute()).toBeNull();
  });
});
