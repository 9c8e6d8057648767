import { afterEach, describe, expect, it } from 'vitest';
import { BrowseAudit } from '../../../src/application/admin/use-cases';
import { AuditPresenter } from '../../../src/presentation/admin/audit/audit-presenter';
import { FakeAdminApi, unavailable } from '../../support/fakes/admin/fake-admin-api';

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(api = new FakeAdminApi().withAudit(40)) {
  const presenter = new AuditPresenter(new BrowseAudit(api), (key) => key);
  presenter.attach();
  return { api, presenter };
}

describe('AuditPresenter', () => {
  let presenter: AuditPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('shows the newest records first with the changed values, and the entities to filter by', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    expect(s.api.callsOf('listAudit')[0]?.[0]).toEqual({ page: 1, pageSize: 25, order: 'desc' });
    const table = presenter.state.table;
    expect(table.kind === 'ready' && table.total).toBe(40);
    const second = table.kind === 'ready' ? table.rows[1] : undefined;
    expect(second?.changes).toContainEqual({ field: 'description', before: 'Antes', after: 'Después' });
    expect(presenter.state.entities.map((e) => e.value)).toEqual(['rol', 'usuario']);
  });

  it('applies filters from the first page and clears them', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.setPage(1);
    await settle();
    presenter.setFilter('entity', 'usuario');
    presenter.setFilter('actor', ' admin ');
    presenter.apply();
    await settle();
    expect(s.api.callsOf('listAudit').at(-1)?.[0]).toEqual({
      entity: 'usuario',
      actor: 'admin',
      page: 1,
      pageSize: 25,
      order: 'desc',
    });
    presenter.clear();
    await settle();
    expect(s.api.callsOf('listAudit').at(-1)?.[0]).toEqual({ page: 1, pageSize: 25, order: 'desc' });
  });

  it('refuses an impossible date range before asking the server', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    const calls = s.api.callsOf('listAudit').length;
    presenter.setFilter('from', '2026-03-10');
    presenter.setFilter('to', '2026-03-01');
    presenter.apply();
    expect(presenter.state.errors).toEqual({ to: 'La fecha final debe ser igual o posterior a la inicial.' });
    expect(s.api.callsOf('listAudit')).toHaveLength(calls);
    presenter.setFilter('to', '2026-03-20');
    expect(presenter.state.errors).toEqual({});
  });

  it('flips the order, expands a record, and shows a failure', async () => {
    const s = setup(new FakeAdminApi().withAudit(3).fail('listAudit', unavailable));
    presenter = s.presenter;
    await settle();
    expect(presenter.state.table).toEqual({ kind: 'failed', message: unavailable.message });
    presenter.sortBy();
    await settle();
    expect(s.api.callsOf('listAudit').at(-1)?.[0]).toMatchObject({ order: 'asc' });
    presenter.toggle(2);
    expect(presenter.state.expanded).toEqual([2]);
    presenter.toggle(2);
    expect(presenter.state.expanded).toEqual([]);
  });
});
