import { withholdingsOfWeek, type BalanceWithholding } from '../../src/domain/months/income-tax-balance';
import type { StoredWorkerResult } from './store';

/**
 * What a week's traced result withheld of earlier months' income tax balances (its `incomeTax` lines
 * that name a month, docs/payroll.md), named by the week ('16-2025').
 */
export function weekWithholdings(
  week: { readonly number: number; readonly year: number },
  traced: { readonly workers?: unknown } | null,
): BalanceWithholding[] {
  const workers = (traced?.workers ?? []) as readonly StoredWorkerResult[];
  return withholdingsOfWeek(
    `${String(week.number)}-${String(week.year)}`,
    workers.map((w) => ({ document: w.worker.document, deductions: w.deductions })),
  );
}
