import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { BuildMenu, type MenuLoad } from '../../../src/application/menu/build-menu';
import type { CachedPermissions } from '../../../src/application/menu/permission-cache';
import { AuthError } from '../../../src/domain/identity/errors';
import { testConfig } from '../../support/test-container';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { FakePermissionCache } from '../../support/fakes/shell/fake-permission-cache';
import { samplePermissions } from '../../support/fakes/shell/permissions';
import { SpyLogger } from '../../support/fakes/spy-logger';

function makeSut({
  http = FakeHttpClient.json(samplePermissions),
  cached = null as CachedPermissions | null,
}: { http?: FakeHttpClient; cached?: CachedPermissions | null } = {}) {
  const cache = new FakePermissionCache(cached);
  const logger = new SpyLogger();
  const sut = new BuildMenu(http, cache, testConfig, logger);
  return { sut, http, cache, logger };
}

const loads = (sut: BuildMenu): Promise<MenuLoad[]> => lastValueFrom(sut.execute().pipe(toArray()));

describe('BuildMenu', () => {
  it('asks GET {backend}/usuario/modulos-permisos through the HTTP port', async () => {
    const { sut, http } = makeSut();
    await sut.refresh();
    expect(http.requests).toEqual([{ method: 'GET', url: 'http://localhost/api/usuario/modulos-permisos' }]);
  });

  it('without a cache, builds the menu from the answer and caches the list and the groups', async () => {
    const { sut, cache } = makeSut();
    const steps = await loads(sut);
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect(step?.kind).toBe('loaded');
    if (step?.kind !== 'loaded') return;
    expect(step.menu.source).toBe('network');
    expect(step.menu.tree.map((g) => g.label)).toEqual(['Inicio', 'Maestros', 'Planillas']);
    expect(cache.stored).toEqual({
      permissions: samplePermissions,
      groups: ['Inicio', 'Maestros', 'Planillas'],
    });
  });

  it('serves the cached menu at once and then refreshes it in the background', async () => {
    const older = samplePermissions.slice(0, 1);
    const { sut, cache } = makeSut({ cached: { permissions: older, groups: ['Inicio'] } });
    expect(sut.cached()?.entries).toEqual(older);
    const first = await firstValueFrom(sut.execute());
    expect(first).toMatchObject({ kind: 'loaded', menu: { source: 'cache', entries: older } });
    const steps = await loads(sut);
    expect(steps.map((s) => (s.kind === 'loaded' ? s.menu.source : s.kind))).toEqual(['cache', 'network']);
    expect(cache.stored?.permissions).toEqual(samplePermissions);
  });

  it('discards and clears an unusable cache', async () => {
    const { sut, cache, logger } = makeSut({ cached: { permissions: [{ grupo: 'x' }], groups: [] } });
    expect(sut.cached()).toBeNull();
    expect(cache.stored).toBeNull();
    expect(logger.messages('warn')[0]).toContain('Se descarta el menú guardado');
  });

  it.each([
    [401, { kind: 'unauthorized' }],
    [403, { kind: 'forbidden' }],
    [500, { kind: 'unavailable', status: 500 }],
    [503, { kind: 'unavailable', status: 503 }],
  ])('maps HTTP %i to a failure', async (status, failure) => {
    const { sut, cache } = makeSut({ http: FakeHttpClient.json({ error: 'x', message: 'y' }, status) });
    expect(await sut.refresh()).toEqual({ ok: false, error: failure });
    expect(cache.writes).toBe(0);
  });

  it('maps a network failure to "unavailable" and logs it', async () => {
    const { sut, logger } = makeSut({ http: FakeHttpClient.failing() });
    expect(await sut.refresh()).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(logger.messages('warn')).toEqual(['No se pudo obtener los permisos del usuario.']);
  });

  it('maps a session the HTTP port refuses to use to "unauthorized"', async () => {
    const { sut } = makeSut({
      http: FakeHttpClient.failing(new AuthError('NotAuthenticated', 'User is not authenticated')),
    });
    expect(await sut.refresh()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('refuses bad or partial data with a clear failure and keeps the previous cache', async () => {
    const previous = { permissions: samplePermissions, groups: ['Inicio'] };
    const { sut, cache, logger } = makeSut({
      http: FakeHttpClient.json([samplePermissions[0], { grupo: 'Maestros', nombre: 'Sin ruta' }]),
      cached: previous,
    });
    const steps = await loads(sut);
    expect(steps[1]).toEqual({
      kind: 'failed',
      failure: { kind: 'invalid-permissions', detail: 'la entrada 1 no tiene path válido' },
      stale: expect.objectContaining({ source: 'cache' }),
    });
    expect(cache.stored).toBe(previous);
    expect(logger.messages('error')[0]).toContain('no son válidos');
  });

  it('reports a failure without a stale menu when nothing was cached', async () => {
    const { sut } = makeSut({ http: FakeHttpClient.json('<html>', 200) });
    expect(await loads(sut)).toEqual([
      { kind: 'failed', failure: { kind: 'invalid-permissions', detail: 'la respuesta no es una lista' } },
    ]);
  });

  it('shares one request between concurrent refreshes', async () => {
    const http = FakeHttpClient.pending();
    const { sut } = makeSut({ http });
    const a = sut.refresh();
    const b = sut.refresh();
    http.release({ status: 200, body: samplePermissions, headers: {} });
    expect(await a).toBe(await b);
    expect(http.requests).toHaveLength(1);
    await sut.refresh();
    expect(http.requests).toHaveLength(2);
  });

  it('survives a cache that throws', async () => {
    const { sut, cache, logger } = makeSut();
    cache.read = () => {
      throw new Error('SecurityError');
    };
    cache.write = () => {
      throw new Error('QuotaExceededError');
    };
    expect(sut.cached()).toBeNull();
    expect((await sut.refresh()).ok).toBe(true);
    expect(logger.messages('warn')).toEqual([
      'No se pudo leer el menú guardado.',
      'No se pudo guardar el menú en este navegador.',
    ]);
  });

  it('stops emitting when unsubscribed before the answer', async () => {
    const http = FakeHttpClient.pending();
    const { sut } = makeSut({ http });
    const seen: MenuLoad[] = [];
    const subscription = sut.execute().subscribe((s) => seen.push(s));
    subscription.unsubscribe();
    http.release({ status: 200, body: samplePermissions, headers: {} });
    await sut.refresh();
    expect(seen).toEqual([]);
  });
});
