import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { limaDayEnd, limaDayStart } from '../../src/domain/admin/dates';
import { validateAuditFilter, type AuditFilter, type AuditRecord } from '../../src/domain/admin/audit';
import type { ServerContext } from '../context';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema/audit';
import { assertValid, errorResponses, pageSchema, pagingQuery } from './http';

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

const dateString = { type: 'string', maxLength: 10 } as const;

/** The audit trail (module 'auditoria', in the Seguridad group): filtered, paged, read-only. */
export async function auditRoutes(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  const { db } = opts.context;

  app.get(
    '/auditoria',
    {
      config: { permission: { module: 'auditoria', action: 'ver' } },
      schema: {
        querystring: pagingQuery(['occurredAt'], {
          order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          entity: { type: 'string', maxLength: 60 },
          entityId: { type: 'string', maxLength: 200 },
          actor: { type: 'string', maxLength: 128 },
          action: { type: 'string', maxLength: 30 },
          from: dateString,
          to: dateString,
        }),
        response: {
          200: pageSchema({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              occurredAt: { type: 'string' },
              actorUsername: { type: 'string' },
              action: { type: 'string' },
              entity: { type: 'string' },
              entityId: { type: 'string' },
              before: {},
              after: {},
              reason: { type: ['string', 'null'] },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query as AuditListQuery;
      assertValid(validateAuditFilter(q));
      const page = await queryAudit(db, q);
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/auditoria/entidades',
    {
      config: { permission: { module: 'auditoria', action: 'ver' } },
      schema: { response: { 200: { type: 'array', items: { type: 'string' } }, ...errorResponses } },
    },
    async () => {
      const rows = await db
        .selectDistinct({ entity: auditLog.entity })
        .from(auditLog)
        .orderBy(auditLog.entity);
      return rows.map((r) => r.entity);
    },
  );
}
