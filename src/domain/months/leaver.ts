import { addDays, daysBetween, isIsoDate, type IsoDate } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import type { MonthWorkerTotals } from './month';
import { formatMonthName } from '../shared/month-names';
import { semesterMonths, type SemesterSource } from './semesters';

/**
 * The leaver's settlement (liquidación de beneficios sociales; docs/months.md): what a worker whose
 * end date is recorded still has to receive of the benefits when the employment ends.
 * - **CTS trunca**: the CTS accrued in the closed months of the CTS semester in course (May–October or
 *   November–April) up to the month of the end date, not deposited yet: deposited for the worker
 *   within 48 hours of the end (D.S. 001-97-TR art. 3).
 * - **Gratificación trunca** and **vacaciones**: the fishing regime's monthly runs pay them each month on
 *   the month's shares (domain reference §4), so nothing is pending; the settlement shows what the runs
 *   paid in the semester (gratificación) and in the year (vacaciones) of the end date, for the record.
 * A month of those periods up to the end with weeks but not closed yet makes the settlement provisional,
 * naming it; a month without weeks (a closed season) has nothing to add.
 */

export interface LeaverWorker {
  readonly document: string;
  readonly documentType: string;
  readonly name: string;
  readonly hireDate: IsoDate;
  readonly endDate: IsoDate;
}

/** What a settlement line pays: CTS, gratificación or vacation. */
export const SETTLEMENT_CONCEPTS = ['cts', 'bonus', 'vacation'] as const;

export interface SettlementLine {
  readonly concept: (typeof SETTLEMENT_CONCEPTS)[number];
  readonly label: string;
  /** The period the line covers, e.g. 'mayo 2025 a agosto 2025'. */
  readonly period: string;
  /** Already paid in the monthly runs (gratificación, vacaciones). */
  readonly paid: string;
  /** Still to pay or deposit. */
  readonly pending: string;
}

export interface LeaverSettlement {
  readonly worker: LeaverWorker;
  /** '6 años, 5 meses y 19 días'. */
  readonly service: string;
  readonly lines: readonly SettlementLine[];
  /** The months up to the end not closed yet (the settlement is provisional while there are any). */
  readonly pendingMonths: readonly string[];
  readonly total: string;
}

const shift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The months from `first` to `last`, both included. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = shift(m, 1)) out.push(m);
  return out;
}

/** The CTS semester in course on a month: its deposit period (May or November) and its months. */
export function ctsSemesterOf(month: string): string[] {
  const m = Number(month.slice(5));
  const y = Number(month.slice(0, 4));
  const deposit = m >= 5 && m <= 10 ? `${y}-11` : m >= 11 ? `${y + 1}-05` : `${y}-05`;
  return semesterMonths('cts', deposit)!;
}

/** The gratificación semester of a month: January–June or July–December. */
export function bonusSemesterOf(month: string): string[] {
  return semesterMonths(
    'gratificacion',
    `${month.slice(0, 4)}-${Number(month.slice(5)) <= 6 ? '07' : '12'}`,
  )!;
}

/** The date `n` months after `date`, on the same day or the month's last when it has fewer days. */
function addMonths(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * '6 años, 5 meses y 20 días' of service from the hire date to the end date, both included: the whole
 * months from the hire date, then the days left.
 */
export function serviceTime(hire: IsoDate, end: IsoDate): string {
  if (!isIsoDate(hire) || !isIsoDate(end) || end < hire) return '';
  const after = addDays(end, 1);
  let months = 0;
  while (addMonths(hire, months + 1) <= after) months++;
  const days = daysBetween(addMonths(hire, months), after);
  const years = Math.floor(months / 12);
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${part(years, 'año', 'años')}, ${part(months % 12, 'mes', 'meses')} y ${part(days, 'día', 'días')}`;
}

/** Adds up a field of a worker over closed months (null: a month not closed). */
function sumOver(
  months: readonly string[],
  closed: ReadonlyMap<string, readonly MonthWorkerTotals[] | null>,
  document: string,
  amount: (w: MonthWorkerTotals) => Decimal,
): Decimal {
  let total = Decimal.ZERO;
  for (const month of months) {
    const w = closed.get(month)?.find((x) => x.document === document);
    if (w) total = total.plus(amount(w));
  }
  return total;
}

/** The settlement of a leaver from the stored months (`sources`: every month it may read). */
export function leaverSettlement(worker: LeaverWorker, sources: readonly SemesterSource[]): LeaverSettlement {
  const endMonth = worker.endDate.slice(0, 7);
  const hireMonth = worker.hireDate.slice(0, 7);
  const from = (months: readonly string[]) => months.filter((m) => m <= endMonth && m >= hireMonth);
  const cts = from(ctsSemesterOf(endMonth));
  const bonus = from(bonusSemesterOf(endMonth));
  const vacation = from(monthsBetween(`${endMonth.slice(0, 4)}-01`, endMonth));
  const closed = new Map(sources.map((s) => [s.month, s.state === 'cerrado' ? s.workers : null]));
  const range = (months: readonly string[]) =>
    months.length === 0
      ? '—'
      : months.length === 1
        ? formatMonthName(months[0]!)
        : `${formatMonthName(months[0]!)} a ${formatMonthName(months.at(-1)!)}`;
  const ctsPending = sumOver(cts, closed, worker.document, (w) => Decimal.of(w.cts));
  const lines: SettlementLine[] = [
    {
      concept: 'cts',
      label: 'CTS trunca (por depositar)',
      period: range(cts),
      paid: '0.00',
      pending: ctsPending.toFixed(2),
    },
    {
      concept: 'bonus',
      label: 'Gratificación trunca y bonificación extraordinaria (pagadas en las planillas mensuales)',
      period: range(bonus),
      paid: sumOver(bonus, closed, worker.document, (w) =>
        Decimal.of(w.bonus).plus(Decimal.of(w.bonusExtra)),
      ).toFixed(2),
      pending: '0.00',
    },
    {
      concept: 'vacation',
      label: 'Vacaciones truncas (pagadas en las planillas mensuales)',
      period: range(vacation),
      paid: sumOver(vacation, closed, worker.document, (w) => Decimal.of(w.vacation)).toFixed(2),
      pending: '0.00',
    },
  ];
  const read = [...new Set([...cts, ...bonus, ...vacation])].sort();
  return {
    worker,
    service: serviceTime(worker.hireDate, worker.endDate),
    lines,
    pendingMonths: read.filter((m) => {
      const state = sources.find((s) => s.month === m)?.state ?? null;
      return state !== null && state !== 'cerrado';
    }),
    total: Decimal.sum(lines.map((l) => Decimal.of(l.pending))).toFixed(2),
  };
}

/** Every month a leaver's settlement may read, for the store. */
export function leaverMonths(endDate: IsoDate): string[] {
  const end = endDate.slice(0, 7);
  return [
    ...new Set([
      ...ctsSemesterOf(end),
      ...bonusSemesterOf(end),
      ...monthsBetween(`${end.slice(0, 4)}-01`, end),
    ]),
  ]
    .filter((m) => m <= end)
    .sort();
}
