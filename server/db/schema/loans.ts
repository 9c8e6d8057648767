import { index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, versioned } from './columns';
import { workerRecordKeys } from './workers';

/**
 * Loans to workers (préstamos, docs/loans.md): an amount lent on a date, recovered in instalments
 * deducted from the fishing weeks' pay. The instalments are the weeks' `cuota_prestamo` adjustments that
 * name the loan (`loanId`): the balance is the amount less those of closed weeks, never a stored figure.
 */
export const loans = pgTable(
  'loans',
  {
    ...workerRecordKeys(),
    grantedOn: calendarDate('granted_on').notNull(),
    amount: numeric('amount', { precision: 11, scale: 2 }).notNull(),
    instalment: numeric('instalment', { precision: 11, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    ...versioned(),
  },
  (t) => [index('loans_worker_idx').on(t.workerId)],
);
