import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz, jsonList, compressedJson, versioned } from './columns';

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
  weeks: jsonList('weeks'),
  /** The last computation: the engine's traced month (compressed), totals and workers' figures. */
  result: compressedJson('result'),
  totals: jsonb('totals'),
  workerTotals: jsonb('worker_totals'),
  closedResult: compressedJson('closed_result'),
  closedTotals: jsonb('closed_totals'),
  closedWorkerTotals: jsonb('closed_worker_totals'),
  closedAt: timestampTz('closed_at'),
  closedBy: text('closed_by'),
  reopenings: jsonList('reopenings'),
  /** The income tax declarations (id and version) the last computation used: a change makes it stale. */
  declarations: jsonList('declarations'),
  ...versioned(),
});
