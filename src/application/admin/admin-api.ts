import type { AuditFilter, AuditRecord } from '../../domain/admin/audit';
import type { Page, PageRequest } from '../../domain/admin/paging';
import type {
  Grants,
  ModuleOption,
  RoleDetail,
  RoleInput,
  RoleSort,
  RoleSummary,
} from '../../domain/admin/role';
import type { NewUserInput, UserEditInput, UserSort, UserSummary } from '../../domain/admin/user';
import type { FieldError } from '../../domain/admin/validation';

/** Why the administration API refused or could not answer; messages are the server's, in Spanish. */
export type AdminFailure =
  /** 400: the form's fields, each with its message. */
  | { readonly kind: 'validation'; readonly message: string; readonly fields: readonly FieldError[] }
  /** 409: a stale version, a role in use, a self-protection rule… */
  | { readonly kind: 'conflict'; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'not-found'; readonly message: string }
  /** 401 or no session: the session guard takes the user to the sign-in page. */
  | { readonly kind: 'unauthorized'; readonly message: string }
  /** Network failure or an unexpected answer. */
  | { readonly kind: 'unavailable'; readonly message: string };

export type AdminResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AdminFailure };

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
  listRoles(query: RoleQuery): Promise<AdminResult<Page<RoleSummary>>>;
  getRole(id: number): Promise<AdminResult<RoleDetail>>;
  roleModules(): Promise<AdminResult<ModuleOption[]>>;
  createRole(input: RoleInput): Promise<AdminResult<RoleDetail>>;
  updateRole(id: number, version: number, input: RoleInput): Promise<AdminResult<RoleDetail>>;
  deleteRole(id: number, version: number): Promise<AdminResult<void>>;

  listUsers(query: UserQuery): Promise<AdminResult<Page<UserSummary>>>;
  getUser(username: string): Promise<AdminResult<UserSummary>>;
  roleOptions(): Promise<AdminResult<RoleOption[]>>;
  createUser(input: NewUserInput): Promise<AdminResult<UserSummary>>;
  updateUser(username: string, version: number, input: UserEditInput): Promise<AdminResult<UserSummary>>;
  disableUser(username: string, version: number): Promise<AdminResult<UserSummary>>;
  enableUser(username: string, version: number): Promise<AdminResult<UserSummary>>;
  resetPassword(username: string): Promise<AdminResult<UserSummary>>;

  listAudit(query: AuditQuery): Promise<AdminResult<Page<AuditRecord>>>;
  auditEntities(): Promise<AdminResult<string[]>>;

  /** Every action the signed-in user may do, by module. */
  myPermissions(): Promise<AdminResult<Grants>>;
}
export const AdminApi = Symbol.for('AdminApi');

export const okResult = <T>(value: T): AdminResult<T> => ({ ok: true, value });
export const failed = <T>(error: AdminFailure): AdminResult<T> => ({ ok: false, error });
