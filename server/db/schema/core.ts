import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation (first start, schema owner), one row per key. */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
