import type { AuditFilter, AuditRecord } from '../../domain/admin/audit';
import type { Page, PageRequest } from '../../domain/shared/paging';
import type {
  Grants,
  ModuleOption,
  RoleDetail,
  RoleInput,
  RoleSort,
  RoleSummary,
} from '../../domain/admin/role';
import type { NewUserInput, UserEditInput, UserSort, UserSummary } from '../../domain/admin/user';
import type { ApiResult } from '../shared/api-result';

export interface RoleQuery extends PageRequest<RoleSort> {
  readonly q?: string;
}

export interface UserQuery extends PageRequest<UserSort> {
  readonly q?: string;
  readonly roleId?: number;
  readonly state?: 'enabled' | 'disabled';
}

export interface AuditQuery extends AuditFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly order: 'asc' | 'desc';
}

export interface RoleOption {
  readonly id: number;
  readonly name: string;
}

/** The administration API of the backend (roles, users, audit trail, the user's own permissions). */
export interface AdminApi {
  listRoles(query: RoleQuery): Promise<ApiResult<Page<RoleSummary>>>;
  getRole(id: number): Promise<ApiResult<RoleDetail>>;
  roleModules(): Promise<ApiResult<ModuleOption[]>>;
  createRole(input: RoleInput): Promise<ApiResult<RoleDetail>>;
  updateRole(id: number, version: number, input: RoleInput): Promise<ApiResult<RoleDetail>>;
  deleteRole(id: number, version: number): Promise<ApiResult<void>>;

  listUsers(query: UserQuery): Promise<ApiResult<Page<UserSummary>>>;
  getUser(username: string): Promise<ApiResult<UserSummary>>;
  roleOptions(): Promise<ApiResult<RoleOption[]>>;
  createUser(input: NewUserInput): Promise<ApiResult<UserSummary>>;
  updateUser(username: string, version: number, input: UserEditInput): Promise<ApiResult<UserSummary>>;
  disableUser(username: string, version: number): Promise<ApiResult<UserSummary>>;
  enableUser(username: string, version: number): Promise<ApiResult<UserSummary>>;
  resetPassword(username: string): Promise<ApiResult<UserSummary>>;

  listAudit(query: AuditQuery): Promise<ApiResult<Page<AuditRecord>>>;
  auditEntities(): Promise<ApiResult<string[]>>;

  /** Every action the signed-in user may do, by module. */
  myPermissions(): Promise<ApiResult<Grants>>;
}
export const AdminApi = Symbol.for('AdminApi');
