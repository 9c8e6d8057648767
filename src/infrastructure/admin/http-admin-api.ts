import {
  failed,
  okResult,
  type AdminApi,
  type AdminFailure,
  type AdminResult,
  type AuditQuery,
  type RoleOption,
  type RoleQuery,
  type UserQuery,
} from '../../application/admin/admin-api';
import type { HttpClient, HttpMethod } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import type { AuditRecord } from '../../domain/admin/audit';
import { isAuthError } from '../../domain/auth/errors';
import { queryString, type Page } from '../../domain/admin/paging';
import type { Grants, ModuleOption, RoleDetail, RoleInput, RoleSummary } from '../../domain/admin/role';
import type { NewUserInput, UserEditInput, UserSummary } from '../../domain/admin/user';
import type { FieldError } from '../../domain/admin/validation';

const UNAVAILABLE = 'No se pudo conectar con el servidor. Intente nuevamente.';
const SESSION = 'Sesión no válida o expirada. Inicie sesión nuevamente.';

interface ErrorBody {
  readonly message?: unknown;
  readonly fields?: unknown;
}

function fieldsOf(body: ErrorBody | undefined): FieldError[] {
  if (!Array.isArray(body?.fields)) return [];
  return body.fields.filter(
    (f): f is FieldError =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as FieldError).field === 'string' &&
      typeof (f as FieldError).message === 'string',
  );
}

/** The server's refusal as a failure with its Spanish message. */
export function failureOf(status: number, body: unknown): AdminFailure {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof b.message === 'string' && b.message.trim() !== '' ? b.message : undefined;
  switch (status) {
    case 400:
      return {
        kind: 'validation',
        message: message ?? 'Los datos enviados no son válidos.',
        fields: fieldsOf(b),
      };
    case 401:
      return { kind: 'unauthorized', message: message ?? SESSION };
    case 403:
      return { kind: 'forbidden', message: message ?? 'No tiene permiso para realizar esta acción.' };
    case 404:
      return { kind: 'not-found', message: message ?? 'Recurso no disponible.' };
    case 409:
      return { kind: 'conflict', message: message ?? 'Los datos cambiaron. Vuelva a cargarlos.' };
    default:
      return { kind: 'unavailable', message: UNAVAILABLE };
  }
}

/** The AdminApi port over the bearer-decorated HttpClient (JSON under the first backend prefix). */
export class HttpAdminApi implements AdminApi {
  constructor(
    private readonly http: HttpClient,
    private readonly backend: string,
    private readonly logger: Logger,
  ) {}

  private async call<T>(method: HttpMethod, path: string, body?: unknown): Promise<AdminResult<T>> {
    const url = `${this.backend.replace(/\/+$/, '')}${path}`;
    let response;
    try {
      response = await this.http.request<T>({
        method,
        url,
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
    } catch (error) {
      // The bearer decorator refuses to send without a session (the guard then signs the user out).
      if (isAuthError(error)) return failed({ kind: 'unauthorized', message: SESSION });
      this.logger.warn(`No se pudo llamar a ${method} ${path}.`, error);
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
    if (response.status >= 200 && response.status < 300) return okResult(response.body);
    if (response.status >= 500) this.logger.warn(`${method} ${path} respondió HTTP ${response.status}.`);
    return failed(failureOf(response.status, response.body));
  }

  /** A list answer must be a page (rows and total): anything else is an unavailable server, not a crash. */
  private async page<T>(path: string): Promise<AdminResult<Page<T>>> {
    const result = await this.call<Page<T>>('GET', path);
    if (!result.ok) return result;
    const body = result.value as Partial<Page<T>> | null | undefined;
    if (!body || !Array.isArray(body.rows) || typeof body.total !== 'number') {
      this.logger.warn(`GET ${path} respondió una página no válida.`);
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
    return result;
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
  async auditEntities(): Promise<AdminResult<string[]>> {
    const result = await this.call<string[]>('GET', '/auditoria/entidades');
    if (result.ok && !Array.isArray(result.value)) {
      this.logger.warn('GET /auditoria/entidades respondió una lista no válida.');
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
    return result;
  }

  myPermissions() {
    return this.call<Grants>('GET', '/usuario/permisos');
  }
}
