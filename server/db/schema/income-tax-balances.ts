import { index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference, created } from './columns';
import { fishingWeeks } from './fishing-weeks';
import { payrollMonths } from './months';
import { workerReference } from './workers';

/**
 * The income tax a closed monthly run could not withhold (its `carriedToLastWeek`, docs/payroll.md
 * "Income tax the monthly run cannot cover"): one row per worker and month, written when the month
 * closes, deleted when it is reopened (refused once a closed week withheld part of it). `monthIncomeTax`
 * is the run's computed tax the balance is part of (its trace).
 */
export const incomeTaxBalances = pgTable(
  'income_tax_balances',
  {
    id: identityId(),
    month: text('month')
      .notNull()
      .references(() => payrollMonths.month, { onDelete: 'restrict' }),
    workerId: workerReference(),
    document: text('document').notNull(),
    amount: numeric('amount', { precision: 11, scale: 2 }).notNull(),
    monthIncomeTax: numeric('month_income_tax', { precision: 11, scale: 2 }).notNull(),
    ...created(),
  },
  (t) => [
    uniqueIndex('income_tax_balances_month_worker_idx').on(t.month, t.workerId),
    index('income_tax_balances_document_idx').on(t.document),
  ],
);

/**
 * What a closed fishing week withheld of a balance: written in the week's close, deleted when the
 * week is reopened (the balance is pending again).
 */
export const incomeTaxBalanceWithholdings = pgTable(
  'income_tax_balance_withholdings',
  {
    id: identityId(),
    balanceId: requiredReference('balance_id', () => incomeTaxBalances.id, 'restrict'),
    weekId: requiredReference('week_id', () => fishingWeeks.id, 'restrict'),
    amount: numeric('amount', { precision: 11, scale: 2 }).notNull(),
    ...created(),
  },
  (t) => [
    uniqueIndex('income_tax_balance_withholdings_balance_week_idx').on(t.balanceId, t.weekId),
    index('income_tax_balance_withholdings_week_idx').on(t.weekId),
  ],
);
