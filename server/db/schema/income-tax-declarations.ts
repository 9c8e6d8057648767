import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { workerRecordKeys } from './workers';

/**
 * What a worker declares for the income tax of a payroll month (docs/months.md): another employer's
 * taxable pay and withholding in the month (`otro_empleador`, one per worker, month and employer RUC),
 * or the deductible expenses declared for the year so far (`gastos_deducibles`, one per worker and
 * month). The month's computation passes them to the engine and keeps their versions: a change makes
 * a computed month stale; a closed month refuses changes.
 */
export const incomeTaxDeclarations = pgTable(
  'income_tax_declarations',
  {
    ...workerRecordKeys(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    kind: text('kind').notNull(),
    /** otro_empleador only. */
    employerRuc: text('employer_ruc'),
    employerName: text('employer_name'),
    taxablePay: numeric('taxable_pay', { precision: 12, scale: 2 }),
    taxWithheld: numeric('tax_withheld', { precision: 12, scale: 2 }),
    /** gastos_deducibles only. */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    ...versioned(),
  },
  (t) => [
    index('income_tax_declarations_month_idx').on(t.month),
    uniqueIndex('income_tax_declarations_employer_idx')
      .on(t.workerId, t.month, t.employerRuc)
      .where(sql`${t.kind} = 'otro_empleador'`),
    uniqueIndex('income_tax_declarations_expenses_idx')
      .on(t.workerId, t.month)
      .where(sql`${t.kind} = 'gastos_deducibles'`),
    check(
      'income_tax_declarations_kind_check',
      sql`(${t.kind} = 'otro_empleador' and ${t.employerRuc} is not null and ${t.employerName} is not null and ${t.taxablePay} >= 0 and ${t.taxWithheld} >= 0 and ${t.amount} is null) or (${t.kind} = 'gastos_deducibles' and ${t.amount} >= 0 and ${t.employerRuc} is null and ${t.taxablePay} is null and ${t.taxWithheld} is null)`,
    ),
  ],
);
