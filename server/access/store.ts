import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_ACTIONS, type PermissionAction } from '../../src/domain/shell/modules';
import type { Clock } from '../context';
import type { Database, Executor, Transaction } from '../db/database';
import {
  accessModuleGroups,
  accessModules,
  accessModuleSubgroups,
  accessRolePermissions,
  accessRoles,
  accessUserRoles,
} from '../db/schema';
import {
  ADMINISTRATOR_ROLE,
  MODULE_PATHS,
  SEED_GROUPS,
  SEED_MODULES,
  SEED_SUBGROUPS,
  SELF_SERVICE_MODULES,
  WORKER_ROLE,
} from './catalogue';

/**
 * The seed's rows with their place in the menu: 10, 20, 30… in the seed's order, leaving room for an
 * administrator to put an entry between two.
 */
function inSeedOrder<R extends object>(rows: readonly R[]): (R & { sortOrder: number })[] {
  return rows.map((row, i) => ({ ...row, sortOrder: (i + 1) * 10 }));
}

/** An enabled module with its group and subgroup, as the menu places it. */
export interface MenuModuleRow {
  readonly code: string;
  readonly name: string;
  readonly icon: string;
  readonly path: string;
  readonly group: string;
  readonly subgroup: string | null;
  readonly subgroupIcon: string | null;
}

/**
 * The enabled modules (those `also` leaves) with their group and subgroup, in the menu's order: by
 * group, then by module (each by its order, then its code).
 */
export function menuModules(ex: Executor, also?: SQL): Promise<MenuModuleRow[]> {
  return ex
    .select({
      code: accessModules.code,
      name: accessModules.name,
      icon: accessModules.icon,
      path: accessModules.path,
      group: accessModuleGroups.name,
      subgroup: accessModuleSubgroups.name,
      subgroupIcon: accessModuleSubgroups.icon,
    })
    .from(accessModules)
    .innerJoin(accessModuleGroups, eq(accessModuleGroups.code, accessModules.groupCode))
    .leftJoin(accessModuleSubgroups, eq(accessModuleSubgroups.code, accessModules.subgroupCode))
    .where(and(eq(accessModules.enabled, true), also))
    .orderBy(
      asc(accessModuleGroups.sortOrder),
      asc(accessModuleGroups.code),
      asc(accessModules.sortOrder),
      asc(accessModules.code),
    );
}

/** One entry of `GET {backend}/usuario/modulos-permisos` (field names are the SPA's contract). */
export interface PermissionEntryRow {
  readonly grupo: string;
  readonly subgrupo: string | null;
  readonly subgrupo_icon: string | null;
  readonly nombre: string;
  readonly icon: string;
  readonly path: string;
}

/** A permission as `module:action`, e.g. 'rol:editar'. */
export type PermissionKey = `${string}:${PermissionAction}`;
export const permissionKey = (module: string, action: PermissionAction): PermissionKey =>
  `${module}:${action}`;

export const usernameKey = (username: string): string => username.trim().toLowerCase();

/** The (module, action) pairs the user is granted through enabled roles, narrowed by `conditions`. */
function grantsOf(ex: Executor, username: string, ...conditions: SQL[]) {
  return ex
    .selectDistinct({ module: accessRolePermissions.moduleCode, action: accessRolePermissions.action })
    .from(accessUserRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, accessUserRoles.roleId))
    .innerJoin(accessRolePermissions, eq(accessRolePermissions.roleId, accessUserRoles.roleId))
    .innerJoin(accessModules, eq(accessModules.code, accessRolePermissions.moduleCode))
    .where(
      and(
        eq(accessUserRoles.usernameKey, usernameKey(username)),
        eq(accessRoles.enabled, true),
        ...conditions,
      ),
    );
}

/**
 * Every permission the user holds through enabled roles: on enabled modules only (what the user may
 * do), or on any module, enabled or not (what the grant policy compares a grant with).
 */
export async function heldPermissions(
  ex: Executor,
  username: string,
  modules: 'enabled' | 'any',
): Promise<Set<PermissionKey>> {
  const rows = await (modules === 'enabled'
    ? grantsOf(ex, username, eq(accessModules.enabled, true))
    : grantsOf(ex, username));
  return new Set(rows.map((r) => permissionKey(r.module, r.action as PermissionAction)));
}

/** Grants of a role: module code → actions. */
export type RoleGrants = Readonly<Record<string, readonly PermissionAction[]>>;

/**
 * Reads and writes modules, roles, role permissions and user roles. Writes run in transactions.
 * The administration screens (users, roles) build on these methods.
 */
export class AccessStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * The modules the user may see ('ver' through an enabled role), in menu order: group order, then
   * module order.
   */
  async permittedEntries(username: string): Promise<PermissionEntryRow[]> {
    const key = usernameKey(username);
    const granted = this.db
      .select({ one: sql`1` })
      .from(accessUserRoles)
      .innerJoin(accessRoles, eq(accessRoles.id, accessUserRoles.roleId))
      .innerJoin(accessRolePermissions, eq(accessRolePermissions.roleId, accessUserRoles.roleId))
      .where(
        and(
          eq(accessUserRoles.usernameKey, key),
          eq(accessRoles.enabled, true),
          eq(accessRolePermissions.moduleCode, accessModules.code),
          eq(accessRolePermissions.action, 'ver'),
        ),
      );
    const modules = await menuModules(this.db, sql`exists (${granted})`);
    return modules.map((m) => ({
      grupo: m.group,
      subgrupo: m.subgroup,
      subgrupo_icon: m.subgroupIcon,
      nombre: m.name,
      icon: m.icon,
      path: m.path,
    }));
  }

  /** Every permission the user holds through enabled roles on enabled modules. */
  async permissionsOf(username: string): Promise<Set<PermissionKey>> {
    return heldPermissions(this.db, username, 'enabled');
  }

  /** Whether the user may do `action` in `module` (one query). */
  async hasPermission(username: string, module: string, action: PermissionAction): Promise<boolean> {
    const rows = await grantsOf(
      this.db,
      username,
      eq(accessModules.enabled, true),
      eq(accessRolePermissions.moduleCode, module),
      eq(accessRolePermissions.action, action),
    ).limit(1);
    return rows.length > 0;
  }

  /** Creates the role or replaces its grants (by name, case-insensitive). Returns its id. */
  async saveRole(
    input: { readonly name: string; readonly description?: string; readonly grants: RoleGrants },
    tx: Executor = this.db,
  ): Promise<number> {
    const run = async (t: Executor) => {
      const now = this.clock.now();
      const existing = await t
        .select({ id: accessRoles.id })
        .from(accessRoles)
        .where(sql`lower(${accessRoles.name}) = ${input.name.trim().toLowerCase()}`);
      let id = existing[0]?.id;
      if (id === undefined) {
        const inserted = await t
          .insert(accessRoles)
          .values({
            name: input.name.trim(),
            description: input.description ?? '',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: accessRoles.id });
        id = (inserted[0] as { id: number }).id;
      } else {
        await t
          .update(accessRoles)
          .set({ updatedAt: now, version: sql`${accessRoles.version} + 1` })
          .where(eq(accessRoles.id, id));
        await t.delete(accessRolePermissions).where(eq(accessRolePermissions.roleId, id));
      }
      const rows = Object.entries(input.grants).flatMap(([moduleCode, actions]) =>
        [...new Set(actions)].map((action) => ({ roleId: id as number, moduleCode, action })),
      );
      if (rows.length > 0) await t.insert(accessRolePermissions).values(rows);
      return id;
    };
    return tx === this.db ? this.db.transaction(run) : run(tx);
  }

  /** Replaces the roles of a user. */
  async setUserRoles(username: string, roleIds: readonly number[], assignedBy: string): Promise<void> {
    const key = usernameKey(username);
    await this.db.transaction(async (tx) => {
      await tx.delete(accessUserRoles).where(eq(accessUserRoles.usernameKey, key));
      if (roleIds.length === 0) return;
      const now = this.clock.now();
      await tx.insert(accessUserRoles).values(
        [...new Set(roleIds)].map((roleId) => ({
          usernameKey: key,
          username: username.trim(),
          roleId,
          assignedAt: now,
          assignedBy,
        })),
      );
    });
  }

  /** Role ids by name (case-insensitive); unknown names are missing from the map. */
  async roleIdsByName(names: readonly string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    const rows = await this.db
      .select({ id: accessRoles.id, name: accessRoles.name })
      .from(accessRoles)
      .where(
        inArray(
          sql`lower(${accessRoles.name})`,
          names.map((n) => n.trim().toLowerCase()),
        ),
      );
    return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  }

  /**
   * First-start work, idempotent and safe when several instances start at once (one transaction
   * under an advisory lock): inserts missing groups, sub-groups and modules; creates the administrator
   * role and grants it every action on every module; gives it to `adminUsername` when nobody holds it.
   */
  async seed(adminUsername: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      await tx
        .insert(accessModuleGroups)
        .values(inSeedOrder(SEED_GROUPS.map((g) => ({ code: g.code, name: g.name, icon: g.icon }))))
        .onConflictDoNothing();
      await tx
        .insert(accessModuleSubgroups)
        .values(
          inSeedOrder(
            SEED_SUBGROUPS.map((s) => ({ code: s.code, groupCode: s.group, name: s.name, icon: s.icon })),
          ),
        )
        .onConflictDoNothing();
      await tx
        .insert(accessModules)
        .values(
          inSeedOrder(
            SEED_MODULES.map((m) => ({
              code: m.code,
              name: m.name,
              icon: m.icon,
              path: MODULE_PATHS.get(m.code) as string,
              groupCode: m.group,
              subgroupCode: m.subgroup ?? null,
            })),
          ),
        )
        .onConflictDoNothing();

      const now = this.clock.now();
      await tx
        .insert(accessRoles)
        .values({
          name: ADMINISTRATOR_ROLE.name,
          description: ADMINISTRATOR_ROLE.description,
          systemKey: ADMINISTRATOR_ROLE.systemKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const [admin] = await tx
        .select({ id: accessRoles.id })
        .from(accessRoles)
        .where(eq(accessRoles.systemKey, ADMINISTRATOR_ROLE.systemKey));
      if (!admin) throw new Error('The administrator role could not be created.');
      const modules = await tx.select({ code: accessModules.code }).from(accessModules);
      await tx
        .insert(accessRolePermissions)
        .values(
          modules
            .filter((m) => !SELF_SERVICE_MODULES.has(m.code))
            .flatMap((m) =>
              PERMISSION_ACTIONS.map((action) => ({ roleId: admin.id, moduleCode: m.code, action })),
            ),
        )
        .onConflictDoNothing();
      await this.seedWorkerRole(tx, now);
      const holders = await tx
        .select({ one: sql`1` })
        .from(accessUserRoles)
        .where(eq(accessUserRoles.roleId, admin.id))
        .limit(1);
      if (holders.length === 0 && adminUsername.trim() !== '') {
        await tx
          .insert(accessUserRoles)
          .values({
            usernameKey: usernameKey(adminUsername),
            username: adminUsername.trim(),
            roleId: admin.id,
            assignedAt: now,
            assignedBy: 'system',
          })
          .onConflictDoNothing();
      }
    });
  }

  /** The worker role (docs/payslip-deliveries.md): `ver` on the self-service modules, nothing else. */
  private async seedWorkerRole(tx: Transaction, now: Date): Promise<void> {
    const workerRole = () =>
      tx
        .select({ id: accessRoles.id })
        .from(accessRoles)
        .where(eq(accessRoles.systemKey, WORKER_ROLE.systemKey));
    // An administrator's own role may already be called «Trabajador»: the system role then takes a
    // name of its own rather than that role's.
    for (const name of [WORKER_ROLE.name, `${WORKER_ROLE.name} (Mis boletas)`]) {
      if ((await workerRole()).length > 0) break;
      await tx
        .insert(accessRoles)
        .values({
          name,
          description: WORKER_ROLE.description,
          systemKey: WORKER_ROLE.systemKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    const [worker] = await workerRole();
    if (!worker) throw new Error('The worker role could not be created.');
    await tx
      .insert(accessRolePermissions)
      .values(
        [...SELF_SERVICE_MODULES].map((code) => ({ roleId: worker.id, moduleCode: code, action: 'ver' })),
      )
      .onConflictDoNothing();
  }

  /** The worker role's id (created by the seed). */
  async workerRoleId(executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ id: accessRoles.id })
      .from(accessRoles)
      .where(eq(accessRoles.systemKey, WORKER_ROLE.systemKey));
    if (!row) throw new Error('The worker role is missing: the access seed has not run.');
    return row.id;
  }
}

/** Advisory lock key of the access seed (any constant; distinct from other features' locks). */
const SEED_LOCK = 0x61636365; // 'acce'
