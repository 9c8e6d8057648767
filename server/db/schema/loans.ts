import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { workers } from './workers';

/**
 * Loans to workers (préstamos, docs/loans.md): an amount lent on a date, recovered in instalments
 * deducted from the fishing weeks' pay. The instalments are the weeks' `cuota_prestamo` adjustments that
 * name the loan (`loanId`): the balance is the amount less those of closed weeks, never a stored figure.
 */
export const loans = pgTable(
  'loans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    grantedOn: date('granted_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 11, scale: 2 }).notNull(),
    instalment: numeric('instalment', { precision: 11, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    ...versioned(),
  },
  (t) => [index('loans_worker_idx').on(t.workerId)],
);
