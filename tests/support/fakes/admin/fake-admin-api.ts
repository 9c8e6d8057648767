import {
  type AdminApi,
  type AuditQuery,
  type RoleOption,
  type RoleQuery,
  type UserQuery,
} from '../../../../src/application/admin/admin-api';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import type { AuditRecord } from '../../../../src/domain/admin/audit';
import type { Page } from '../../../../src/domain/shared/paging';
import {
  countModules,
  normalizeGrants,
  type Grants,
  type ModuleOption,
  type RoleDetail,
  type RoleInput,
} from '../../../../src/domain/admin/role';
import type { NewUserInput, UserEditInput, UserSummary } from '../../../../src/domain/admin/user';
import { PERMISSION_ACTIONS } from '../../../../src/domain/shell/modules';

export const FAKE_MODULES: ModuleOption[] = [
  { code: 'dashboard', name: 'Inicio', group: 'Inicio', subgroup: null },
  { code: 'noticia', name: 'Noticias', group: 'Inicio', subgroup: null },
  { code: 'trabajador', name: 'Trabajadores', group: 'Maestros', subgroup: 'Empresa' },
  { code: 'embarcacion', name: 'Embarcaciones', group: 'Maestros', subgroup: 'Pesca' },
  { code: 'semana_de_pesca', name: 'Semanas de pesca', group: 'Planillas', subgroup: null },
  { code: 'reporte_de_planilla', name: 'Reporte de planilla', group: 'Planillas', subgroup: null },
  { code: 'usuario', name: 'Usuarios', group: 'Seguridad', subgroup: null },
  { code: 'rol', name: 'Roles', group: 'Seguridad', subgroup: null },
  { code: 'auditoria', name: 'Auditoría', group: 'Seguridad', subgroup: null },
];

export const ALL_GRANTS: Grants = Object.fromEntries(
  FAKE_MODULES.map((m) => [m.code, [...PERMISSION_ACTIONS]]),
);

const AT = '2026-03-02T12:05:00.000Z';

/** Answers that never come (the loading state). */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * An in-memory administration API for presenter tests, view tests and stories. `fail` makes the next
 * call of a method answer a failure; `hang` keeps a method loading forever.
 */
export class FakeAdminApi implements AdminApi {
  roles: RoleDetail[] = [];
  users: UserSummary[] = [];
  audit: AuditRecord[] = [];
  myGrants: Grants = ALL_GRANTS;
  readonly calls: { method: string; args: unknown[] }[] = [];
  private readonly failures = new Map<string, ApiFailure[]>();
  private readonly hanging = new Set<string>();
  private nextId = 100;

  fail(method: keyof AdminApi, failure: ApiFailure): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), failure]);
    return this;
  }

  hang(method: keyof AdminApi): this {
    this.hanging.add(method);
    return this;
  }

  release(method: keyof AdminApi): void {
    this.hanging.delete(method);
  }

  private async answer<T>(
    method: string,
    args: unknown[],
    value: () => T | ApiFailure,
  ): Promise<ApiResult<T>> {
    this.calls.push({ method, args });
    if (this.hanging.has(method)) return never();
    await Promise.resolve();
    const queued = this.failures.get(method);
    if (queued && queued.length > 0) return failed(queued.shift() as ApiFailure);
    const result = value();
    if (result && typeof result === 'object' && 'kind' in result && 'message' in result) {
      return failed(result as ApiFailure);
    }
    return okResult(result as T);
  }

  callsOf(method: keyof AdminApi): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  withRoles(count: number): this {
    this.roles.push(role(1, 'Administrador', 'Acceso completo a todos los módulos.', ALL_GRANTS, true, 1));
    for (let i = 2; i <= count; i++) {
      this.roles.push(
        role(
          i,
          `Rol ${String(i).padStart(2, '0')}`,
          `Descripción del rol ${i}`,
          { trabajador: ['ver'] },
          false,
          0,
        ),
      );
    }
    return this;
  }

  withUsers(count: number): this {
    const admin = this.roles[0] ?? role(1, 'Administrador', '', ALL_GRANTS, true, 1);
    for (let i = 1; i <= count; i++) {
      this.users.push({
        username: i === 1 ? 'admin' : `usuario${i}`,
        name: i === 1 ? 'Ana Administradora' : `Usuario Número ${i}`,
        email: i === 1 ? 'admin@planillas.local' : `usuario${i}@planillas.local`,
        enabled: i % 5 !== 0,
        status: i % 3 === 0 ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
        roles: [{ id: admin.id, name: admin.name }],
        lastSignInAt: i % 4 === 0 ? null : AT,
        createdAt: AT,
        version: 1,
      });
    }
    return this;
  }

  withAudit(count: number): this {
    for (let i = 1; i <= count; i++) {
      this.audit.push({
        id: i,
        occurredAt: AT,
        actorUsername: 'admin',
        action: i % 2 === 0 ? 'editar' : 'crear',
        entity: i % 3 === 0 ? 'usuario' : 'rol',
        entityId: String(i),
        before: i % 2 === 0 ? { name: `Rol ${i}`, description: 'Antes' } : null,
        after: { name: `Rol ${i}`, description: 'Después' },
        reason: null,
      });
    }
    return this;
  }

  private page<T>(rows: T[], page: number, pageSize: number): Page<T> {
    return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
  }

  listRoles(query: RoleQuery) {
    return this.answer('listRoles', [query], () => {
      const q = query.q?.toLowerCase() ?? '';
      const rows = this.roles
        .filter((r) => r.name.toLowerCase().includes(q) || r.description.toLowerCase().includes(q))
        .map(({ grants: _g, ...summary }) => summary);
      const dir = query.order === 'desc' ? -1 : 1;
      rows.sort((a, b) => (a[query.sort] < b[query.sort] ? -dir : a[query.sort] > b[query.sort] ? dir : 0));
      return this.page(rows, query.page, query.pageSize);
    });
  }

  getRole(id: number) {
    return this.answer(
      'getRole',
      [id],
      () => this.roles.find((r) => r.id === id) ?? notFound('El rol no existe.'),
    );
  }

  roleModules() {
    return this.answer('roleModules', [], () => FAKE_MODULES);
  }

  createRole(input: RoleInput) {
    return this.answer('createRole', [input], () => {
      if (this.roles.some((r) => r.name.toLowerCase() === input.name.toLowerCase())) {
        return validation('name', 'Ya existe un rol con ese nombre.');
      }
      const created = role(this.nextId++, input.name, input.description, input.grants, false, 0);
      this.roles.push(created);
      return created;
    });
  }

  updateRole(id: number, version: number, input: RoleInput) {
    return this.answer('updateRole', [id, version, input], () => {
      const index = this.roles.findIndex((r) => r.id === id);
      const current = this.roles[index];
      if (!current) return notFound('El rol no existe.');
      if (current.version !== version) return stale();
      const updated = { ...current, ...input, grants: normalizeGrants(input.grants), version: version + 1 };
      this.roles[index] = updated;
      return updated;
    });
  }

  deleteRole(id: number, version: number) {
    return this.answer<void>('deleteRole', [id, version], () => {
      const current = this.roles.find((r) => r.id === id);
      if (!current) return notFound('El rol no existe.');
      if (current.usersCount > 0) {
        return conflict(`No se puede eliminar el rol «${current.name}»: lo tiene asignado 1 usuario.`);
      }
      this.roles = this.roles.filter((r) => r.id !== id);
      return undefined;
    });
  }

  listUsers(query: UserQuery) {
    return this.answer('listUsers', [query], () => {
      const q = query.q?.toLowerCase() ?? '';
      const rows = this.users.filter(
        (u) =>
          (u.username.includes(q) || u.name.toLowerCase().includes(q) || u.email.includes(q)) &&
          (!query.state || u.enabled === (query.state === 'enabled')),
      );
      return this.page(rows, query.page, query.pageSize);
    });
  }

  getUser(username: string) {
    return this.answer(
      'getUser',
      [username],
      () => this.users.find((u) => u.username === username) ?? notFound('El usuario no existe.'),
    );
  }

  roleOptions() {
    return this.answer('roleOptions', [], (): RoleOption[] =>
      this.roles.map((r) => ({ id: r.id, name: r.name })),
    );
  }

  createUser(input: NewUserInput) {
    return this.answer('createUser', [input], () => {
      if (this.users.some((u) => u.username === input.username)) {
        return validation('username', 'Ya existe un usuario con ese nombre de usuario.');
      }
      const user: UserSummary = {
        username: input.username,
        name: input.name,
        email: input.email,
        enabled: true,
        status: 'FORCE_CHANGE_PASSWORD',
        roles: this.roles
          .filter((r) => input.roleIds.includes(r.id))
          .map((r) => ({ id: r.id, name: r.name })),
        lastSignInAt: null,
        createdAt: AT,
        version: 1,
      };
      this.users.push(user);
      return user;
    });
  }

  private changeUser(username: string, version: number | undefined, change: (u: UserSummary) => UserSummary) {
    const index = this.users.findIndex((u) => u.username === username);
    const current = this.users[index];
    if (!current) return notFound('El usuario no existe.');
    if (version !== undefined && current.version !== version) return stale();
    const updated = { ...change(current), version: current.version + 1 };
    this.users[index] = updated;
    return updated;
  }

  updateUser(username: string, version: number, input: UserEditInput) {
    return this.answer('updateUser', [username, version, input], () =>
      this.changeUser(username, version, (u) => ({
        ...u,
        name: input.name,
        email: input.email,
        roles: this.roles
          .filter((r) => input.roleIds.includes(r.id))
          .map((r) => ({ id: r.id, name: r.name })),
      })),
    );
  }

  disableUser(username: string, version: number) {
    return this.answer('disableUser', [username, version], () =>
      this.changeUser(username, version, (u) => ({ ...u, enabled: false })),
    );
  }

  enableUser(username: string, version: number) {
    return this.answer('enableUser', [username, version], () =>
      this.changeUser(username, version, (u) => ({ ...u, enabled: true })),
    );
  }

  resetPassword(username: string) {
    return this.answer('resetPassword', [username], () =>
      this.changeUser(username, undefined, (u) => ({ ...u, status: 'RESET_REQUIRED' })),
    );
  }

  listAudit(query: AuditQuery) {
    return this.answer('listAudit', [query], () => {
      const rows = this.audit.filter(
        (r) =>
          (!query.entity || r.entity === query.entity) &&
          (!query.actor || r.actorUsername === query.actor) &&
          (!query.action || r.action === query.action),
      );
      return this.page(rows, query.page, query.pageSize);
    });
  }

  auditEntities() {
    return this.answer('auditEntities', [], () => [...new Set(this.audit.map((r) => r.entity))].sort());
  }

  myPermissions() {
    return this.answer('myPermissions', [], () => this.myGrants);
  }
}

function role(
  id: number,
  name: string,
  description: string,
  grants: Grants,
  system: boolean,
  users: number,
): RoleDetail {
  const normalized = normalizeGrants(grants);
  return {
    id,
    name,
    description,
    system,
    usersCount: users,
    modulesCount: countModules(normalized),
    version: 1,
    updatedAt: AT,
    grants: normalized,
  };
}

export const stale = (): ApiFailure => ({
  kind: 'conflict',
  message: 'El registro fue modificado por otro usuario. Recargue los datos e intente nuevamente.',
});
export const conflict = (message: string): ApiFailure => ({ kind: 'conflict', message });
export const notFound = (message: string): ApiFailure => ({ kind: 'not-found', message });
export const validation = (field: string, message: string): ApiFailure => ({
  kind: 'validation',
  message: 'Los datos enviados no son válidos.',
  fields: [{ field, message }],
});
export const unavailable: ApiFailure = {
  kind: 'unavailable',
  message: 'No se pudo conectar con el servidor. Intente nuevamente.',
};
