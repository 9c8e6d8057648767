import type { LoadMyPermissions, ManageUsers } from '../../../application/admin/use-cases';
import { formatDateTime } from '../../../domain/admin/dates';
import { DEFAULT_PAGE_SIZE } from '../../../domain/admin/paging';
import { userStateLabel, type UserSort, type UserSummary } from '../../../domain/admin/user';
import { Presenter } from '../../core/presenter';
import {
  allowed,
  Debouncer,
  LatestOnly,
  type Notice,
  type TableQuery,
  type TableState,
  type Translate,
} from '../common/admin-state';
import { UserFormPresenter, type UserFields } from './user-form-presenter';

export interface UserRow {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly roles: string;
  readonly enabled: boolean;
  readonly state: string;
  /** Formatted, or null when the user never signed in. */
  readonly lastSignIn: string | null;
  readonly user: UserSummary;
}

export type UserStateFilter = '' | 'enabled' | 'disabled';

export type UserCommand = 'disable' | 'enable' | 'reset';

export interface UsersState {
  readonly table: TableState<UserRow>;
  readonly query: TableQuery<UserSort> & { readonly state: UserStateFilter };
  readonly can: { readonly create: boolean; readonly edit: boolean };
  readonly notice: Notice | null;
  /** A state change waiting for confirmation. */
  readonly confirming: {
    readonly command: UserCommand;
    readonly row: UserRow;
    readonly busy: boolean;
    readonly error: string | null;
  } | null;
  readonly form: UserFormPresenter | null;
}

const rowOf = (u: UserSummary): UserRow => ({
  username: u.username,
  name: u.name,
  email: u.email,
  roles: u.roles.map((r) => r.name).join(', '),
  enabled: u.enabled,
  state: userStateLabel(u),
  lastSignIn: u.lastSignInAt ? formatDateTime(u.lastSignInAt) : null,
  user: u,
});

/**
 * The users screen: a server-paged list (name, username, e-mail, roles, state, last sign-in) with
 * search and a state filter; create, edit, disable, enable and password reset. Refusals of the server
 * (e.g. "No puede deshabilitar su propia cuenta.") are shown as they come.
 */
export class UsersPresenter extends Presenter<UsersState> {
  private readonly debounce = new Debouncer(350);
  private readonly latest = new LatestOnly();

  constructor(
    private readonly users: ManageUsers,
    private readonly permissions: LoadMyPermissions,
    private readonly randomHex: () => string,
    private readonly t: Translate,
  ) {
    super({
      table: { kind: 'loading' },
      query: { q: '', page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: 'username', order: 'asc', state: '' },
      can: { create: false, edit: false },
      notice: null,
      confirming: null,
      form: null,
    });
  }

  protected override onAttach(): void {
    void this.load();
    void this.permissions.execute().then((grants) => {
      const can = allowed(grants, 'usuario', ['crear', 'editar']);
      this.setState((s) => ({ ...s, can: { create: can.crear, edit: can.editar } }));
    });
  }

  protected override onDetach(): void {
    this.debounce.cancel();
  }

  override dispose(): void {
    this.state.form?.dispose();
    super.dispose();
  }

  async load(): Promise<void> {
    const current = this.latest.next();
    const { query } = this.state;
    this.setState((s) => ({
      ...s,
      table: s.table.kind === 'ready' ? { ...s.table, refreshing: true } : { kind: 'loading' },
    }));
    const result = await this.users.list({
      page: query.page + 1,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
      ...(query.q.trim() ? { q: query.q.trim() } : {}),
      ...(query.state ? { state: query.state } : {}),
    });
    if (!current()) return;
    if (!result.ok) {
      this.setState((s) => ({ ...s, table: { kind: 'error', message: result.error.message } }));
      return;
    }
    const page = result.value;
    if (page.rows.length === 0 && page.total > 0 && query.page > 0) {
      this.setState((s) => ({
        ...s,
        query: { ...s.query, page: Math.max(0, Math.ceil(page.total / s.query.pageSize) - 1) },
      }));
      return this.load();
    }
    this.setState((s) => ({
      ...s,
      table: { kind: 'ready', rows: page.rows.map(rowOf), total: page.total, refreshing: false },
    }));
  }

  private requery(change: Partial<UsersState['query']>): void {
    this.setState((s) => ({ ...s, query: { ...s.query, ...change } }));
    void this.load();
  }

  setSearch(q: string): void {
    this.setState((s) => ({ ...s, query: { ...s.query, q, page: 0 } }));
    this.debounce.run(() => void this.load());
  }

  search(): void {
    this.debounce.cancel();
    void this.load();
  }

  setStateFilter(state: UserStateFilter): void {
    this.requery({ state, page: 0 });
  }

  setPage(page: number): void {
    this.requery({ page });
  }

  setPageSize(pageSize: number): void {
    this.requery({ pageSize, page: 0 });
  }

  sortBy(sort: UserSort): void {
    const { query } = this.state;
    this.requery({ sort, order: query.sort === sort && query.order === 'asc' ? 'desc' : 'asc', page: 0 });
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }

  openCreate(): void {
    this.openForm(null);
  }

  openEdit(row: UserRow): void {
    this.openForm(row.user);
  }

  private openForm(user: UserSummary | null): void {
    this.state.form?.dispose();
    const form = new UserFormPresenter(this.users, user, this.randomHex, (saved, mode, fields) =>
      this.saved(saved, mode, fields),
    );
    this.setState((s) => ({ ...s, form, notice: null }));
  }

  closeForm(): void {
    const form = this.state.form;
    this.setState((s) => ({ ...s, form: null }));
    form?.dispose();
  }

  private saved(user: UserSummary, mode: 'create' | 'edit', fields: UserFields): void {
    this.closeForm();
    const key =
      mode === 'edit'
        ? 'admin.users.updated'
        : fields.passwordMode === 'generated'
          ? 'admin.users.createdInvited'
          : 'admin.users.createdWithPassword';
    this.setState((s) => ({
      ...s,
      notice: { severity: 'success', text: this.t(key, { username: user.username }) },
    }));
    void this.load();
  }

  ask(command: UserCommand, row: UserRow): void {
    this.setState((s) => ({ ...s, confirming: { command, row, busy: false, error: null }, notice: null }));
  }

  cancelCommand(): void {
    if (this.state.confirming?.busy) return;
    this.setState((s) => ({ ...s, confirming: null }));
  }

  async confirmCommand(): Promise<void> {
    const confirming = this.state.confirming;
    if (!confirming || confirming.busy) return;
    this.setState((s) => ({ ...s, confirming: { ...confirming, busy: true, error: null } }));
    const { command, row } = confirming;
    const result =
      command === 'reset'
        ? await this.users.resetPassword(row.user)
        : await this.users.setEnabled(row.user, command === 'enable');
    if (!result.ok) {
      this.setState((s) => ({
        ...s,
        confirming: { ...confirming, busy: false, error: result.error.message },
      }));
      return;
    }
    const key = {
      disable: 'admin.users.disabled',
      enable: 'admin.users.enabled',
      reset: 'admin.users.resetSent',
    }[command];
    this.setState((s) => ({
      ...s,
      confirming: null,
      notice: { severity: 'success', text: this.t(key, { username: row.username }) },
    }));
    void this.load();
  }
}
