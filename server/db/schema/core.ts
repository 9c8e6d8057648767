import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/** Facts about this installation (first start, schema owner), one row per key. */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
