import { ctsPeriod } from '../payroll/general-regime';
import { Decimal } from '../payroll/decimal';
import type { SemesterSource } from './semesters';

/**
 * The months of the CTS period before `month` whose closed figures give the general-regime staff's
 * gratificación received in the period (the CTS's sixth, D.S. 001-97-TR art. 18; docs/payroll.md
 * «Land staff (régimen general)»): empty for a month that accrues no general CTS.
 */
export function gratificationMonthsBefore(month: string): string[] {
  const m = month.slice(5);
  if (m !== '04' && m !== '10') return [];
  return ctsPeriod(month).filter((p) => p < month);
}

/**
 * Each worker's gratificación (without the bonificación extraordinaria, which is not remuneration: Ley
 * 30334 art. 3) in the closed months given, summed; the month run uses it only for general-regime staff.
 */
export function gratificationsReceived(
  sources: readonly SemesterSource[],
): { worker: string; amount: Decimal }[] {
  const sums = new Map<string, Decimal>();
  for (const s of sources) {
    if (s.state !== 'cerrado') continue;
    for (const w of s.workers ?? []) {
      const bonus = Decimal.of(w.bonus);
      if (bonus.isZero()) continue;
      sums.set(w.document, (sums.get(w.document) ?? Decimal.ZERO).plus(bonus));
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([worker, amount]) => ({ worker, amount: amount.round(2) }));
}
