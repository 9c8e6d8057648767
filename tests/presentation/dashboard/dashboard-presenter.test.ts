import { afterEach, describe, expect, it } from 'vitest';
import type { LoadShortcuts, Shortcut } from '../../../src/application/dashboard/load-shortcuts';
import { LoadCurrentNews } from '../../../src/application/news/use-cases';
import { DashboardPresenter } from '../../../src/presentation/dashboard/dashboard-presenter';
import { FakeNewsApi } from '../../support/fakes/news/fake-news-api';
import { FakeShellSession } from '../../support/fakes/shell/fake-shell-session';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const settle = () => new Promise((r) => setTimeout(r, 0));
const shortcut: Shortcut = { label: 'Trabajadores', icon: 'Badge', path: '/trabajador', group: 'Maestros' };
const shortcutsOf = (items: Shortcut[] | null | Error) =>
  ({
    execute: () => (items instanceof Error ? Promise.reject(items) : Promise.resolve(items)),
  }) as unknown as LoadShortcuts;
// 15:00 in Lima.
const afternoon = () => new Date('2026-03-10T20:00:00.000Z');

describe('DashboardPresenter', () => {
  let presenter: DashboardPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('greets the user by name, shows the current news and the shortcuts', async () => {
    presenter = new DashboardPresenter(
      new FakeShellSession({ username: 'ana', name: 'Ana Torres' }),
      new LoadCurrentNews(new FakeNewsApi().withSamples()),
      shortcutsOf([shortcut]),
      t,
      afternoon,
    );
    expect(presenter.state).toEqual({
      greeting: null,
      news: { kind: 'loading' },
      shortcuts: { kind: 'loading' },
      payroll: false,
      landing: null,
    });
    presenter.attach();
    await settle();
    expect(presenter.state.greeting).toBe('dashboard.greeting.afternoon {"name":"Ana Torres"}');
    expect(presenter.state.news).toEqual({
      kind: 'ready',
      items: [
        {
          id: 1,
          title: 'Pago de gratificación de julio',
          body: 'La gratificación se abona el 15 de julio.',
          publishOn: '01/03/2026',
          expiresOn: '',
        },
      ],
    });
    expect(presenter.state.shortcuts).toEqual({ kind: 'ready', items: [shortcut] });
  });

  it('uses the username when the user has no name, and no name when there is no session', async () => {
    presenter = new DashboardPresenter(
      new FakeShellSession({ username: 'ana', name: ' ' }),
      new LoadCurrentNews(new FakeNewsApi()),
      shortcutsOf([]),
      t,
      afternoon,
    );
    presenter.attach();
    await settle();
    expect(presenter.state.greeting).toBe('dashboard.greeting.afternoon {"name":"ana"}');
    const anonymous = new DashboardPresenter(
      new FakeShellSession(null),
      new LoadCurrentNews(new FakeNewsApi()),
      shortcutsOf([]),
      t,
      afternoon,
    );
    anonymous.attach();
    await settle();
    expect(anonymous.state.greeting).toBe('dashboard.greeting.afternoonAnonymous');
    anonymous.dispose();
  });

  it('says when news or shortcuts cannot be read, and retries', async () => {
    const api = new FakeNewsApi().withSamples().fail('current', {
      kind: 'unavailable',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
    presenter = new DashboardPresenter(
      new FakeShellSession(),
      new LoadCurrentNews(api),
      shortcutsOf(new Error('chunk')),
      t,
      afternoon,
    );
    presenter.attach();
    await settle();
    expect(presenter.state.news).toEqual({
      kind: 'failed',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
    expect(presenter.state.shortcuts).toEqual({ kind: 'failed', message: t('dashboard.shortcutsError') });
    await presenter.loadNews();
    expect(presenter.state.news.kind).toBe('ready');
  });
});

describe('the payroll figures on the dashboard', () => {
  const withGrants = (grants: Record<string, string[]>) =>
    new DashboardPresenter(
      new FakeShellSession({ username: 'ana', name: 'Ana' }),
      new LoadCurrentNews(new FakeNewsApi()),
      { execute: () => Promise.resolve([]) } as never,
      (key) => key,
      () => new Date('2025-04-10T15:00:00Z'),
      { execute: () => Promise.resolve(grants as never) },
    );

  it.each([
    [{ reporte_de_planilla: ['ver'] }, true],
    [{ semana_de_pesca: ['ver'] }, true],
    [{ noticia: ['ver'] }, false],
  ])('shows them to a user with %j: %s', async (grants, shown) => {
    const p = withGrants(grants);
    p.attach();
    await settle();
    expect(p.state.payroll).toBe(shown);
    p.dispose();
  });
});

describe('where a user without the dashboard lands', () => {
  it.each([
    [{ mis_boletas: ['ver'] }, '/mis_boletas'],
    [{ dashboard: ['ver'], mis_boletas: ['ver'] }, null],
    [{ trabajador: ['ver'], semana_de_pesca: ['ver'] }, null],
    [{}, null],
  ])('a user with %j goes to %s', async (grants, landing) => {
    const p = new DashboardPresenter(
      new FakeShellSession({ username: '12345678', name: 'Juan' }),
      new LoadCurrentNews(new FakeNewsApi()),
      { execute: () => Promise.resolve([]) } as never,
      (key) => key,
      () => new Date('2025-04-10T15:00:00Z'),
      { execute: () => Promise.resolve(grants as never) },
    );
    p.attach();
    await settle();
    expect(p.state.landing).toBe(landing);
    p.dispose();
  });
});
