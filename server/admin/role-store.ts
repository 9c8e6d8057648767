import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../src/domain/shared/paging';
import {
  normalizeGrants,
  type Grants,
  type ModuleOption,
  type RoleDetail,
  type RoleInput,
  type RoleSort,
  type RoleSummary,
} from '../../src/domain/admin/role';
import type { PermissionAction } from '../../src/domain/shell/modules';
import { menuModules, usernameKey } from '../access/store';
import type { Database, Executor, Transaction } from '../db/database';
import { accessRolePermissions, accessRoles, accessUserRoles } from '../db/schema';
import { containsPattern } from '../kit/http';
import { pageWithTotal } from '../kit/list';
import { deleteVersionedRow } from '../kit/versioned-rows';

export interface RoleQuery extends PageRequest<RoleSort> {
  readonly q?: string;
}

/** What the role administration reads and writes (roles, their grants and who holds them). */
export class RoleStore {
  constructor(private readonly db: Database) {}

  private readonly usersCount = sql<number>`(select count(*)::int from ${accessUserRoles} where ${accessUserRoles.roleId} = ${accessRoles.id})`;
  private readonly modulesCount = sql<number>`(select count(distinct ${accessRolePermissions.moduleCode})::int from ${accessRolePermissions} where ${accessRolePermissions.roleId} = ${accessRoles.id})`;

  private summaryColumns() {
    return {
      id: accessRoles.id,
      name: accessRoles.name,
      description: accessRoles.description,
      systemKey: accessRoles.systemKey,
      version: accessRoles.version,
      updatedAt: accessRoles.updatedAt,
      usersCount: this.usersCount,
      modulesCount: this.modulesCount,
    };
  }

  private static summary(row: {
    id: number;
    name: string;
    description: string;
    systemKey: string | null;
    version: number;
    updatedAt: Date;
    usersCount: number;
    modulesCount: number;
  }): RoleSummary {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      system: row.systemKey !== null,
      usersCount: Number(row.usersCount),
      modulesCount: Number(row.modulesCount),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async list(query: RoleQuery): Promise<{ rows: RoleSummary[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.q?.trim()) {
      const pattern = containsPattern(query.q);
      conditions.push(
        sql`(lower(${accessRoles.name}) like ${pattern} or lower(${accessRoles.description}) like ${pattern})`,
      );
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const direction = query.order === 'desc' ? desc : asc;
    const sortKey: Record<RoleSort, SQL> = {
      name: sql`lower(${accessRoles.name})`,
      description: sql`lower(${accessRoles.description})`,
      usersCount: this.usersCount,
      updatedAt: sql`${accessRoles.updatedAt}`,
    };
    const { rows, total } = await pageWithTotal(this.db, accessRoles, where, query, (page) =>
      this.db
        .select(this.summaryColumns())
        .from(accessRoles)
        .where(where)
        .orderBy(direction(sortKey[query.sort]), asc(accessRoles.id))
        .limit(page.limit)
        .offset(page.offset),
    );
    return { rows: rows.map(RoleStore.summary), total };
  }

  async get(id: number, tx: Executor = this.db): Promise<RoleDetail | undefined> {
    const [row] = await tx.select(this.summaryColumns()).from(accessRoles).where(eq(accessRoles.id, id));
    if (!row) return undefined;
    return { ...RoleStore.summary(row), grants: await this.grantsOf(id, tx) };
  }

  async grantsOf(id: number, tx: Executor = this.db): Promise<Grants> {
    const rows = await tx
      .select({ module: accessRolePermissions.moduleCode, action: accessRolePermissions.action })
      .from(accessRolePermissions)
      .where(eq(accessRolePermissions.roleId, id));
    const grants: Record<string, PermissionAction[]> = {};
    for (const r of rows) (grants[r.module] ??= []).push(r.action as PermissionAction);
    return normalizeGrants(grants);
  }

  /** Whether another role already has this name (case-insensitive). */
  async nameTaken(name: string, exceptId?: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .select({ id: accessRoles.id })
      .from(accessRoles)
      .where(sql`lower(${accessRoles.name}) = ${name.toLowerCase()}`);
    return rows.some((r) => r.id !== exceptId);
  }

  async create(tx: Executor, input: RoleInput, now: Date): Promise<number> {
    const [row] = await tx
      .insert(accessRoles)
      .values({ name: input.name, description: input.description, createdAt: now, updatedAt: now })
      .returning({ id: accessRoles.id });
    const id = (row as { id: number }).id;
    await this.writeGrants(tx, id, input.grants);
    return id;
  }

  /** Updates when `version` is still the current one; false when it is not (a stale update). */
  async update(
    tx: Executor,
    id: number,
    version: number,
    input: RoleInput,
    now: Date,
    options: { readonly grants: boolean },
  ): Promise<boolean> {
    const updated = await tx
      .update(accessRoles)
      .set({
        name: input.name,
        description: input.description,
        updatedAt: now,
        version: sql`${accessRoles.version} + 1`,
      })
      .where(and(eq(accessRoles.id, id), eq(accessRoles.version, version)))
      .returning({ id: accessRoles.id });
    if (updated.length === 0) return false;
    if (options.grants) {
      await tx.delete(accessRolePermissions).where(eq(accessRolePermissions.roleId, id));
      await this.writeGrants(tx, id, input.grants);
    }
    return true;
  }

  private async writeGrants(tx: Executor, roleId: number, grants: Grants): Promise<void> {
    const rows = Object.entries(grants).flatMap(([moduleCode, actions]) =>
      actions.map((action) => ({ roleId, moduleCode, action })),
    );
    if (rows.length > 0) await tx.insert(accessRolePermissions).values(rows);
  }

  /** Deletes when `version` is still the current one; false when it is not. */
  delete(tx: Transaction, id: number, version: number): Promise<boolean> {
    return deleteVersionedRow(tx, accessRoles, eq(accessRoles.id, id), version);
  }

  async holders(id: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(accessUserRoles)
      .where(eq(accessUserRoles.roleId, id));
    return Number(row?.value ?? 0);
  }

  /** The modules of the permission matrix, in menu order. */
  async modules(): Promise<ModuleOption[]> {
    const modules = await menuModules(this.db);
    return modules.map(({ code, name, group, subgroup }) => ({ code, name, group, subgroup }));
  }

  async moduleCodes(): Promise<Set<string>> {
    return new Set((await this.modules()).map((m) => m.code));
  }

  /** Every role as `{ id, name }`, by name (the user form's choices). */
  async options(): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: accessRoles.id, name: accessRoles.name })
      .from(accessRoles)
      .orderBy(asc(sql`lower(${accessRoles.name})`), asc(accessRoles.id));
  }

  /** Which of these role ids exist. */
  async existing(ids: readonly number[], tx: Executor = this.db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: accessRoles.id, name: accessRoles.name })
      .from(accessRoles)
      .where(inArray(accessRoles.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The ids of the roles that grant user administration (usuario:editar). */
  async administrativeRoleIds(tx: Executor = this.db): Promise<Set<number>> {
    const rows = await tx
      .select({ id: accessRolePermissions.roleId })
      .from(accessRolePermissions)
      .innerJoin(accessRoles, eq(accessRoles.id, accessRolePermissions.roleId))
      .where(
        and(
          eq(accessRolePermissions.moduleCode, 'usuario'),
          eq(accessRolePermissions.action, 'editar'),
          eq(accessRoles.enabled, true),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  /** The roles of each user, by name. */
  async rolesOf(
    usernames: readonly string[],
    tx: Executor = this.db,
  ): Promise<Map<string, { id: number; name: string }[]>> {
    const keys = [...new Set(usernames.map(usernameKey))];
    const out = new Map<string, { id: number; name: string }[]>(keys.map((k) => [k, []]));
    if (keys.length === 0) return out;
    const rows = await tx
      .select({ key: accessUserRoles.usernameKey, id: accessRoles.id, name: accessRoles.name })
      .from(accessUserRoles)
      .innerJoin(accessRoles, eq(accessRoles.id, accessUserRoles.roleId))
      .where(inArray(accessUserRoles.usernameKey, keys))
      .orderBy(asc(sql`lower(${accessRoles.name})`));
    for (const r of rows) out.get(r.key)?.push({ id: r.id, name: r.name });
    return out;
  }

  /** Replaces the roles of a user inside the caller's transaction. */
  async setUserRoles(
    tx: Executor,
    username: string,
    roleIds: readonly number[],
    assignedBy: string,
    now: Date,
  ): Promise<void> {
    const key = usernameKey(username);
    await tx.delete(accessUserRoles).where(eq(accessUserRoles.usernameKey, key));
    const ids = [...new Set(roleIds)];
    if (ids.length === 0) return;
    await tx.insert(accessUserRoles).values(
      ids.map((roleId) => ({
        usernameKey: key,
        username: username.trim(),
        roleId,
        assignedAt: now,
        assignedBy,
      })),
    );
  }

  /** Locks a role row until the transaction ends (a concurrent assignment of it waits). */
  async lock(tx: Executor, id: number): Promise<void> {
    await tx.select({ id: accessRoles.id }).from(accessRoles).where(eq(accessRoles.id, id)).for('update');
  }

  /** The ids of the roles a user holds. */
  async heldBy(username: string, tx: Executor = this.db): Promise<Set<number>> {
    const held = await tx
      .select({ roleId: accessUserRoles.roleId })
      .from(accessUserRoles)
      .where(eq(accessUserRoles.usernameKey, usernameKey(username)));
    return new Set(held.map((h) => h.roleId));
  }
}
