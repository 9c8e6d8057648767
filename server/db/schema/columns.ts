import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who created and last changed a row, and its version (optimistic concurrency: every update
 * increments it; `server/kit/versioned.ts` checks it and writes the audit record).
 */
export const versioned = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: text('created_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
  version: integer('version').notNull().default(1),
});

/** A catalogue row: active or not, and versioned. */
export const tracked = () => ({
  active: boolean('active').notNull().default(true),
  ...versioned(),
});
