import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, identityId, versioned } from './columns';

/** Company news (noticia): drafts, then published between a publication date and an optional expiry. */
export const news = pgTable(
  'news',
  {
    id: identityId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Lima calendar date of the first day it shows. */
    publishOn: calendarDate('publish_on').notNull(),
    /** Lima calendar date of the first day it no longer shows; null: no expiry. */
    expiresOn: calendarDate('expires_on'),
    published: boolean('published').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('news_publish_on_idx').on(t.publishOn, t.id),
    index('news_current_idx').on(t.published, t.publishOn),
  ],
);
