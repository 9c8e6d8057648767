import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * The audit trail: every write records who, when, what entity and the values before and after, in the
 * same transaction as the write. Rows are never updated or deleted (a trigger refuses it).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestampTz('occurred_at').notNull(),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('audit_log_occurred_at_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUsername, t.occurredAt.desc()),
  ],
);
