import type { LoadMyPermissions, ManageRoles } from '../../../application/admin/use-cases';
import { formatDateTime } from '../../../domain/admin/dates';
import { DEFAULT_PAGE_SIZE } from '../../../domain/admin/paging';
import type { RoleDetail, RoleSort, RoleSummary } from '../../../domain/admin/role';
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
import { RoleFormPresenter } from './role-form-presenter';

export interface RoleRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly system: boolean;
  readonly usersCount: number;
  readonly modulesCount: number;
  readonly updatedAt: string;
  readonly version: number;
}

export interface RolesState {
  readonly table: TableState<RoleRow>;
  readonly query: TableQuery<RoleSort>;
  readonly can: { readonly create: boolean; readonly edit: boolean; readonly remove: boolean };
  readonly notice: Notice | null;
  /** The role whose deletion waits for confirmation. */
  readonly deleting: { readonly row: RoleRow; readonly busy: boolean; readonly error: string | null } | null;
  /** The open create/edit form. */
  readonly form: RoleFormPresenter | null;
}

const rowOf = (r: RoleSummary): RoleRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  system: r.system,
  usersCount: r.usersCount,
  modulesCount: r.modulesCount,
  updatedAt: formatDateTime(r.updatedAt),
  version: r.version,
});

export const SEARCH_DELAY_MS = 350;

/** The roles screen: a server-paged, sortable, searchable list; create, edit and delete. */
export class RolesPresenter extends Presenter<RolesState> {
  private readonly debounce = new Debouncer(SEARCH_DELAY_MS);
  private readonly latest = new LatestOnly();

  constructor(
    private readonly roles: ManageRoles,
    private readonly permissions: LoadMyPermissions,
    private readonly t: Translate,
  ) {
    super({
      table: { kind: 'loading' },
      query: { q: '', page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: 'name', order: 'asc' },
      can: { create: false, edit: false, remove: false },
      notice: null,
      deleting: null,
      form: null,
    });
  }

  protected override onAttach(): void {
    void this.load();
    void this.permissions.execute().then((grants) => {
      const can = allowed(grants, 'rol', ['crear', 'editar', 'eliminar']);
      this.setState((s) => ({ ...s, can: { create: can.crear, edit: can.editar, remove: can.eliminar } }));
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
    const result = await this.roles.list({
      page: query.page + 1,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
      ...(query.q.trim() ? { q: query.q.trim() } : {}),
    });
    if (!current()) return;
    if (!result.ok) {
      this.setState((s) => ({ ...s, table: { kind: 'error', message: result.error.message } }));
      return;
    }
    const page = result.value;
    // A page past the end (e.g. after deleting its last row): show the last one instead.
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

  private requery(change: Partial<TableQuery<RoleSort>>): void {
    this.setState((s) => ({ ...s, query: { ...s.query, ...change } }));
    void this.load();
  }

  /** The search text; the list follows after a short pause in typing. */
  setSearch(q: string): void {
    this.setState((s) => ({ ...s, query: { ...s.query, q, page: 0 } }));
    this.debounce.run(() => void this.load());
  }

  /** Searches at once (Enter). */
  search(): void {
    this.debounce.cancel();
    void this.load();
  }

  setPage(page: number): void {
    this.requery({ page });
  }

  setPageSize(pageSize: number): void {
    this.requery({ pageSize, page: 0 });
  }

  /** Sorts by a column; the same column again flips the order. */
  sortBy(sort: RoleSort): void {
    const { query } = this.state;
    this.requery({ sort, order: query.sort === sort && query.order === 'asc' ? 'desc' : 'asc', page: 0 });
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }

  openCreate(): void {
    this.openForm(null);
  }

  openEdit(row: RoleRow): void {
    this.openForm(row.id);
  }

  private openForm(id: number | null): void {
    this.state.form?.dispose();
    const form = new RoleFormPresenter(this.roles, id, (role, mode) => this.saved(role, mode));
    this.setState((s) => ({ ...s, form, notice: null }));
  }

  closeForm(): void {
    const form = this.state.form;
    this.setState((s) => ({ ...s, form: null }));
    form?.dispose();
  }

  private saved(role: RoleDetail, mode: 'create' | 'edit'): void {
    this.closeForm();
    this.setState((s) => ({
      ...s,
      notice: {
        severity: 'success',
        text: this.t(mode === 'create' ? 'admin.roles.created' : 'admin.roles.updated', { name: role.name }),
      },
    }));
    void this.load();
  }

  askDelete(row: RoleRow): void {
    this.setState((s) => ({ ...s, deleting: { row, busy: false, error: null }, notice: null }));
  }

  cancelDelete(): void {
    if (this.state.deleting?.busy) return;
    this.setState((s) => ({ ...s, deleting: null }));
  }

  async confirmDelete(): Promise<void> {
    const deleting = this.state.deleting;
    if (!deleting || deleting.busy) return;
    this.setState((s) => ({ ...s, deleting: { ...deleting, busy: true, error: null } }));
    const result = await this.roles.delete(deleting.row);
    if (!result.ok) {
      // E.g. users still hold the role, or it changed meanwhile: the dialog says why.
      this.setState((s) => ({ ...s, deleting: { ...deleting, busy: false, error: result.error.message } }));
      return;
    }
    this.setState((s) => ({
      ...s,
      deleting: null,
      notice: { severity: 'success', text: this.t('admin.roles.deleted', { name: deleting.row.name }) },
    }));
    void this.load();
  }
}
