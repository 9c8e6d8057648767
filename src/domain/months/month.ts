import { isYearMonth, monthNumberOf } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import type { MonthlyPayroll, YearToDateInput } from '../payroll/monthly-payroll';
import { pairByDocument, transitionOf, type PeriodCycle } from '../shared/period-cycle';
import { oneOf, parserOf } from '../shared/vocabulary';

/**
 * The payroll month (fishing-payroll-peru.md §3–§5): the consolidation of the month's closed fishing
 * weeks per worker — contribution bases topped up to the RMV, EsSalud, FEP, the AFP cap adjustment,
 * the vacaciones / gratificación / CTS accruals and the income tax withholding with the year to date
 * taken from the closed months before it.
 *
 * States, like the week's: abierto (nothing computed, or a week changed since) → calculado → cerrado
 * (immutable: its weeks cannot be reopened nor new weeks added to it). A closed month is reabierto
 * only with `aprobar` and a written reason; its next computation shows the per-worker difference
 * against the closed result.
 */
export const MONTH_STATES = ['abierto', 'calculado', 'cerrado', 'reabierto'] as const;
export type MonthState = (typeof MONTH_STATES)[number];
export const isMonthState = oneOf(MONTH_STATES);
/** A stored month state (text column) as the domain's word; throws on anything else. */
export const parseMonthState = parserOf(MONTH_STATES, 'month state');

export type MonthAction = 'compute' | 'close' | 'reopen';

export const MONTH_REOPEN_REASON_MIN = 10;
export const MONTH_REOPEN_REASON_MAX = 500;

/** A week of the month as the month's rules see it. */
export interface MonthWeek {
  readonly id: number;
  readonly year: number;
  readonly number: number;
  readonly state: string;
  readonly version: number;
}

/** The week's name in messages: «14/2025». */
export const weekName = (w: Pick<MonthWeek, 'year' | 'number'>) => `${w.number}/${w.year}`;

/** «la semana 14/2025» / «las semanas 14/2025 y 15/2025». */
function weekList(weeks: readonly MonthWeek[]): string {
  const names = weeks.map(weekName);
  if (names.length === 1) return `la semana ${names[0]}`;
  return `las semanas ${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

export const MONTH_MESSAGES = {
  notFound: 'El mes no tiene semanas de pesca.',
  month: 'Indique el mes como AAAA-MM.',
  noClosedWeeks: 'El mes no tiene semanas cerradas: cierre sus semanas antes de calcularlo.',
  closed:
    'El mes está cerrado: no admite cambios. Un usuario con permiso de aprobación puede reabrirlo indicando el motivo.',
  closeNeedsCompute: 'Solo se puede cerrar un mes calculado: calcule el mes antes de cerrarlo.',
  stale: 'Las semanas del mes cambiaron desde su cálculo: calcule el mes otra vez antes de cerrarlo.',
  staleDeclarations:
    'Las declaraciones de renta del mes cambiaron desde su cálculo: calcule el mes otra vez antes de cerrarlo.',
  reopenNotClosed: 'Solo se puede reabrir un mes cerrado.',
  reopenNeedsApprove: 'Reabrir un mes cerrado requiere el permiso de aprobación.',
  reopenReason: `Indique el motivo de la reapertura (al menos ${MONTH_REOPEN_REASON_MIN} caracteres).`,
  /** Close refused: the weeks still open, by name. */
  openWeeks: (weeks: readonly MonthWeek[]) =>
    weeks.length === 1
      ? `No se puede cerrar el mes: ${weekList(weeks)} no está cerrada.`
      : `No se puede cerrar el mes: ${weekList(weeks)} no están cerradas.`,
  /** A week change refused because its month is closed. */
  weekInClosedMonth: (month: string) =>
    `El mes ${month} está cerrado: reabra el mes antes de cambiar sus semanas.`,
  noCertificate: (document: string, year: number) =>
    `El trabajador ${document} no tiene meses cerrados en ${String(year)}: el certificado de rentas y retenciones sale de los meses cerrados.`,
  noCertificates: (year: number) =>
    `Ningún mes de ${String(year)} está cerrado: los certificados de rentas y retenciones salen de los meses cerrados.`,
  noLeaver: (document: string) =>
    `El trabajador ${document} no existe o no tiene fecha de cese: la liquidación sale de su fecha de cese.`,
  payslipsNeedClose:
    'El mes no está cerrado: las boletas de la planilla mensual salen de su resultado cerrado. Ciérrelo primero.',
  /** A closed week stored before its computation's context was kept cannot be consolidated. */
  weekWithoutContext: (week: MonthWeek) =>
    `La semana ${weekName(week)} se cerró sin los datos de su cálculo: reábrala, calcúlela y ciérrela otra vez.`,
} as const;

/** The month's cycle: its states, refusals and reopening reason (src/domain/shared/period-cycle.ts). */
export const MONTH_CYCLE: PeriodCycle<MonthState> = {
  states: { open: 'abierto', computed: 'calculado', closed: 'cerrado', reopened: 'reabierto' },
  messages: MONTH_MESSAGES,
  reason: { min: MONTH_REOPEN_REASON_MIN, max: MONTH_REOPEN_REASON_MAX },
};

/**
 * The month's state machine:
 * - compute: abierto, calculado, reabierto → calculado;
 * - close: calculado → cerrado (the weeks' checks are the service's: all closed, unchanged);
 * - reopen: cerrado → reabierto, with `aprobar` and a reason.
 */
export const monthTransition = transitionOf<MonthState, MonthAction>(MONTH_CYCLE);

/** The weeks that keep the month from closing: every week not closed. */
export const openWeeksOf = (weeks: readonly MonthWeek[]) => weeks.filter((w) => w.state !== 'cerrada');

/** What a computation used: each closed week and its version (the month is stale when it changes). */
export type WeekStamp = Pick<MonthWeek, 'id' | 'version'>;

export const stampsOf = (weeks: readonly MonthWeek[]): WeekStamp[] =>
  weeks
    .filter((w) => w.state === 'cerrada')
    .map((w) => ({ id: w.id, version: w.version }))
    .sort((a, b) => a.id - b.id);

/** Whether the closed weeks are still those a computation used. */
export function sameStamps(used: readonly WeekStamp[], weeks: readonly MonthWeek[]): boolean {
  const now = stampsOf(weeks);
  return (
    now.length === used.length && now.every((s, i) => s.id === used[i]!.id && s.version === used[i]!.version)
  );
}

/** What the month pays, as a worker's month and the month's totals name it (decimal strings). */
export interface MonthPay {
  /** Weekly gross of the month (catch shares, bonuses, land work, fixed pay). */
  readonly gross: string;
  readonly vacation: string;
  readonly bonus: string;
  readonly bonusExtra: string;
  readonly cts: string;
  /** Asignación familiar (10 % of the RMV) of a worker with dependent children. */
  readonly familyAllowance: string;
}

/** A worker's month as the screens list it and the closed month keeps it (decimal strings). */
export interface MonthWorkerTotals extends MonthPay {
  readonly document: string;
  readonly name: string;
  readonly weeks: number;
  /** The month's pension true-up withheld in the monthly run. */
  readonly pensionAdjustment: string;
  readonly incomeTax: string;
  /** December: what the year withheld beyond the annual tax. */
  readonly refundDue: string;
  /** Paid by the monthly run (benefits − adjustments − tax, what they cover). */
  readonly payable: string;
  /** Withheld from the month's last week: what the monthly run could not cover. */
  readonly carriedToLastWeek: string;
  /** Income tax base of the month (for the next months' year to date). */
  readonly taxablePay: string;
  /** The employer's contributions of the month (EsSalud, the EPS credit, pension, SCTR, top-up). */
  readonly employer: string;
  /**
   * What court orders withheld of the month's CTS (paid to their beneficiaries, not deposited), when
   * any (docs/court-orders.md).
   */
  readonly ctsWithheld?: string;
}

export type MonthAmountField = Exclude<
  keyof MonthWorkerTotals,
  'document' | 'name' | 'weeks' | 'ctsWithheld'
>;

/** The month's totals as the list and the header show them. */
export interface MonthTotals extends MonthPay {
  readonly workers: number;
  readonly incomeTax: string;
  readonly payable: string;
  readonly employer: string;
  readonly fep: string;
}

/** Each worker's figures of a consolidated month. */
export function monthWorkerTotalsOf(payroll: MonthlyPayroll): MonthWorkerTotals[] {
  return payroll.workers.map((w) => {
    const benefit = (concept: string) =>
      (w.benefits.find((b) => b.concept === concept)?.amount ?? Decimal.ZERO).toFixed(2);
    const employer = Decimal.sum([...w.employer.map((e) => e.amount), w.pension.employerTopUp.amount]);
    return {
      document: w.worker.document,
      name: w.worker.name,
      weeks: w.weeks.length,
      gross: w.gross.toFixed(2),
      vacation: benefit('vacation'),
      bonus: benefit('bonus'),
      bonusExtra: benefit('bonusExtra'),
      cts: benefit('cts'),
      familyAllowance: (w.familyAllowance?.amount ?? Decimal.ZERO).toFixed(2),
      pensionAdjustment: w.settlement.pensionAdjustment.toFixed(2),
      incomeTax: w.settlement.incomeTax.toFixed(2),
      refundDue: w.incomeTax.refundDue.toFixed(2),
      payable: w.settlement.payable.toFixed(2),
      carriedToLastWeek: w.settlement.carriedToLastWeek.toFixed(2),
      taxablePay: w.incomeTax.monthPay.toFixed(2),
      employer: employer.toFixed(2),
      ...(w.settlement.ctsCourtOrders?.isPositive()
        ? { ctsWithheld: w.settlement.ctsCourtOrders.toFixed(2) }
        : {}),
    };
  });
}

export function monthTotalsOf(payroll: MonthlyPayroll): MonthTotals {
  const t = payroll.totals;
  return {
    workers: payroll.workers.length,
    gross: t.gross.toFixed(2),
    vacation: t.vacation.toFixed(2),
    bonus: t.bonus.toFixed(2),
    bonusExtra: t.bonusExtra.toFixed(2),
    cts: t.cts.toFixed(2),
    familyAllowance: t.familyAllowance.toFixed(2),
    incomeTax: t.incomeTax.toFixed(2),
    payable: t.payable.toFixed(2),
    employer: Decimal.sum([t.essalud, t.epsCredit, t.pensionEmployer, t.pensionTopUp, t.sctr]).toFixed(2),
    fep: t.fep.toFixed(2),
  };
}

/** A closed month's figures for the year to date of the months after it. */
export interface ClosedMonthTotals {
  readonly month: string;
  readonly workers: readonly Pick<MonthWorkerTotals, 'document' | 'taxablePay' | 'incomeTax'>[];
}

/** Another employer's pay and withholding a worker declared for a month (docs/months.md). */
export interface OtherIncomeOfMonth {
  readonly month: string;
  readonly document: string;
  readonly taxablePay: string;
  readonly taxWithheld: string;
}

/**
 * The income tax year to date of `month`, from the closed months of its year before it: each
 * worker's taxable pay and tax withheld per month (never typed by hand), with the pay and withholding
 * of other employers the worker declared for those closed months (`others`: the engine takes a month's
 * year-to-date row as the worker's totals, docs/payroll.md).
 */
export function yearToDateOf(
  closed: readonly ClosedMonthTotals[],
  month: string,
  others: readonly OtherIncomeOfMonth[] = [],
): YearToDateInput[] {
  if (!isYearMonth(month)) return [];
  const year = month.slice(0, 4);
  const rows = new Map<
    string,
    { worker: string; month: number; taxablePay: Decimal; taxWithheld: Decimal }
  >();
  const add = (document: string, of: string, pay: Decimal, withheld: Decimal) => {
    const key = `${document} ${of}`;
    const row = rows.get(key);
    if (row) {
      row.taxablePay = row.taxablePay.plus(pay);
      row.taxWithheld = row.taxWithheld.plus(withheld);
    } else
      rows.set(key, { worker: document, month: monthNumberOf(of), taxablePay: pay, taxWithheld: withheld });
  };
  const counted = new Set<string>();
  for (const m of closed) {
    if (m.month.slice(0, 4) !== year || m.month >= month) continue;
    counted.add(m.month);
    for (const w of m.workers) add(w.document, m.month, Decimal.of(w.taxablePay), Decimal.of(w.incomeTax));
  }
  for (const o of others)
    if (counted.has(o.month)) add(o.document, o.month, Decimal.of(o.taxablePay), Decimal.of(o.taxWithheld));
  return [...rows.values()]
    .map((r) => ({ ...r, taxablePay: r.taxablePay.round(2), taxWithheld: r.taxWithheld.round(2) }))
    .sort((a, b) => (a.worker < b.worker ? -1 : a.worker > b.worker ? 1 : a.month - b.month));
}

/** The fields a month's diff compares, in the order the screen shows them. */
export const MONTH_DIFF_FIELDS = [
  'gross',
  'vacation',
  'bonus',
  'bonusExtra',
  'cts',
  'familyAllowance',
  'incomeTax',
  'payable',
] as const satisfies readonly MonthAmountField[];
export type MonthDiffField = (typeof MONTH_DIFF_FIELDS)[number];

/** A worker whose month differs between the closed result and the new computation. */
export interface MonthWorkerDiff {
  readonly document: string;
  readonly name: string;
  readonly before: MonthWorkerTotals | null;
  readonly after: MonthWorkerTotals | null;
  /** after − before of each compared field (a missing side counts as zero). */
  readonly change: Readonly<Record<MonthDiffField, string>>;
}

/**
 * The per-worker difference of two month results (the closed one and the computation of the
 * reopened month): workers whose figures changed or who appear on one side only, by document.
 */
export function diffMonths(
  before: readonly MonthWorkerTotals[],
  after: readonly MonthWorkerTotals[],
): MonthWorkerDiff[] {
  const out: MonthWorkerDiff[] = [];
  for (const [document, b, a] of pairByDocument(before, after)) {
    const value = (t: MonthWorkerTotals | null, f: MonthDiffField) => (t ? Decimal.of(t[f]) : Decimal.ZERO);
    const change = Object.fromEntries(
      MONTH_DIFF_FIELDS.map((f) => [f, value(a, f).minus(value(b, f)).toFixed(2)]),
    ) as Record<MonthDiffField, string>;
    if (a && b && MONTH_DIFF_FIELDS.every((f) => Decimal.of(change[f]).isZero())) continue;
    out.push({ document, name: (a ?? b)!.name, before: b, after: a, change });
  }
  return out;
}

/** Validates a month's text (YYYY-MM). */
export const isMonth = (text: string) => isYearMonth(text);
