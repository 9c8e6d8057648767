import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Clock } from '../context';
import type { Database, Executor } from '../db/database';
import { auditLog } from '../db/schema/audit';
import { pageWithTotal } from '../kit/list';

export type AuditAction =
  | 'crear'
  | 'editar'
  | 'eliminar'
  | 'deshabilitar'
  | 'habilitar'
  | 'restablecer'
  | 'publicar'
  | 'despublicar'
  | 'asignar'
  | 'reabrir'
  | 'cerrar'
  | 'exportar'
  /** A worker invited to «Mis boletas». */
  | 'invitar'
  /** A worker confirmed receipt of a payslip. */
  | 'confirmar'
  /** A refused attempt worth tracing (e.g. granting permissions the actor does not hold). */
  | 'denegar';

export interface AuditEntry {
  readonly actorUsername: string;
  readonly action: AuditAction;
  readonly entity: string;
  readonly entityId: string;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string;
  readonly requestId?: string;
  readonly ipAddress?: string;
}

/**
 * Keys whose values are secrets. A one-time code is named for what it is (`confirmationCode`, `mfaCode`…):
 * a bare `code`, or `secCode`, is a record's business code (a position's, a vessel's) and is kept, so an
 * edit of it shows in the trail.
 */
const SECRET_KEY =
  /pass(word)?|secret|token|hash|otp|(confirmation|verification|mfa|reset|authori[sz]ation|session|user|access|recovery)_?code/i;

/** Values kept in the trail never include secrets, whatever the caller passes. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) ? '[oculto]' : redactSecrets(v),
      ]),
    );
  }
  return value;
}

/** Records one write. Call it with the transaction of the write itself, so both commit or neither does. */
export async function recordAudit(tx: Executor, clock: Clock, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    occurredAt: clock.now(),
    actorUsername: entry.actorUsername,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
    reason: entry.reason ?? null,
    requestId: entry.requestId ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}

export interface AuditQuery {
  readonly entity?: string;
  readonly entityId?: string;
  readonly actorUsername?: string;
  readonly action?: string;
  /** Inclusive start and exclusive end of the period. */
  readonly from?: Date;
  readonly to?: Date;
  readonly page: number;
  readonly pageSize: number;
}

export interface AuditRow {
  readonly id: number;
  readonly occurredAt: string;
  readonly actorUsername: string;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string | null;
}

/** Newest first, filtered and paged on the server. */
export async function listAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  return auditPage(db, { ...query, order: 'desc' });
}

/** The trail filtered by entity, actor, action and period, by time in `order`, paged. */
export async function auditPage(
  db: Database,
  query: AuditQuery & { readonly order: 'asc' | 'desc' },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actorUsername) conditions.push(eq(auditLog.actorUsername, query.actorUsername));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.occurredAt, query.from));
  if (query.to) conditions.push(lt(auditLog.occurredAt, query.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const { rows, total } = await pageWithTotal(db, auditLog, where, query, (page) =>
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(direction(auditLog.occurredAt), direction(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return {
    total,
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
