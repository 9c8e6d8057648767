import { Decimal } from '../payroll/decimal';
import type { WeeklyPayroll } from '../payroll/weekly-payroll';
import { pairByDocument } from '../shared/period-cycle';

/** A worker's figures of a computed week, as kept with a closed week (decimal strings). */
export interface WorkerTotals {
  readonly document: string;
  readonly name: string;
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
}

/** A worker whose pay differs between the closed result and the new computation. */
export interface WorkerDiff {
  readonly document: string;
  readonly name: string;
  /** null: the worker was not in that result. */
  readonly before: WorkerTotals | null;
  readonly after: WorkerTotals | null;
  /** after − before (a missing side counts as zero). */
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
}

const amount = (t: WorkerTotals | null | undefined, field: 'gross' | 'deductions' | 'net') =>
  t ? Decimal.of(t[field]) : Decimal.ZERO;

/**
 * The per-worker difference of two results (the closed one and the recomputation of a reopened
 * week): only workers whose gross, deductions or net changed, or who appear on one side only; by
 * document number.
 */
export function diffResults(before: readonly WorkerTotals[], after: readonly WorkerTotals[]): WorkerDiff[] {
  const out: WorkerDiff[] = [];
  for (const [document, b, a] of pairByDocument(before, after)) {
    const gross = amount(a, 'gross').minus(amount(b, 'gross'));
    const deductions = amount(a, 'deductions').minus(amount(b, 'deductions'));
    const net = amount(a, 'net').minus(amount(b, 'net'));
    if (b && a && gross.isZero() && deductions.isZero() && net.isZero()) continue;
    out.push({
      document,
      name: (a ?? b)!.name,
      before: b,
      after: a,
      gross: gross.toFixed(2),
      deductions: deductions.toFixed(2),
      net: net.toFixed(2),
    });
  }
  return out;
}

/** A closed week's figures for the accumulations: its month and its workers' totals. */
export interface ClosedWeekTotals {
  readonly month: string;
  readonly start: string;
  readonly workers: readonly WorkerTotals[];
}

/** A worker's accumulated gross pay for income tax: in the month and in the year up to it. */
export interface Accumulated {
  readonly document: string;
  readonly name: string;
  readonly monthToDate: string;
  readonly yearToDate: string;
  /** Gross by month of the year up to the month (YYYY-MM → amount). */
  readonly byMonth: Readonly<Record<string, string>>;
}

/**
 * Month-to-date and year-to-date gross pay per worker from the closed weeks (never typed by hand):
 * the weeks of `month`, and of the months of its year up to it. `before` (a start date) leaves out
 * the weeks starting on or after it, for the figures a week is computed with.
 */
export function accumulate(
  weeks: readonly ClosedWeekTotals[],
  month: string,
  before?: string,
): Accumulated[] {
  const year = month.slice(0, 4);
  const by = new Map<string, { name: string; months: Map<string, Decimal> }>();
  for (const week of weeks) {
    if (week.month.slice(0, 4) !== year || week.month > month) continue;
    if (before !== undefined && week.start >= before) continue;
    for (const w of week.workers) {
      const entry = by.get(w.document) ?? { name: w.name, months: new Map<string, Decimal>() };
      entry.months.set(week.month, (entry.months.get(week.month) ?? Decimal.ZERO).plus(Decimal.of(w.gross)));
      by.set(w.document, entry);
    }
  }
  return [...by.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([document, { name, months }]) => ({
      document,
      name,
      monthToDate: (months.get(month) ?? Decimal.ZERO).toFixed(2),
      yearToDate: Decimal.sum(months.values()).toFixed(2),
      byMonth: Object.fromEntries([...months.entries()].sort().map(([m, v]) => [m, v.toFixed(2)])),
    }));
}

/** Each worker's gross, deductions and net of a computed week. */
export function workerTotalsOf(payroll: WeeklyPayroll): WorkerTotals[] {
  return payroll.workers.map((w) => ({
    document: w.worker.document,
    name: w.worker.name,
    gross: w.gross.toFixed(2),
    deductions: w.totalDeductions.toFixed(2),
    net: w.net.toFixed(2),
  }));
}
