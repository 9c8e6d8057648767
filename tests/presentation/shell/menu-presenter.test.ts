import { describe, expect, it } from 'vitest';
import { BuildMenu } from '../../../src/application/menu/build-menu';
import type { CachedPermissions } from '../../../src/application/menu/permission-cache';
import {
  MenuPresenter,
  type MenuGroupView,
  type MenuSubgroupView,
  type MenuViewState,
} from '../../../src/presentation/shell/presenters/menu-presenter';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { FakePermissionCache } from '../../support/fakes/shell/fake-permission-cache';
import { allPermissions, samplePermissions } from '../../support/fakes/shell/permissions';
import { SpyLogger } from '../../support/fakes/spy-logger';
import { testConfig } from '../../support/test-container';

function makeSut({
  http = FakeHttpClient.json(samplePermissions) as FakeHttpClient,
  cached = null as CachedPermissions | null,
  path = '/',
} = {}) {
  const buildMenu = new BuildMenu(http, new FakePermissionCache(cached), testConfig, new SpyLogger());
  const sut = new MenuPresenter(buildMenu, path);
  return { sut, http };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const ready = (state: MenuViewState) => {
  if (state.kind !== 'ready') throw new Error(`expected ready, got ${state.kind}`);
  return state;
};
const group = (state: MenuViewState, label: string): MenuGroupView =>
  ready(state).groups.find((g) => g.label === label) as MenuGroupView;
const subgroup = (state: MenuViewState, label: string): MenuSubgroupView =>
  ready(state)
    .groups.flatMap((g) => g.children)
    .find((c) => c.kind === 'subgroup' && c.label === label) as MenuSubgroupView;

describe('MenuPresenter', () => {
  it('without a cache, is loading until the answer and then shows the groups', async () => {
    const { sut } = makeSut();
    expect(sut.state).toEqual({ kind: 'loading' });
    sut.attach();
    await settle();
    const state = ready(sut.state);
    expect(state.groups.map((g) => g.label)).toEqual(['Inicio', 'Maestros', 'Planillas']);
    expect(state.noticeKey).toBeNull();
    expect(state.refreshing).toBe(false);
  });

  it('with a cache, shows the menu at once (before attaching) and refreshes it', async () => {
    const { sut, http } = makeSut({
      cached: { permissions: samplePermissions.slice(0, 1), groups: ['Inicio'] },
    });
    expect(ready(sut.state).groups.map((g) => g.label)).toEqual(['Inicio']);
    sut.attach();
    expect(ready(sut.state).refreshing).toBe(true);
    await settle();
    expect(ready(sut.state).groups).toHaveLength(3);
    expect(http.requests).toHaveLength(1);
  });

  it('marks the current page and opens the sub-group holding it; other sub-groups start closed', async () => {
    const { sut } = makeSut({ path: '/especie' });
    sut.attach();
    await settle();
    const pesca = subgroup(sut.state, 'Pesca');
    expect(pesca).toMatchObject({ expanded: true, active: true });
    expect(pesca.items[0]).toMatchObject({ label: 'Especies', active: true });
    expect(subgroup(sut.state, 'Empresa')).toMatchObject({ expanded: false, active: false });
    expect(group(sut.state, 'Maestros')).toMatchObject({ expanded: true, active: true });
    expect(group(sut.state, 'Inicio').active).toBe(false);

    sut.setLocation('/');
    expect(group(sut.state, 'Inicio').active).toBe(true);
    const inicio = group(sut.state, 'Inicio').children[0];
    expect(inicio).toMatchObject({ path: '/', active: true });
  });

  it('opens and closes groups and sub-groups; navigating into a closed one opens it again', async () => {
    const { sut } = makeSut();
    sut.attach();
    await settle();
    sut.toggle('g:Maestros');
    expect(group(sut.state, 'Maestros').expanded).toBe(false);
    sut.toggle('s:Maestros/Empresa');
    expect(subgroup(sut.state, 'Empresa').expanded).toBe(true);
    sut.toggle('g:Maestros');
    expect(group(sut.state, 'Maestros').expanded).toBe(true);
    sut.toggle('g:Maestros');
    sut.setLocation('/trabajador');
    expect(group(sut.state, 'Maestros').expanded).toBe(true);
    expect(subgroup(sut.state, 'Empresa').expanded).toBe(true);
    sut.toggle('nope');
  });

  it.each([
    [401, 'menu.errors.unauthorized'],
    [403, 'menu.errors.forbidden'],
    [500, 'menu.errors.unavailable'],
  ])('shows an error (never an empty menu) for HTTP %i without a cache', async (status, key) => {
    const { sut } = makeSut({ http: FakeHttpClient.json({}, status) });
    sut.attach();
    await settle();
    expect(sut.state).toEqual({ kind: 'failed', messageKey: key, retrying: false });
  });

  it('explains invalid data and retries on request, once at a time', async () => {
    const http = FakeHttpClient.json([{ grupo: 'Roto' }]);
    const { sut } = makeSut({ http });
    sut.attach();
    await settle();
    expect(sut.state).toEqual({ kind: 'failed', messageKey: 'menu.errors.invalid', retrying: false });
    http.respondWith({ status: 200, body: allPermissions, headers: {} });
    sut.retry();
    expect(sut.state).toEqual({ kind: 'failed', messageKey: 'menu.errors.invalid', retrying: true });
    sut.retry();
    await settle();
    expect(ready(sut.state).groups).toHaveLength(6);
    expect(http.requests).toHaveLength(2);
  });

  it('keeps the cached menu when the refresh fails, and says it may be old', async () => {
    const { sut } = makeSut({
      http: FakeHttpClient.failing(),
      cached: { permissions: samplePermissions, groups: [] },
    });
    sut.attach();
    await settle();
    expect(ready(sut.state)).toMatchObject({ noticeKey: 'menu.stale', canRetry: true });
    expect(ready(sut.state).groups).toHaveLength(3);
  });

  it('says so when the session is no longer valid, keeping the cached menu', async () => {
    const { sut } = makeSut({
      http: FakeHttpClient.json({}, 401),
      cached: { permissions: samplePermissions, groups: [] },
    });
    sut.attach();
    await settle();
    expect(ready(sut.state)).toMatchObject({ noticeKey: 'menu.errors.unauthorized', canRetry: false });
  });

  it('tells a user without modules what to do', async () => {
    const { sut } = makeSut({ http: FakeHttpClient.json([]) });
    sut.attach();
    await settle();
    expect(ready(sut.state)).toMatchObject({ groups: [], noticeKey: 'menu.empty', canRetry: true });
  });

  it('stops listening when detached', async () => {
    const http = FakeHttpClient.pending();
    const { sut } = makeSut({ http });
    sut.attach();
    sut.detach();
    http.release({ status: 200, body: samplePermissions, headers: {} });
    await settle();
    expect(sut.state.kind).toBe('loading');
  });
});
