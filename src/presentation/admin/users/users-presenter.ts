import type { ManageUsers } from '../../../application/admin/use-cases';
import { formatDateTime } from '../../../domain/shared/dates';
import { userStateLabel, type UserSort, type UserSummary } from '../../../domain/admin/user';
import {
  PagedListPresenter,
  pageRequest,
  type GrantsSource,
  type ListQuery,
  type ListState,
} from '../../common/paged-list-presenter';
import type { Translate } from '../../common/screen-state';
import { UserFormPresenter, type UserFields } from './user-form-presenter';

export interface UserRow {
  /** The username (the grid's row id). */
  readonly id: string;
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

export interface UserFilters {
  readonly state: UserStateFilter;
}

export type UsersState = ListState<UserRow, UserSort, UserFilters, UserCommand, UserFormPresenter>;

const rowOf = (u: UserSummary): UserRow => ({
  id: u.username,
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
export class UsersPresenter extends PagedListPresenter<
  UserSummary,
  UserRow,
  UserSort,
  UserFilters,
  UserCommand,
  UserFormPresenter
> {
  constructor(
    private readonly users: ManageUsers,
    grants: GrantsSource,
    private readonly randomHex: () => string,
    t: Translate,
  ) {
    super(grants, t, { module: 'usuario', sort: 'username', order: 'asc', filters: { state: '' } });
  }

  protected fetch(query: ListQuery<UserSort, UserFilters>) {
    return this.users.list({
      ...pageRequest(query),
      ...(query.filters.state ? { state: query.filters.state } : {}),
    });
  }

  protected rowOf(user: UserSummary): UserRow {
    return rowOf(user);
  }

  protected override formFor(row: UserRow | null): UserFormPresenter {
    return new UserFormPresenter(this.users, row?.user ?? null, this.randomHex, (saved, mode, fields) =>
      this.saved(saved, mode, fields),
    );
  }

  private saved(user: UserSummary, mode: 'create' | 'edit', fields: UserFields): void {
    const key =
      mode === 'edit'
        ? 'admin.users.updated'
        : fields.passwordMode === 'generated'
          ? 'admin.users.createdInvited'
          : 'admin.users.createdWithPassword';
    this.formSaved(this.t(key, { username: user.username }));
  }

  /** Refusals of the server (e.g. "No puede deshabilitar su propia cuenta.") stay in the dialog. */
  protected override runCommand(command: UserCommand, row: UserRow) {
    return command === 'reset'
      ? this.users.resetPassword(row.user)
      : this.users.setEnabled(row.user, command === 'enable');
  }

  protected override doneMessage(command: UserCommand, row: UserRow): string {
    const key = {
      disable: 'admin.users.disabled',
      enable: 'admin.users.enabled',
      reset: 'admin.users.resetSent',
    }[command];
    return this.t(key, { username: row.username });
  }
}
