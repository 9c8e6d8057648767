import { afterEach, describe, expect, it } from 'vitest';
import { LoadMyPermissions, ManageUsers } from '../../../src/application/admin/use-cases';
import type { UserFormState } from '../../../src/presentation/admin/users/user-form-presenter';
import { UsersPresenter, type UserRow } from '../../../src/presentation/admin/users/users-presenter';
import { conflict, FakeAdminApi, stale, unavailable } from '../../support/fakes/admin/fake-admin-api';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const settle = () => new Promise((r) => setTimeout(r, 0));
const HEX = 'abcdef0123456789abcdef';

function setup(api = new FakeAdminApi().withRoles(2).withUsers(6)) {
  const presenter = new UsersPresenter(new ManageUsers(api), new LoadMyPermissions(api), () => HEX, t);
  presenter.attach();
  return { api, presenter };
}

const editing = (s: UserFormState) => {
  if (s.kind !== 'editing') throw new Error(`form is ${s.kind}`);
  return s;
};

const rows = (p: UsersPresenter): readonly UserRow[] => {
  const table = p.state.table;
  if (table.kind !== 'ready') throw new Error(`table is ${table.kind}`);
  return table.rows;
};

describe('UsersPresenter', () => {
  let presenter: UsersPresenter | undefined;
  afterEach(() => presenter?.dispose());

  it('lists users sorted by username, with roles, state and last sign-in ready to show', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    const first = rows(presenter)[0];
    expect(first).toMatchObject({ username: 'admin', name: 'Ana Administradora', roles: 'Administrador' });
    expect(s.api.callsOf('listUsers')[0]?.[0]).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'username',
      order: 'asc',
    });
    expect(rows(presenter).find((r) => r.username === 'usuario5')?.enabled).toBe(false);
    expect(rows(presenter).find((r) => r.username === 'usuario4')?.lastSignIn).toBeNull();
    expect(presenter.state.can).toMatchObject({ crear: true, editar: true });
  });

  it('filters by state and text on the server', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.setFilter('state', 'disabled');
    await settle();
    expect(rows(presenter).map((r) => r.username)).toEqual(['usuario5']);
    presenter.setFilter('state', '');
    presenter.setSearch('usuario3');
    presenter.search();
    await settle();
    expect(s.api.callsOf('listUsers').at(-1)?.[0]).toMatchObject({ q: 'usuario3', page: 1 });
    expect(rows(presenter).map((r) => r.username)).toEqual(['usuario3']);
  });

  it('shows the list’s failure and retries', async () => {
    presenter = setup(new FakeAdminApi().withRoles(2).withUsers(3).fail('listUsers', unavailable)).presenter;
    await settle();
    expect(presenter.state.table).toEqual({ kind: 'failed', message: unavailable.message });
    await presenter.load();
    expect(rows(presenter)).toHaveLength(3);
  });

  it('creates a user with a generated temporary password, checking the rules first', async () => {
    const s = setup();
    presenter = s.presenter;
    await settle();
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    await form.submit();
    expect(Object.keys(editing(form.state).errors).sort()).toEqual(
      ['email', 'name', 'roleIds', 'temporaryPassword', 'username'].sort(),
    );
    form.set('username', 'rosa.planillas');
    form.set('name', 'Rosa Planillas');
    form.set('email', 'rosa@planillas.local');
    form.set('roleIds', [2]);
    form.generatePassword();
    expect(editing(form.state).values.temporaryPassword).toBe(`Pl#7${HEX.slice(0, 20)}`);
    await form.submit();
    await settle();
    expect(s.api.callsOf('createUser')[0]?.[0]).toMatchObject({
      username: 'rosa.planillas',
      roleIds: [2],
      temporaryPassword: `Pl#7${HEX.slice(0, 20)}`,
    });
    expect(presenter.state.form).toBeNull();
    expect(presenter.state.notice?.text).toContain('admin.users.createdWithPassword');
  });

  it('shows the server’s field error (username taken) next to the field', async () => {
    presenter = setup().presenter;
    await settle();
    presenter.openCreate();
    const form = presenter.state.form!;
    form.attach();
    await settle();
    form.set('username', 'admin');
    form.set('name', 'Otra Persona');
    form.set('email', 'otra@planillas.local');
    form.set('roleIds', [1]);
    form.set('passwordMode', 'generated');
    await form.submit();
    expect(editing(form.state)).toMatchObject({
      errors: { username: 'Ya existe un usuario con ese nombre de usuario.' },
      formError: null,
    });
  });

  it('edits with the version read; a stale edit asks to reload; self-protection refusals are shown', async () => {
    const api = new FakeAdminApi()
      .withRoles(2)
      .withUsers(3)
      .fail('updateUser', stale())
      .fail('updateUser', conflict('No puede quitarse su último rol de administración.'));
    presenter = setup(api).presenter;
    await settle();
    presenter.openEdit(rows(presenter)[0]!);
    const form = presenter.state.form!;
    form.attach();
    await settle();
    expect(editing(form.state)).toMatchObject({ mode: 'edit', values: { username: 'admin', roleIds: [1] } });
    form.set('username', 'otro');
    expect(editing(form.state).values.username).toBe('admin');
    form.set('roleIds', [2]);
    await form.submit();
    expect(editing(form.state).conflict).toBe(stale().message);
    await form.load();
    form.set('roleIds', [2]);
    await form.submit();
    expect(editing(form.state).conflict).toBe('No puede quitarse su último rol de administración.');
    expect(api.users[0]?.roles.map((r) => r.id)).toEqual([1]);
  });

  it('disables, enables and sends a reset after confirming; a refusal stays in the dialog', async () => {
    const api = new FakeAdminApi()
      .withRoles(2)
      .withUsers(3)
      .fail('disableUser', conflict('No puede deshabilitar su propia cuenta.'));
    presenter = setup(api).presenter;
    await settle();
    presenter.ask('disable', rows(presenter)[0]!);
    await presenter.confirmCommand();
    expect(presenter.state.confirming).toMatchObject({
      command: 'disable',
      busy: false,
      error: 'No puede deshabilitar su propia cuenta.',
    });
    presenter.cancelCommand();
    const second = rows(presenter).find((r) => r.username === 'usuario2')!;
    presenter.ask('disable', second);
    await presenter.confirmCommand();
    await settle();
    expect(presenter.state.notice?.text).toContain('admin.users.disabled');
    expect(rows(presenter).find((r) => r.username === 'usuario2')?.enabled).toBe(false);
    presenter.ask(
      'enable',
      rows(presenter).find((r) => r.username === 'usuario2')!,
    );
    await presenter.confirmCommand();
    await settle();
    expect(rows(presenter).find((r) => r.username === 'usuario2')?.enabled).toBe(true);
    presenter.ask(
      'reset',
      rows(presenter).find((r) => r.username === 'usuario3')!,
    );
    await presenter.confirmCommand();
    await settle();
    expect(presenter.state.notice?.text).toContain('admin.users.resetSent');
  });
});
