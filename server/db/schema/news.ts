import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Company news (noticia): drafts, then published between a publication date and an optional expiry. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Lima calendar date of the first day it shows. */
    publishOn: date('publish_on', { mode: 'string' }).notNull(),
    /** Lima calendar date of the first day it no longer shows; null: no expiry. */
    expiresOn: date('expires_on', { mode: 'string' }),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    /** Optimistic concurrency: every update increments it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('news_publish_on_idx').on(t.publishOn, t.id),
    index('news_current_idx').on(t.published, t.publishOn),
  ],
);
