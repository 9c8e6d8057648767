import { sql } from 'drizzle-orm';
import { customType, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

/** A JSON document kept gzip-compressed (bytea), like the weeks' results. */
const compressedJson = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Payroll months (docs/months.md): the consolidation of a month's closed fishing weeks. A row exists
 * from the month's first computation. `weeks` are the closed weeks (id and version) the computation
 * used: when one changes the computation is stale and the month cannot close before it is computed
 * again. Closing copies the computation to the closed_* columns, which a reopening keeps for the diff.
 */
export const payrollMonths = pgTable('payroll_months', {
  /** YYYY-MM. */
  month: text('month').primaryKey(),
  state: text('state').notNull().default('abierto'),
  weeks: jsonb('weeks')
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** The last computation: the engine's traced month (compressed), totals and workers' figures. */
  result: compressedJson('result'),
  totals: jsonb('totals'),
  workerTotals: jsonb('worker_totals'),
  closedResult: compressedJson('closed_result'),
  closedTotals: jsonb('closed_totals'),
  closedWorkerTotals: jsonb('closed_worker_totals'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: text('closed_by'),
  reopenings: jsonb('reopenings')
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** The income tax declarations (id and version) the last computation used: a change makes it stale. */
  declarations: jsonb('declarations')
    .notNull()
    .default(sql`'[]'::jsonb`),
  ...versioned(),
});
