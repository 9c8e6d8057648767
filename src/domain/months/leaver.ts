import { addDays, daysBetween, isIsoDate, type IsoDate } from '../payroll/dates';
import { SETTLEMENT_DAYS } from '../shared/settlement-term';
import { Decimal } from '../payroll/decimal';
import { annualTaxBrackets, type TaxScale } from '../payroll/income-tax';
import { formatDate } from '../shared/dates';
import { oneOf, parserOf } from '../shared/vocabulary';
import type { MonthWorkerTotals } from './month';
import { formatMonthName } from '../shared/month-names';
import { semesterMonths, type SemesterSource } from './semesters';

/**
 * The leaver's settlement (liquidación de beneficios sociales; docs/months.md "Leavers' settlements"):
 * what a worker whose end date is recorded still has to receive when the employment ends.
 * - **CTS trunca**: the CTS accrued in the closed months of the CTS semester in course (May–October or
 *   November–April) up to the month of the end date, not deposited yet: deposited in the worker's CTS
 *   account (D.S. 001-97-TR art. 3).
 * - **Gratificación trunca** (with its bonificación extraordinaria) and **vacaciones truncas**: the
 *   fishing regime's monthly runs pay them each month on the month's pay (domain reference §4), so the
 *   closed months owe nothing more: the settlement shows what the runs paid. What a month up to the end
 *   not closed yet owes is paid by that month's run when it is closed, not by the settlement: such a
 *   month makes the settlement provisional (not payable), naming it.
 * - **Vacaciones no gozadas** and **indemnización vacacional** (D.Leg. 713 art. 23 c): the crew's
 *   vacations are paid with their pay every month as 8.33 % of it (D.S. 014-2004-TR, docs/payroll.md
 *   «Leavers' vacations»): the days of the record are already paid, and no vacation is owed in days, so
 *   both lines pay 0.00 and say why. The general regime's lines (general-settlement.ts) pay them.
 * - **Income tax** (5th category) on the taxable lines (not the CTS nor the indemnity: LIR art. 18 c),
 *   settling the year at the end: the art. 53 tax on the year's taxable pay plus the settlement's, minus
 *   the tax the year's runs withheld.
 * The lines come from a `SettlementLineSource`: the crew's is `crewSettlementLines`; another labour
 * regime's lines are another source receiving the same months.
 */

export interface LeaverWorker {
  readonly document: string;
  readonly documentType: string;
  readonly name: string;
  readonly hireDate: IsoDate;
  readonly endDate: IsoDate;
  /**
   * The terms in force on the end date that the general regime's settlement reads (general-settlement.ts):
   * absent for the crew.
   */
  readonly general?: {
    readonly monthlySalary: string;
    readonly familyAllowance: boolean;
    readonly eps: boolean;
  };
}

/** What a settlement line pays. */
export const SETTLEMENT_CONCEPTS = [
  'cts',
  'bonus',
  'vacation',
  'vacationPending',
  'vacationIndemnity',
] as const;
export type SettlementConcept = (typeof SETTLEMENT_CONCEPTS)[number];

/** How a line reaches the worker: deposited in the CTS account, or paid (bank file, cheque). */
export const SETTLEMENT_PAYMENTS = ['deposito', 'pago'] as const;
export type SettlementPayment = (typeof SETTLEMENT_PAYMENTS)[number];

/** The settlement's deadline state: not final yet, within the 48 hours, or past them. */
export const SETTLEMENT_STATES = ['provisional', 'en_plazo', 'vencida'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
export const isSettlementState = oneOf(SETTLEMENT_STATES);
export const parseSettlementState = parserOf(SETTLEMENT_STATES, 'settlement state');

export interface SettlementLine {
  readonly concept: SettlementConcept;
  readonly label: string;
  /** The period the line covers, e.g. 'mayo 2025 a agosto 2025'. */
  readonly period: string;
  /** Already paid in the monthly runs (gratificación, vacaciones). */
  readonly paid: string;
  /** Still to pay or deposit. */
  readonly pending: string;
  /** Renta de quinta categoría (LIR art. 34); false for the CTS and the indemnity (art. 18 c). */
  readonly taxable: boolean;
  readonly payment: SettlementPayment;
  /** How `pending` was computed, with its inputs. */
  readonly trace: string;
}

/** The income tax of the settlement: the year settled at the end (docs/months.md). */
export interface SettlementTax {
  /** The year's taxable pay in its closed months before the settlement. */
  readonly yearPay: string;
  /** The settlement's taxable lines. */
  readonly settlementPay: string;
  /** 7 UIT. */
  readonly deduction: string;
  /** max(0, yearPay + settlementPay − deduction). */
  readonly taxableIncome: string;
  /** Art. 53 on the taxable income. */
  readonly annualTax: string;
  /** The year's runs' withholding (less what is still pending of it, `pendingBalance`). */
  readonly withheld: string;
  /**
   * The income tax the closed months could not withhold and no later week withheld yet («Saldo pendiente
   * de retener», docs/payroll.md): not withheld, so the settlement withholds it (within what it pays).
   */
  readonly pendingBalance?: string;
  /**
   * max(0, annualTax − withheld), withheld from the settlement up to what it pays the worker (the CTS is
   * deposited, nothing is withheld from it).
   */
  readonly amount: string;
  readonly trace: string;
}

/** The 48 hours to pay the settlement after the end of employment. */
export interface SettlementDeadline {
  /** Lima date and time the 48 hours end: 'YYYY-MM-DDTHH:mm'. */
  readonly due: string;
  readonly state: SettlementState;
}

export interface LeaverSettlement {
  readonly worker: LeaverWorker;
  /** '6 años, 5 meses y 19 días'. */
  readonly service: string;
  readonly lines: readonly SettlementLine[];
  /** The months up to the end not closed yet (the settlement is provisional while there are any). */
  readonly pendingMonths: readonly string[];
  /** Σ pending of the lines. */
  readonly total: string;
  readonly tax: SettlementTax;
  /** total − tax. */
  readonly net: string;
  /** Of the net, what is deposited in the CTS account. */
  readonly deposit: string;
  /** Of the net, what is paid to the worker (the bank file's amount): net − deposit. */
  readonly payable: string;
  readonly deadline: SettlementDeadline;
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

/** The months whose pay gives the remuneration of the vacation lines: the six up to the end's. */
export const REMUNERATION_MONTHS = 6;

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
  const { months, days } = serviceSpan(hire, end);
  const years = Math.floor(months / 12);
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${part(years, 'año', 'años')}, ${part(months % 12, 'mes', 'meses')} y ${part(days, 'día', 'días')}`;
}

/** The whole months from the hire date to the end date (both included), then the days left. */
export function serviceSpan(hire: IsoDate, end: IsoDate): { months: number; days: number } {
  const after = addDays(end, 1);
  let months = 0;
  while (addMonths(hire, months + 1) <= after) months++;
  return { months, days: daysBetween(addMonths(hire, months), after) };
}

/**
 * The 48 hours after the end of employment: the employment ends when the end date does (24:00 in Lima),
 * so the settlement is due by 23:59 of the second day after it (D.S. 001-97-TR art. 3 for the CTS; the
 * same term for the rest, docs/months.md). `now`: Lima 'YYYY-MM-DDTHH:mm'.
 */
export function settlementDeadline(endDate: IsoDate, provisional: boolean, now: string): SettlementDeadline {
  const due = `${addDays(endDate, SETTLEMENT_DAYS)}T23:59`;
  return { due, state: provisional ? 'provisional' : now > due ? 'vencida' : 'en_plazo' };
}

/** '02/07/2025 23:59'. */
export const formatDue = (due: string): string => `${formatDate(due.slice(0, 10))} ${due.slice(11, 16)}`;

/** What a regime's lines are computed from: the worker, the months read, the vacation record. */
export interface SettlementInput {
  readonly worker: LeaverWorker;
  /** Each month read: its state, and of a closed one the worker's figures (undefined: not paid in it). */
  readonly months: readonly {
    readonly month: string;
    readonly state: SemesterSource['state'];
    readonly figures: MonthWorkerTotals | undefined;
  }[];
  /** The vacation record on the end date: days earned and not taken, and of them the expired ones. */
  readonly vacation: SettlementVacation | null;
}

export interface SettlementVacation {
  /** Earned − taken (0 when rest was taken in advance). */
  readonly pendingDays: number;
  /** Earned days not taken within the year after they were earned (D.Leg. 713 art. 23). */
  readonly expiredDays: number;
}

/** A labour regime's settlement lines (the crew's: `crewSettlementLines`). */
export type SettlementLineSource = (input: SettlementInput) => SettlementLine[];

/** What the settlement reads besides the months: the vacation record, the tax scale, the clock. */
export interface SettlementContext {
  readonly vacation?: SettlementVacation | null;
  /** The tax scale of the end date's year (none: no tax computed). */
  readonly scale?: TaxScale | null;
  /** Lima 'YYYY-MM-DDTHH:mm', for the deadline's state. */
  readonly now?: string;
  readonly lines?: SettlementLineSource;
  /** The worker's income tax balances still pending (Σ «Saldo pendiente de retener»). */
  readonly pendingTaxBalance?: string;
}

const range = (months: readonly string[]) =>
  months.length === 0
    ? '—'
    : months.length === 1
      ? formatMonthName(months[0]!)
      : `${formatMonthName(months[0]!)} a ${formatMonthName(months.at(-1)!)}`;

const money = (d: Decimal) => d.toFixed(2);

/** The crew's lines (D.S. 014-2004-TR: the benefits paid monthly on the month's pay). */
export const crewSettlementLines: SettlementLineSource = (input) => {
  const { worker } = input;
  const endMonth = worker.endDate.slice(0, 7);
  const hireMonth = worker.hireDate.slice(0, 7);
  const from = (months: readonly string[]) => months.filter((m) => m <= endMonth && m >= hireMonth);
  const cts = from(ctsSemesterOf(endMonth));
  const bonus = from(bonusSemesterOf(endMonth));
  const vacation = from(monthsBetween(`${endMonth.slice(0, 4)}-01`, endMonth));
  const byMonth = new Map(input.months.map((m) => [m.month, m]));
  const sum = (months: readonly string[], amount: (w: MonthWorkerTotals) => Decimal) => {
    let total = Decimal.ZERO;
    for (const month of months) {
      const m = byMonth.get(month);
      if (m?.state === 'cerrado' && m.figures) total = total.plus(amount(m.figures));
    }
    return total;
  };
  const notClosed = (months: readonly string[]) =>
    months.filter((m) => {
      const state = byMonth.get(m)?.state ?? null;
      return state !== null && state !== 'cerrado';
    });
  const owedByRuns = (months: readonly string[]) => {
    const open = notClosed(months);
    return open.length === 0
      ? 'por pagar 0.00: cada mes cerrado ya lo pagó'
      : `por pagar 0.00: lo que deba ${open.map(formatMonthName).join(', ')} lo paga su planilla mensual al cerrarse (liquidación provisional)`;
  };
  const ctsPending = sum(cts, (w) => Decimal.of(w.cts));
  const gratification = sum(bonus, (w) => Decimal.of(w.bonus));
  const bonusExtra = sum(bonus, (w) => Decimal.of(w.bonusExtra));
  const vacationPaid = sum(vacation, (w) => Decimal.of(w.vacation));
  // The record's days are shown, not paid: the monthly 8.33 % already paid every day of rest.
  const pendingDays = Math.max(0, input.vacation?.pendingDays ?? 0);
  const expiredDays = Math.max(0, input.vacation?.expiredDays ?? 0);
  const vacationPeriod = input.vacation ? `al ${formatDate(worker.endDate)}` : '—';
  return [
    {
      concept: 'cts',
      label: 'CTS trunca (por depositar)',
      period: range(cts),
      paid: '0.00',
      pending: money(ctsPending),
      taxable: false,
      payment: 'deposito',
      trace: `Σ CTS (8.33 %) de los meses cerrados ${range(cts)} = ${money(ctsPending)}`,
    },
    {
      concept: 'bonus',
      label: 'Gratificación trunca y bonificación extraordinaria (pagadas en las planillas mensuales)',
      period: range(bonus),
      paid: money(gratification.plus(bonusExtra)),
      pending: '0.00',
      taxable: true,
      payment: 'pago',
      trace: `pagado: gratificación (16.66 %) ${money(gratification)} + bonificación extraordinaria ${money(bonusExtra)}; ${owedByRuns(bonus)}`,
    },
    {
      concept: 'vacation',
      label: 'Vacaciones truncas (pagadas en las planillas mensuales)',
      period: range(vacation),
      paid: money(vacationPaid),
      pending: '0.00',
      taxable: true,
      payment: 'pago',
      trace: `pagado: vacaciones (8.33 %) ${money(vacationPaid)}; ${owedByRuns(vacation)}`,
    },
    {
      concept: 'vacationPending',
      label: 'Vacaciones no gozadas (pagadas con el 8.33 % mensual)',
      period: vacationPeriod,
      paid: '0.00',
      pending: '0.00',
      taxable: true,
      payment: 'pago',
      trace: `D.S. 014-2004-TR: la tripulación cobra sus vacaciones con el 8.33 % de la remuneración de cada mes; ${
        input.vacation
          ? `los ${pendingDays} ${pendingDays === 1 ? 'día' : 'días'} sin gozar del récord ya están pagados`
          : 'sin récord vacacional'
      }: por pagar 0.00`,
    },
    {
      concept: 'vacationIndemnity',
      label: 'Indemnización vacacional (no corresponde: vacaciones pagadas cada mes)',
      period: vacationPeriod,
      paid: '0.00',
      pending: '0.00',
      taxable: false,
      payment: 'pago',
      trace: `D.Leg. 713 art. 23 c no se aplica: las vacaciones de la tripulación se pagan cada mes con el 8.33 % (D.S. 014-2004-TR)${
        expiredDays > 0
          ? `; ${expiredDays} ${expiredDays === 1 ? 'día vencido' : 'días vencidos'} en el récord`
          : ''
      }: por pagar 0.00`,
    },
  ];
};

/**
 * The settlement's income tax: the year's taxable pay in its closed months plus the settlement's taxable
 * lines, less 7 UIT, by the art. 53 scale, less what the year's runs withheld (never below 0).
 */
export function settlementTax(
  input: SettlementInput,
  lines: readonly SettlementLine[],
  scale: TaxScale | null,
  pendingTaxBalance = '0.00',
): SettlementTax {
  const year = input.worker.endDate.slice(0, 4);
  const closed = input.months.filter(
    (m) => m.month.startsWith(`${year}-`) && m.state === 'cerrado' && m.figures,
  );
  const yearPay = Decimal.sum(closed.map((m) => Decimal.of(m.figures!.taxablePay))).round(2);
  // What the runs computed but could not withhold (and no week withheld since) was not withheld.
  const pending = Decimal.of(pendingTaxBalance);
  const computed = Decimal.sum(closed.map((m) => Decimal.of(m.figures!.incomeTax))).round(2);
  const withheld = Decimal.max(Decimal.ZERO, computed.minus(pending));
  const balance = pending.isPositive() ? { pendingBalance: money(pending) } : {};
  const settlementPay = Decimal.sum(lines.filter((l) => l.taxable).map((l) => Decimal.of(l.pending))).round(
    2,
  );
  if (!scale)
    return {
      yearPay: money(yearPay),
      settlementPay: money(settlementPay),
      deduction: '0.00',
      taxableIncome: '0.00',
      annualTax: '0.00',
      withheld: money(withheld),
      ...balance,
      amount: '0.00',
      trace: 'sin escala del impuesto: 0.00',
    };
  const deduction = scale.uit.times(scale.deductionUit).round(2);
  const taxableIncome = Decimal.max(Decimal.ZERO, yearPay.plus(settlementPay).minus(deduction)).round(2);
  const annualTax = Decimal.sum(annualTaxBrackets(taxableIncome, scale).map((l) => l.amount)).round(2);
  const owed = Decimal.max(Decimal.ZERO, annualTax.minus(withheld)).round(2);
  // Withheld from what the settlement pays the worker (not from the CTS, deposited): never more.
  const paidOut = Decimal.sum(lines.filter((l) => l.payment === 'pago').map((l) => Decimal.of(l.pending)));
  const amount = Decimal.min(owed, paidOut).round(2);
  const short = owed.minus(amount);
  return {
    yearPay: money(yearPay),
    settlementPay: money(settlementPay),
    deduction: money(deduction),
    taxableIncome: money(taxableIncome),
    annualTax: money(annualTax),
    withheld: money(withheld),
    ...balance,
    amount: money(amount),
    trace:
      `renta neta (${money(yearPay)} del año + ${money(settlementPay)} de la liquidación − 7 UIT ${money(deduction)}) = ${money(taxableIncome)}; ` +
      `impuesto anual (LIR art. 53) ${money(annualTax)} − retenido en el año ${money(withheld)} = ${money(owed)}` +
      (pending.isPositive()
        ? ` (incluye el saldo pendiente de retener de meses anteriores ${money(pending)})`
        : '') +
      (short.isPositive()
        ? `; se retienen ${money(amount)} (lo que la liquidación paga al trabajador); ${money(short)} no retenidos: el trabajador los regulariza en su declaración anual`
        : ''),
  };
}

/**
 * The settlement of a leaver from the stored months (`sources`: every month it may read, `leaverMonths`),
 * the vacation record, the tax scale and the clock (`context`).
 */
export function leaverSettlement(
  worker: LeaverWorker,
  sources: readonly SemesterSource[],
  context: SettlementContext = {},
): LeaverSettlement {
  const input: SettlementInput = {
    worker,
    months: sources.map((s) => ({
      month: s.month,
      state: s.state,
      figures: s.state === 'cerrado' ? s.workers?.find((w) => w.document === worker.document) : undefined,
    })),
    vacation: context.vacation ?? null,
  };
  const lines = (context.lines ?? crewSettlementLines)(input);
  const endMonth = worker.endDate.slice(0, 7);
  const pendingMonths = settlementMonths(worker.endDate)
    .filter((m) => m >= worker.hireDate.slice(0, 7) && m <= endMonth)
    .filter((m) => {
      const state = sources.find((s) => s.month === m)?.state ?? null;
      return state !== null && state !== 'cerrado';
    });
  const total = Decimal.sum(lines.map((l) => Decimal.of(l.pending))).round(2);
  const tax = settlementTax(input, lines, context.scale ?? null, context.pendingTaxBalance);
  const net = total.minus(Decimal.of(tax.amount)).round(2);
  const deposit = Decimal.sum(
    lines.filter((l) => l.payment === 'deposito').map((l) => Decimal.of(l.pending)),
  ).round(2);
  return {
    worker,
    service: serviceTime(worker.hireDate, worker.endDate),
    lines,
    pendingMonths,
    total: money(total),
    tax,
    net: money(net),
    deposit: money(deposit),
    payable: money(net.minus(deposit)),
    deadline: settlementDeadline(worker.endDate, pendingMonths.length > 0, context.now ?? ''),
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

/** The six months up to the end's whose pay gives the vacation lines' remuneration. */
export function remunerationMonths(endDate: IsoDate): string[] {
  const end = endDate.slice(0, 7);
  return monthsBetween(shift(end, -(REMUNERATION_MONTHS - 1)), end);
}

/** Every month the settlement reads: the benefits' periods and the remuneration's months. */
export function settlementMonths(endDate: IsoDate): string[] {
  return [...new Set([...leaverMonths(endDate), ...remunerationMonths(endDate)])].sort();
}
