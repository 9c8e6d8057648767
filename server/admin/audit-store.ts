import { limaDayEnd, limaDayStart } from '../../src/domain/shared/dates';
import type { AuditFilter, AuditRecord } from '../../src/domain/admin/audit';
import type { Database } from '../db/database';
import { auditPage } from '../audit/audit';
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
  return auditPage(db, {
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.actor?.trim() ? { actorUsername: query.actor.trim() } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: limaDayStart(query.from) } : {}),
    ...(query.to ? { to: limaDayEnd(query.to) } : {}),
    page: query.page,
    pageSize: query.pageSize,
    order: query.order,
  });
}

/** The entities (module codes) the trail has records of, for the module filter. */
export async function auditEntities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}
