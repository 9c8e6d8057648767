import type { ManageRoles } from '../../../application/admin/use-cases';
import { formatDateTime } from '../../../domain/shared/dates';
import type { RoleDetail, RoleSort, RoleSummary } from '../../../domain/admin/role';
import {
  PagedListPresenter,
  pageRequest,
  type GrantsSource,
  type ListQuery,
  type ListState,
} from '../../common/paged-list-presenter';
import type { Translate } from '../../common/screen-state';
import { RoleFormPresenter } from './role-form-presenter';

/** A role of the list, its `updatedAt` formatted for the grid. */
export type RoleRow = RoleSummary;

export type RolesState = ListState<RoleRow, RoleSort, Record<string, never>, 'delete', RoleFormPresenter>;

const rowOf = (r: RoleSummary): RoleRow => ({ ...r, updatedAt: formatDateTime(r.updatedAt) });

/** The roles screen: a server-paged, sortable, searchable list; create, edit and delete. */
export class RolesPresenter extends PagedListPresenter<
  RoleSummary,
  RoleRow,
  RoleSort,
  Record<string, never>,
  'delete',
  RoleFormPresenter
> {
  constructor(
    private readonly roles: ManageRoles,
    grants: GrantsSource,
    t: Translate,
  ) {
    super(grants, t, { module: 'rol', sort: 'name', order: 'asc', filters: {} });
  }

  protected fetch(query: ListQuery<RoleSort, Record<string, never>>) {
    return this.roles.list(pageRequest(query));
  }

  protected rowOf(role: RoleSummary): RoleRow {
    return rowOf(role);
  }

  protected override formFor(row: RoleRow | null): RoleFormPresenter {
    return new RoleFormPresenter(this.roles, row?.id ?? null, (role: RoleDetail, mode) =>
      this.formSaved(
        this.t(mode === 'create' ? 'admin.roles.created' : 'admin.roles.updated', { name: role.name }),
      ),
    );
  }

  /** Deleting a role held by users is refused by the server; the dialog says why. */
  protected override runCommand(_command: 'delete', row: RoleRow) {
    return this.roles.delete(row);
  }

  protected override doneMessage(_command: 'delete', row: RoleRow): string {
    return this.t('admin.roles.deleted', { name: row.name });
  }
}
