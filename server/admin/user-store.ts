import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../src/domain/shared/paging';
import type { UserSort, UserSummary } from '../../src/domain/admin/user';
import { usernameKey } from '../access/store';
import type { Database, Executor } from '../db/database';
import { accessUserRoles, adminUsers } from '../db/schema';
import type { PoolUser } from '../identity/admin-port';
import { containsPattern } from '../kit/http';
import type { RoleStore } from './role-store';
import { pageWithTotal } from '../kit/list';

export interface UserQuery extends PageRequest<UserSort> {
  readonly q?: string;
  readonly roleId?: number;
  readonly state?: 'enabled' | 'disabled';
}

export type UserRow = typeof adminUsers.$inferSelect;

/** The user as the administration shows and audits it. */
export interface UserRecord extends UserSummary {
  readonly sub: string;
}

/**
 * The product's copy of the pool's users (admin_users): searched, sorted and paged in SQL. Writes
 * come from the pool's answers (after each administrative call, and by reconciliation).
 */
export class UserStore {
  constructor(
    private readonly db: Database,
    private readonly roles: RoleStore,
  ) {}

  private static toSummary(row: UserRow, roles: readonly { id: number; name: string }[]): UserRecord {
    return {
      username: row.username,
      sub: row.sub,
      name: row.name,
      email: row.email,
      enabled: row.enabled,
      status: row.status,
      roles,
      lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      version: row.version,
    };
  }

  async list(query: UserQuery): Promise<{ rows: UserRecord[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.q?.trim()) {
      const pattern = containsPattern(query.q);
      conditions.push(
        sql`(${adminUsers.usernameKey} like ${pattern} or lower(${adminUsers.name}) like ${pattern} or lower(${adminUsers.email}) like ${pattern})`,
      );
    }
    if (query.state) conditions.push(eq(adminUsers.enabled, query.state === 'enabled'));
    if (query.roleId !== undefined) {
      conditions.push(
        sql`exists (select 1 from ${accessUserRoles} where ${accessUserRoles.usernameKey} = ${adminUsers.usernameKey} and ${accessUserRoles.roleId} = ${query.roleId})`,
      );
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const direction = query.order === 'desc' ? desc : asc;
    const sortKey: Record<UserSort, SQL> = {
      username: sql`${adminUsers.usernameKey}`,
      name: sql`lower(${adminUsers.name})`,
      email: sql`lower(${adminUsers.email})`,
      enabled: sql`${adminUsers.enabled}`,
      lastSignInAt:
        query.order === 'desc'
          ? sql`${adminUsers.lastSignInAt} desc nulls last`
          : sql`${adminUsers.lastSignInAt} asc nulls first`,
      createdAt: sql`${adminUsers.createdAt}`,
    };
    const order = query.sort === 'lastSignInAt' ? sortKey.lastSignInAt : direction(sortKey[query.sort]);
    const { rows, total } = await pageWithTotal(this.db, adminUsers, where, query, (page) =>
      this.db
        .select()
        .from(adminUsers)
        .where(where)
        .orderBy(order, asc(adminUsers.usernameKey))
        .limit(page.limit)
        .offset(page.offset),
    );
    const roles = await this.roles.rolesOf(rows.map((r) => r.usernameKey));
    return {
      rows: rows.map((r) => UserStore.toSummary(r, roles.get(r.usernameKey) ?? [])),
      total,
    };
  }

  async row(username: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.usernameKey, usernameKey(username)));
    return row;
  }

  async get(username: string, tx: Executor = this.db): Promise<UserRecord | undefined> {
    const row = await this.row(username, tx);
    if (!row) return undefined;
    const roles = await this.roles.rolesOf([row.usernameKey], tx);
    return UserStore.toSummary(row, roles.get(row.usernameKey) ?? []);
  }

  /**
   * Writes what the pool says about users (insert or update). The version moves only when a field an
   * administrator edits changes (name, e-mail, enabled), so an open form is stale exactly then;
   * `keep` leaves it (the caller already moved it with claimVersion). Last sign-in only moves forward.
   */
  async upsertFromPool(
    tx: Executor,
    users: readonly PoolUser[],
    now: Date,
    versioning: 'auto' | 'keep' = 'auto',
  ): Promise<void> {
    if (users.length === 0) return;
    const excluded = (column: string) => sql.raw(`excluded."${column}"`);
    const changed = sql`(${adminUsers.name} is distinct from ${excluded('name')} or ${adminUsers.email} is distinct from ${excluded('email')} or ${adminUsers.enabled} is distinct from ${excluded('enabled')})`;
    await tx
      .insert(adminUsers)
      .values(
        users.map((u) => ({
          usernameKey: usernameKey(u.username),
          username: u.username,
          sub: u.sub,
          name: u.name ?? '',
          email: u.email ?? '',
          enabled: u.enabled,
          status: u.status,
          lastSignInAt: u.lastSignInAt ?? null,
          createdAt: u.createdAt,
          updatedAt: now,
          syncedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: adminUsers.usernameKey,
        set: {
          username: sql`${excluded('username')}`,
          sub: sql`${excluded('sub')}`,
          name: sql`${excluded('name')}`,
          email: sql`${excluded('email')}`,
          enabled: sql`${excluded('enabled')}`,
          status: sql`${excluded('status')}`,
          lastSignInAt: sql`greatest(${adminUsers.lastSignInAt}, ${excluded('last_sign_in_at')})`,
          createdAt: sql`${excluded('created_at')}`,
          syncedAt: sql`${excluded('synced_at')}`,
          updatedAt: sql`case when ${changed} then ${excluded('updated_at')} else ${adminUsers.updatedAt} end`,
          version:
            versioning === 'keep'
              ? sql`${adminUsers.version}`
              : sql`case when ${changed} then ${adminUsers.version} + 1 else ${adminUsers.version} end`,
        },
      });
  }

  /** Moves the version on when it is still `version`; false when it is not (a stale update). */
  async claimVersion(tx: Executor, username: string, version: number, now: Date): Promise<boolean> {
    const updated = await tx
      .update(adminUsers)
      .set({ version: sql`${adminUsers.version} + 1`, updatedAt: now })
      .where(and(eq(adminUsers.usernameKey, usernameKey(username)), eq(adminUsers.version, version)))
      .returning({ key: adminUsers.usernameKey });
    return updated.length > 0;
  }

  /** Removes the copies of these users (the pool no longer has them). */
  async remove(tx: Executor, keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await tx.delete(adminUsers).where(inArray(adminUsers.usernameKey, keys.slice(i, i + 1000)));
    }
  }

  async keys(): Promise<Set<string>> {
    const rows = await this.db.select({ key: adminUsers.usernameKey }).from(adminUsers);
    return new Set(rows.map((r) => r.key));
  }

  /**
   * Records a sign-in seen at the API: the first request of a new sign-in session (`sessionId`) sets
   * the last sign-in to when its token was issued. One conditional update; nothing when already seen.
   */
  async recordSession(username: string, sessionId: string, issuedAt: Date): Promise<void> {
    await this.db
      .update(adminUsers)
      .set({
        lastSessionId: sessionId,
        lastSignInAt: sql`greatest(${adminUsers.lastSignInAt}, ${issuedAt.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(adminUsers.usernameKey, usernameKey(username)),
          sql`${adminUsers.lastSessionId} is distinct from ${sessionId}`,
        ),
      );
  }

  async byKeys(keys: readonly string[]): Promise<UserRow[]> {
    if (keys.length === 0) return [];
    return this.db
      .select()
      .from(adminUsers)
      .where(inArray(adminUsers.usernameKey, [...keys]));
  }
}
