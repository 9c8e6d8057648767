import { describe, expect, it } from 'vitest';
import { LayoutService } from '../../../src/application/layout/layout-service';
import { BuildMenu } from '../../../src/application/menu/build-menu';
import { PermissionCache } from '../../../src/application/menu/permission-cache';
import { ShellServicesLoader } from '../../../src/application/shell/shell-services';
import { ShellSession } from '../../../src/application/shell/shell-session';
import { createTestContainer } from '../../support/test-container';

describe('the shell in the composition root', () => {
  it('loads the shell services once, on demand, with the browser adapters', async () => {
    localStorage.setItem('layoutConfig', JSON.stringify({ scale: 15, theme: 'lara-dark-blue' }));
    const container = createTestContainer();
    const loader = container.get<ShellServicesLoader>(ShellServicesLoader);
    const services = await loader.load();
    expect(await loader.load()).toBe(services);
    expect(services.buildMenu).toBeInstanceOf(BuildMenu);
    expect(services.layout).toBeInstanceOf(LayoutService);
    expect(services.layout.layout.config).toMatchObject({
      scale: 15,
      theme: 'lara-dark-blue',
      colorScheme: 'dark',
    });
    expect(document.documentElement.style.fontSize).toBe('15px');
    expect(document.documentElement.dataset.theme).toBe('lara-dark-blue');
    services.layout.changeConfig({ kind: 'scale', value: 12 });
    expect(JSON.parse(localStorage.getItem('layoutConfig') ?? '{}')).toMatchObject({ scale: 12 });
  });

  it('signs out through the sign-in feature, which clears cachePermiso and cacheGrupo', async () => {
    const container = createTestContainer();
    container.get<PermissionCache>(PermissionCache).write([], ['Inicio']);
    expect(localStorage.getItem('cacheGrupo')).toBe('["Inicio"]');
    const session = container.get<ShellSession>(ShellSession);
    expect(await session.currentUser()).toBeNull();
    await session.signOut();
    expect(localStorage.getItem('cachePermiso')).toBeNull();
    expect(localStorage.getItem('cacheGrupo')).toBeNull();
  });
});
