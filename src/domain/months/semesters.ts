import { isYearMonth } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import { formatMonthName } from '../shared/month-names';
import type { MonthState, MonthWorkerTotals } from './month';

/**
 * The semester statements of the monthly runs (fishing-payroll-peru.md §4; docs/months.md):
 * - the **gratificación** of July (January–June) and of December (July–December), Ley 27735, with its
 *   bonificación extraordinaria (Ley 30334): the sums of what each closed month accrued and paid;
 * - the **CTS deposit** of May (November–April) and of November (May–October), D.S. 001-97-TR art. 22:
 *   the sum of what each closed month accrued to deposit.
 * Only closed months count: a month with weeks not closed yet is named, and the statement is provisional.
 */
export const SEMESTER_KINDS = ['gratificacion', 'cts'] as const;
export type SemesterKind = (typeof SEMESTER_KINDS)[number];

/** The month of each statement: July and December, May and November. */
export const SEMESTER_PERIODS: Readonly<Record<SemesterKind, readonly string[]>> = {
  gratificacion: ['07', '12'],
  cts: ['05', '11'],
};

export const SEMESTER_MESSAGES = {
  period: 'Elija el mes de la gratificación (julio o diciembre) o del depósito de CTS (mayo o noviembre).',
} as const;

const shift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The months a statement covers (YYYY-MM, in order), or null when the period is not one of its own. */
export function semesterMonths(kind: SemesterKind, period: string): string[] | null {
  if (!isYearMonth(period) || !SEMESTER_PERIODS[kind].includes(period.slice(5))) return null;
  const year = period.slice(0, 4);
  if (kind === 'gratificacion') {
    const first = period.endsWith('-07') ? `${year}-01` : `${year}-07`;
    return Array.from({ length: 6 }, (_, i) => shift(first, i));
  }
  // May covers November to April; November covers May to October.
  const first = shift(period, -6);
  return Array.from({ length: 6 }, (_, i) => shift(first, i));
}

/** «Gratificación de julio 2025 (enero a junio 2025)» / «Depósito de CTS de mayo 2025 (noviembre 2024 a abril 2025)». */
export function semesterTitle(kind: SemesterKind, period: string): string {
  const months = semesterMonths(kind, period) ?? [];
  const what = kind === 'gratificacion' ? 'Gratificación' : 'Depósito de CTS';
  const range =
    months.length > 0
      ? ` (${formatMonthName(months[0]!)} a ${formatMonthName(months[months.length - 1]!)})`
      : '';
  return `${what} de ${formatMonthName(period)}${range}`;
}

/** A month of the statement and whether it counts (closed). */
export interface SemesterMonth {
  readonly month: string;
  /** Null: the month has no weeks (a closed season): nothing to add. */
  readonly state: MonthState | null;
  readonly closed: boolean;
}

/** A worker's line: each closed month's amount and the semester's totals. */
export interface SemesterWorker {
  readonly document: string;
  readonly name: string;
  /** YYYY-MM → amount (gratificación + bonificación; or CTS), of the closed months the worker is in. */
  readonly months: Readonly<Record<string, string>>;
  /** Gratificación only (empty for CTS). */
  readonly bonus: string;
  readonly bonusExtra: string;
  readonly total: string;
  /**
   * CTS only, when any: YYYY-MM → what court orders withheld of that month's CTS; the deposit is the
   * month's amount less it (docs/court-orders.md).
   */
  readonly withheld?: Readonly<Record<string, string>>;
}

export interface SemesterStatement {
  readonly kind: SemesterKind;
  readonly period: string;
  readonly title: string;
  readonly months: readonly SemesterMonth[];
  /** The months with weeks not closed yet: the statement is provisional while there are any. */
  readonly pending: readonly string[];
  readonly workers: readonly SemesterWorker[];
  readonly total: string;
}

/**
 * What a CTS statement's worker is deposited for a month (`month`) or the whole semester: the CTS less
 * what court orders withheld of it, which is paid to their beneficiaries (docs/court-orders.md).
 */
export function ctsDepositOf(
  worker: SemesterWorker,
  month?: string,
): { readonly cts: string; readonly withheld: string; readonly deposit: string } {
  const months = month === undefined ? Object.keys(worker.months) : [month];
  const cts = Decimal.sum(months.map((m) => Decimal.of(worker.months[m] ?? '0')));
  const withheld = Decimal.sum(months.map((m) => Decimal.of(worker.withheld?.[m] ?? '0')));
  return { cts: cts.toFixed(2), withheld: withheld.toFixed(2), deposit: cts.minus(withheld).toFixed(2) };
}

/** Whether any worker of a CTS statement had part of the CTS withheld by a court order. */
export function hasCtsWithheld(statement: SemesterStatement): boolean {
  return statement.workers.some((w) => w.withheld !== undefined);
}

/** What the statement reads of each month: its state and, of a closed month, its workers' figures. */
export interface SemesterSource {
  readonly month: string;
  readonly state: MonthState | null;
  readonly workers: readonly MonthWorkerTotals[] | null;
}

/** Adds up the closed months of a semester per worker (documents in order). */
export function semesterStatement(
  kind: SemesterKind,
  period: string,
  sources: readonly SemesterSource[],
): SemesterStatement | null {
  const months = semesterMonths(kind, period);
  if (!months) return null;
  const byMonth = new Map(sources.map((s) => [s.month, s]));
  const list: SemesterMonth[] = months.map((month) => {
    const state = byMonth.get(month)?.state ?? null;
    return { month, state, closed: state === 'cerrado' };
  });
  const people = new Map<
    string,
    {
      name: string;
      months: Map<string, Decimal>;
      withheld: Map<string, string>;
      bonus: Decimal;
      bonusExtra: Decimal;
    }
  >();
  for (const m of list) {
    if (!m.closed) continue;
    for (const w of byMonth.get(m.month)?.workers ?? []) {
      const entry = people.get(w.document) ?? {
        name: w.name,
        months: new Map<string, Decimal>(),
        withheld: new Map<string, string>(),
        bonus: Decimal.ZERO,
        bonusExtra: Decimal.ZERO,
      };
      const bonus = Decimal.of(w.bonus);
      const bonusExtra = Decimal.of(w.bonusExtra);
      const amount = kind === 'gratificacion' ? bonus.plus(bonusExtra) : Decimal.of(w.cts);
      if (amount.isZero()) continue;
      entry.months.set(m.month, amount);
      if (kind === 'cts' && w.ctsWithheld !== undefined) entry.withheld.set(m.month, w.ctsWithheld);
      if (kind === 'gratificacion') {
        entry.bonus = entry.bonus.plus(bonus);
        entry.bonusExtra = entry.bonusExtra.plus(bonusExtra);
      }
      people.set(w.document, entry);
    }
  }
  const workers = [...people.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([document, e]) => ({
      document,
      name: e.name,
      months: Object.fromEntries([...e.months.entries()].map(([m, v]) => [m, v.toFixed(2)])),
      bonus: kind === 'gratificacion' ? e.bonus.toFixed(2) : '',
      bonusExtra: kind === 'gratificacion' ? e.bonusExtra.toFixed(2) : '',
      total: Decimal.sum(e.months.values()).toFixed(2),
      ...(e.withheld.size > 0 ? { withheld: Object.fromEntries(e.withheld) } : {}),
    }));
  return {
    kind,
    period,
    title: semesterTitle(kind, period),
    months: list,
    pending: list.filter((m) => m.state !== null && !m.closed).map((m) => m.month),
    workers,
    total: Decimal.sum(workers.map((w) => Decimal.of(w.total))).toFixed(2),
  };
}
