import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { limaDayEnd, limaDayStart } from '../../src/domain/shared/dates';
import type { AuditFilter, AuditRecord } from '../../src/domain/admin/audit';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema/audit';

export interface AuditListQuery extends AuditFilter {
  readonly entityId?: string;
  readonly page: number;
  readonly pageSize: number;
  readonly order: 'asc' | 'desc';
}

/** The trail filtered by entity, actor, action and Lima dates, by time (newest first by default), paged. */
export async function queryAudit(
  db: Database,
  query: AuditListQuery,
): Promise<{ rows: AuditRecord[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actor?.trim()) conditions.push(eq(auditLog.actorUsername, query.actor.trim()));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.occurredAt, limaDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.occurredAt, limaDayEnd(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(direction(auditLog.occurredAt), direction(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    total: Number(totals[0]?.value ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurredAt.toISOString(),
      actorUsername: r.actorUsername,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
      reason: r.reason,
    })),
  };
}

/** The entities (module codes) the trail has records of, for the module filter. */
export async function auditEntities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}
