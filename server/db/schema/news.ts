import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

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
    ...versioned(),
  },
  (t) => [
    index('news_publish_on_idx').on(t.publishOn, t.id),
    index('news_current_idx').on(t.published, t.publishOn),
  ],
);
