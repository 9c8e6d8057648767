import type { AuditRecord } from '../../domain/admin/audit';
import { validateAuditFilter } from '../../domain/admin/audit';
import type { Page } from '../../domain/shared/paging';
import {
  cleanRole,
  validateRole,
  type Grants,
  type ModuleOption,
  type RoleDetail,
  type RoleInput,
  type RoleSummary,
} from '../../domain/admin/role';
import {
  cleanNewUser,
  cleanUserEdit,
  validateNewUser,
  validateUserEdit,
  type NewUserInput,
  type UserEditInput,
  type UserSummary,
} from '../../domain/admin/user';
import { sendIfValid, type ApiResult } from '../shared/api-result';
import { type AdminApi, type AuditQuery, type RoleOption, type RoleQuery, type UserQuery } from './admin-api';

/** Roles: list, read, save (validated first with the server's rules), delete. */
export class ManageRoles {
  constructor(private readonly api: AdminApi) {}

  list(query: RoleQuery): Promise<ApiResult<Page<RoleSummary>>> {
    return this.api.listRoles(query);
  }

  get(id: number): Promise<ApiResult<RoleDetail>> {
    return this.api.getRole(id);
  }

  modules(): Promise<ApiResult<ModuleOption[]>> {
    return this.api.roleModules();
  }

  /** Creates the role, or updates it when `existing` is given (with the version that was read). */
  save(
    input: RoleInput,
    modules: readonly ModuleOption[],
    existing?: { readonly id: number; readonly version: number },
  ): Promise<ApiResult<RoleDetail>> {
    return sendIfValid(validateRole(input, new Set(modules.map((m) => m.code))), () => {
      const clean = cleanRole(input);
      return existing
        ? this.api.updateRole(existing.id, existing.version, clean)
        : this.api.createRole(clean);
    });
  }

  delete(role: Pick<RoleSummary, 'id' | 'version'>): Promise<ApiResult<void>> {
    return this.api.deleteRole(role.id, role.version);
  }
}

/** Users: list, create, edit, disable, enable, password reset (through the server and its user pool). */
export class ManageUsers {
  constructor(private readonly api: AdminApi) {}

  list(query: UserQuery): Promise<ApiResult<Page<UserSummary>>> {
    return this.api.listUsers(query);
  }

  get(username: string): Promise<ApiResult<UserSummary>> {
    return this.api.getUser(username);
  }

  roleOptions(): Promise<ApiResult<RoleOption[]>> {
    return this.api.roleOptions();
  }

  create(input: NewUserInput): Promise<ApiResult<UserSummary>> {
    return sendIfValid(validateNewUser(input), () => this.api.createUser(cleanNewUser(input)));
  }

  update(user: Pick<UserSummary, 'username' | 'version'>, input: UserEditInput) {
    return sendIfValid(validateUserEdit(input), () =>
      this.api.updateUser(user.username, user.version, cleanUserEdit(input)),
    );
  }

  setEnabled(user: Pick<UserSummary, 'username' | 'version'>, enabled: boolean) {
    return enabled
      ? this.api.enableUser(user.username, user.version)
      : this.api.disableUser(user.username, user.version);
  }

  resetPassword(user: Pick<UserSummary, 'username'>): Promise<ApiResult<UserSummary>> {
    return this.api.resetPassword(user.username);
  }
}

/** The audit trail, filtered (dates checked first) and paged. */
export class BrowseAudit {
  constructor(private readonly api: AdminApi) {}

  list(query: AuditQuery): Promise<ApiResult<Page<AuditRecord>>> {
    return sendIfValid(validateAuditFilter(query), () => this.api.listAudit(query));
  }

  entities(): Promise<ApiResult<string[]>> {
    return this.api.auditEntities();
  }
}

/** The signed-in user's actions by module (hides buttons; the server still checks every call). */
export class LoadMyPermissions {
  constructor(private readonly api: AdminApi) {}

  async execute(): Promise<Grants> {
    const result = await this.api.myPermissions();
    return result.ok ? result.value : {};
  }
}
