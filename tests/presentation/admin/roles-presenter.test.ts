import { afterEach, describe, expect, it } from 'vitest';
import { LoadMyPermissions, ManageRoles } from '../../../src/application/admin/use-cases';
import type { RoleFormState } from '../../../src/presentation/admin/roles/role-form-presenter';
import { RolesPresenter } from '../../../src/presentation/admin/roles/roles-presenter';
import { FakeAdminApi, stale } from '../../support/fakes/admin/fake-admin-api';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(api = new FakeAdminApi().withRoles(3)) {
  const presenter = new RolesPresenter(new ManageRoles(api), new LoadMyPermissions(api), t);
  presenter.attach();
  return { api, presenter };
}

const editing = (s: RoleFormState) => {
  if (s.kind !== 'editing') throw new Error(`form is ${s.kind}`);
  return s;
};

describe('RolesPresenter', () => {
  let presenter: RolesPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('loads the first page sorted by name and the actions the user may do', async () => {
    const s = setup();
    presenter = s.presenter;
    expect(presenter.state.table.kind).toBe('loading');
    await settle();
    const table = presenter.state.table;
    expect(table.kind === 'ready' && table.rows.map((r) => r.name)).toEqual([
      'Administrador',
      'Rol 02',
      'Rol 03',
    ]);
    expect(s.api.callsOf('listRoles')[0]?.[0]).toEqual({ page: 1, pageSize: 25, sort: 'name', order: 'asc' });
    expect(presenter.state.can).toMatchObject({ crear: true, editar: true, eliminar: true });
  });

  it('hides the actions the user lacks', async () => {
    const api = new FakeAdminApi().withRoles(2);
    api.myGrants = { rol: ['ver'] };
    presenter = setup(api).presenter;
    await settle();
    expect(presenter.state.can).toMatchObject({ crear: false, editar: false, eliminar: false });
  });

  it('searches, sorts (same column flips the order) and pages on the server', async () => {
    const s = setup(new FakeAdminApi().withRoles(30));
    presenter = s.presenter;
    await settle();
    presenter.sortBy('name');
    await settle();
    expect(s.api.callsOf('listRoles').at(-1)?.[0]).toMatchObject({ sort: 'name', order: 'desc' });
    presenter.setPageSize(10);
    presenter.setPage(1);
    await settle();
    expect(s.api.callsOf('listRoles').at(-1)?.[0]).toMatchObject({ page: 2, pageSize: 10 });
    presenter.setSearch('rol 0');
    presenter.search();
    await settle();
    expect(s.api.callsOf('listRoles').at(-1)?.[0]).toMatchObject({ q: 'rol 0', page: 1 });
  });

  it('shows a load failure with its message', async () => {
    const api = new FakeAdminApi().fail('listRoles', { kind: 'unavailable', message: 'Sin conexión.' });
    presenter = setup(api).presenter;
    await settle();
    expect(presenter.state.table).toEqual({ kind: 'failed', message: 'Sin conexión.' });
  });

  it('creates a role: validates first, shows server field errors, then saves and reloads', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state).matrix.map((g) => g.group)).toEqual([
      'Inicio',
      'Maestros',
      'Planillas',
      'Seguridad',
    ]);
    await form.submit();
    expect(editing(form.state).errors).toEqual({ name: 'El nombre es obligatorio.' });
    expect(s.api.callsOf('createRole')).toHaveLength(0);

    form.setName('rol 02');
    await form.submit();
    expect(editing(form.state).errors).toEqual({ name: 'Ya existe un rol con ese nombre.' });

    form.setName('Asistente de planillas');
    form.toggle('semana_de_pesca', 'editar', true);
    form.setRow('trabajador', true);
    expect(editing(form.state).grantedCount).toBe(2);
    await form.submit();
    expect(s.api.callsOf('createRole')[1]?.[0]).toMatchObject({
      name: 'Asistente de planillas',
      grants: {
        semana_de_pesca: ['ver', 'editar'],
        trabajador: ['ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar'],
      },
    });
    expect(presenter.state.form).toBeNull();
    expect(presenter.state.notice?.text).toContain('admin.roles.created');
    await settle();
    const table = presenter.state.table;
    expect(table.kind === 'ready' && table.total).toBe(4);
  });

  it('refuses a stale edit with a clear message and reloads the current role on request', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    const table = presenter.state.table;
    if (table.kind !== 'ready') throw new Error('not ready');
    presenter.openEdit(table.rows[1]!);
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state).values.name).toBe('Rol 02');
    s.api.fail('updateRole', stale());
    form.setDescription('Otra');
    await form.submit();
    expect(editing(form.state).conflict).toMatch(/modificado por otro usuario/);
    await form.submit();
    expect(s.api.callsOf('updateRole')).toHaveLength(1);
    await form.load();
    expect(editing(form.state).conflict).toBeNull();
  });

  it('locks the matrix of the administrator role', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    const table = presenter.state.table;
    if (table.kind !== 'ready') throw new Error('not ready');
    presenter.openEdit(table.rows[0]!);
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state).system).toBe(true);
    form.toggle('rol', 'ver', false);
    expect(
      editing(form.state)
        .matrix.at(-1)
        ?.modules.find((m) => m.code === 'rol')?.cells[0]?.on,
    ).toBe(true);
  });

  it('says why a role in use cannot be deleted, and deletes a free one', async () => {
    const s = setup();
    presenter = s.presenter;
    s.api.roles[1] = { ...s.api.roles[1]!, usersCount: 1 };
    await settle();
    const table = presenter.state.table;
    if (table.kind !== 'ready') throw new Error('not ready');
    presenter.ask('delete', table.rows[1]!);
    await presenter.confirmCommand();
    expect(presenter.state.confirming?.error).toBe(
      'No se puede eliminar el rol «Rol 02»: lo tiene asignado 1 usuario.',
    );
    presenter.cancelCommand();
    presenter.ask('delete', table.rows[2]!);
    await presenter.confirmCommand();
    expect(presenter.state.confirming).toBeNull();
    expect(presenter.state.notice?.text).toContain('admin.roles.deleted');
  });
});
