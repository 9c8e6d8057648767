import {
  type AdminApi,
  type AuditQuery,
  type RoleOption,
  type RoleQuery,
  type UserQuery,
} from '../../application/admin/admin-api';
import { type ApiResult } from '../../application/shared/api-result';
import type { HttpMethod } from '../../application/ports/http-client';
import type { AuditRecord } from '../../domain/admin/audit';
import { queryString, type Page } from '../../domain/shared/paging';
import type { Grants, ModuleOption, RoleDetail, RoleInput, RoleSummary } from '../../domain/admin/role';
import type { NewUserInput, UserEditInput, UserSummary } from '../../domain/admin/user';
import { BackendAdapter } from '../http/backend-adapter';

/** The AdminApi port over the bearer-decorated HttpClient (JSON under the first backend prefix). */
export class HttpAdminApi extends BackendAdapter implements AdminApi {
  private call<T>(method: HttpMethod, path: string, body?: unknown): Promise<ApiResult<T>> {
    return this.api.call<T>(method, path, body);
  }

  private page<T>(path: string): Promise<ApiResult<Page<T>>> {
    return this.api.page<T>(path);
  }

  listRoles(query: RoleQuery) {
    return this.page<RoleSummary>(`/roles${queryString({ ...query })}`);
  }
  getRole(id: number) {
    return this.call<RoleDetail>('GET', `/roles/${id}`);
  }
  roleModules() {
    return this.call<ModuleOption[]>('GET', '/roles/modulos');
  }
  createRole(input: RoleInput) {
    return this.call<RoleDetail>('POST', '/roles', input);
  }
  updateRole(id: number, version: number, input: RoleInput) {
    return this.call<RoleDetail>('PUT', `/roles/${id}`, { ...input, version });
  }
  deleteRole(id: number, version: number) {
    return this.call<void>('DELETE', `/roles/${id}${queryString({ version })}`);
  }

  listUsers(query: UserQuery) {
    return this.page<UserSummary>(`/usuarios${queryString({ ...query })}`);
  }
  getUser(username: string) {
    return this.call<UserSummary>('GET', this.user(username));
  }
  roleOptions() {
    return this.call<RoleOption[]>('GET', '/usuarios/roles');
  }
  createUser(input: NewUserInput) {
    return this.call<UserSummary>('POST', '/usuarios', input);
  }
  private user(username: string, rest = '') {
    return `/usuarios/${encodeURIComponent(username)}${rest}`;
  }
  updateUser(username: string, version: number, input: UserEditInput) {
    return this.call<UserSummary>('PUT', this.user(username), { ...input, version });
  }
  disableUser(username: string, version: number) {
    return this.call<UserSummary>('POST', this.user(username, '/deshabilitar'), { version });
  }
  enableUser(username: string, version: number) {
    return this.call<UserSummary>('POST', this.user(username, '/habilitar'), { version });
  }
  resetPassword(username: string) {
    return this.call<UserSummary>('POST', this.user(username, '/restablecer-contrasena'), {});
  }

  listAudit(query: AuditQuery) {
    return this.page<AuditRecord>(`/auditoria${queryString({ ...query })}`);
  }
  auditEntities(): Promise<ApiResult<string[]>> {
    return this.api.list<string>('/auditoria/entidades');
  }

  myPermissions() {
    return this.call<Grants>('GET', '/usuario/permisos');
  }
}
