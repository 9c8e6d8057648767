import { afterEach, describe, expect, it } from 'vitest';
import { LoadMyPermissions } from '../../../src/application/admin/use-cases';
import { ManageNews } from '../../../src/application/news/use-cases';
import type { NewsFormState } from '../../../src/presentation/news/news-form-presenter';
import { excerptOf, NewsPresenter } from '../../../src/presentation/news/news-presenter';
import { FakeAdminApi, stale } from '../../support/fakes/admin/fake-admin-api';
import { FAKE_TODAY, FakeNewsApi } from '../../support/fakes/news/fake-news-api';
import { createTestTranslate } from '../../support/i18n';

// Keys echo back (with their values), except the states' names, which read the Spanish resources.
const spanish = createTestTranslate();
const t = (key: string, params?: Record<string, unknown>) =>
  key.startsWith('news.states.') ? spanish(key) : params ? `${key} ${JSON.stringify(params)}` : key;
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(api = new FakeNewsApi().withSamples(), admin = new FakeAdminApi()) {
  const presenter = new NewsPresenter(new ManageNews(api), new LoadMyPermissions(admin), t, () => FAKE_TODAY);
  presenter.attach();
  return { api, admin, presenter };
}

const editing = (s: NewsFormState) => {
  if (s.kind !== 'editing') throw new Error(`form is ${s.kind}`);
  return s;
};

const rows = (p: NewsPresenter) => {
  const table = p.state.table;
  if (table.kind !== 'ready') throw new Error(`table is ${table.kind}`);
  return table.rows;
};

describe('NewsPresenter', () => {
  let presenter: NewsPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('lists the news newest first with their state on today’s date and the user’s actions', async () => {
    const s = setup();
    presenter = s.presenter;
    expect(presenter.state.table.kind).toBe('loading');
    await settle();
    expect(rows(presenter).map((r) => [r.title, r.stateLabel, r.publishOn, r.expiresOn])).toEqual([
      ['Cierre de la semana de pesca 10', 'Programada', '20/03/2026', ''],
      ['Campaña de anchoveta', 'Borrador', '10/03/2026', ''],
      ['Pago de gratificación de julio', 'Vigente', '01/03/2026', ''],
      ['Mantenimiento del sistema', 'Vencida', '01/02/2026', '05/02/2026'],
    ]);
    expect(s.api.callsOf('list')[0]?.[0]).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'publishOn',
      order: 'desc',
    });
    expect(presenter.state.can).toMatchObject({ crear: true, editar: true, eliminar: true, aprobar: true });
  });

  it('shows only the actions the user may do', async () => {
    const admin = new FakeAdminApi();
    admin.myGrants = { noticia: ['ver', 'crear'] };
    presenter = setup(undefined, admin).presenter;
    await settle();
    expect(presenter.state.can).toMatchObject({
      ver: true,
      crear: true,
      editar: false,
      eliminar: false,
      aprobar: false,
    });
  });

  it('filters by state and text, sorts and pages on the server', async () => {
    const s = setup(new FakeNewsApi().withMany(30));
    presenter = s.presenter;
    await settle();
    presenter.setFilter('state', 'borrador');
    await settle();
    expect(s.api.callsOf('list').at(-1)?.[0]).toMatchObject({ state: 'borrador', page: 1 });
    expect(rows(presenter)).toHaveLength(15);
    presenter.sortBy('title');
    await settle();
    expect(s.api.callsOf('list').at(-1)?.[0]).toMatchObject({ sort: 'title', order: 'asc' });
    presenter.sortBy('title');
    await settle();
    expect(s.api.callsOf('list').at(-1)?.[0]).toMatchObject({ sort: 'title', order: 'desc' });
    presenter.setPageSize(10);
    presenter.setPage(1);
    await settle();
    expect(s.api.callsOf('list').at(-1)?.[0]).toMatchObject({ page: 2, pageSize: 10 });
    presenter.setSearch('noticia 0');
    presenter.search();
    await settle();
    expect(s.api.callsOf('list').at(-1)?.[0]).toMatchObject({ q: 'noticia 0', page: 1 });
  });

  it('shows the server’s message when the list cannot be read, and retries', async () => {
    const api = new FakeNewsApi().withSamples().fail('list', {
      kind: 'unavailable',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
    presenter = setup(api).presenter;
    await settle();
    expect(presenter.state.table).toEqual({
      kind: 'failed',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
    await presenter.load();
    expect(rows(presenter)).toHaveLength(4);
  });

  it('writes a draft: validates first, then saves and says so', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.openCreate();
    const form = presenter.state.form;
    if (!form) throw new Error('no form');
    form.attach();
    expect(editing(form.state).values).toEqual({ title: '', body: '', publishOn: FAKE_TODAY, expiresOn: '' });
    await form.submit();
    expect(editing(form.state).errors).toEqual({
      title: 'El título es obligatorio.',
      body: 'El contenido es obligatorio.',
    });
    expect(s.api.callsOf('create')).toHaveLength(0);
    form.set('title', 'Reunión de tripulantes');
    expect(editing(form.state).errors).toEqual({ body: 'El contenido es obligatorio.' });
    form.set('body', 'El lunes a las 8:00 en el muelle.');
    form.set('expiresOn', '2026-03-01');
    await form.submit();
    expect(editing(form.state).errors).toEqual({
      expiresOn: 'La fecha de vencimiento debe ser posterior a la fecha de publicación.',
    });
    form.set('expiresOn', '2026-03-31');
    await form.submit();
    await settle();
    expect(s.api.callsOf('create')[0]?.[0]).toEqual({
      title: 'Reunión de tripulantes',
      body: 'El lunes a las 8:00 en el muelle.',
      publishOn: FAKE_TODAY,
      expiresOn: '2026-03-31',
    });
    expect(presenter.state.form).toBeNull();
    expect(presenter.state.notice?.text).toContain('news.created');
    expect(rows(presenter).some((r) => r.title === 'Reunión de tripulantes' && r.state === 'borrador')).toBe(
      true,
    );
  });

  it('shows the server’s field errors next to the fields', async () => {
    const api = new FakeNewsApi().withSamples().fail('create', {
      kind: 'validation',
      message: 'Revise los datos marcados.',
      fields: [{ field: 'publishOn', message: 'Fecha no válida.' }],
    });
    presenter = setup(api).presenter;
    await settle();
    presenter.openCreate();
    const form = presenter.state.form!;
    form.set('title', 'Aviso');
    form.set('body', 'Texto');
    await form.submit();
    expect(editing(form.state)).toMatchObject({ errors: { publishOn: 'Fecha no válida.' }, formError: null });
  });

  it('edits with the version read; a stale edit asks to reload and keeps nothing silently', async () => {
    const api = new FakeNewsApi().withSamples().fail('update', stale());
    presenter = setup(api).presenter;
    await settle();
    presenter.openEdit(rows(presenter).find((r) => r.id === 1)!);
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state)).toMatchObject({
      mode: 'edit',
      existing: { published: true },
      values: { title: 'Pago de gratificación de julio', expiresOn: '' },
    });
    form.set('title', 'Pago de gratificación');
    await form.submit();
    expect(editing(form.state).conflict).toBe(stale().message);
    await form.submit();
    expect(api.callsOf('update')).toHaveLength(1);
    await form.load();
    expect(editing(form.state)).toMatchObject({
      conflict: null,
      values: { title: 'Pago de gratificación de julio' },
    });
    form.set('title', 'Pago de gratificación');
    await form.submit();
    await settle();
    expect(presenter.state.notice?.text).toContain('news.updated');
  });

  it('publishes and withdraws after confirming, then reads the list again', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.ask(
      'publish',
      rows(presenter).find((r) => r.id === 3)!,
    );
    expect(presenter.state.confirming).toMatchObject({ command: 'publish', busy: false });
    await presenter.confirmCommand();
    await settle();
    expect(presenter.state.confirming).toBeNull();
    expect(presenter.state.notice?.text).toContain('news.published');
    expect(rows(presenter).find((r) => r.id === 3)?.stateLabel).toBe('Vigente');
    presenter.ask(
      'unpublish',
      rows(presenter).find((r) => r.id === 3)!,
    );
    await presenter.confirmCommand();
    await settle();
    expect(rows(presenter).find((r) => r.id === 3)?.stateLabel).toBe('Borrador');
  });

  it('keeps the dialog open with the reason when the server refuses, and can be cancelled', async () => {
    const api = new FakeNewsApi().withSamples().fail('delete', stale());
    presenter = setup(api).presenter;
    await settle();
    presenter.ask('delete', rows(presenter)[0]!);
    await presenter.confirmCommand();
    expect(presenter.state.confirming).toMatchObject({ busy: false, error: stale().message });
    presenter.cancelCommand();
    expect(presenter.state.confirming).toBeNull();
    expect(api.news).toHaveLength(4);
  });

  it('deletes after confirming', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.ask(
      'delete',
      rows(presenter).find((r) => r.id === 4)!,
    );
    await presenter.confirmCommand();
    await settle();
    expect(presenter.state.notice?.text).toContain('news.deleted');
    expect(rows(presenter).map((r) => r.id)).not.toContain(4);
  });
});

describe('excerptOf', () => {
  it('keeps the first line, shortened to 120 characters', () => {
    expect(excerptOf('Primera línea\nSegunda')).toBe('Primera línea');
    const long = excerptOf('x'.repeat(200));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});
