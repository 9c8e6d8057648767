import { Decimal } from '../shared/decimal';
import { cleanDecimalText, decimalTextProblem, positiveRule } from '../shared/decimal-text';
import { isIsoDate } from '../shared/dates';
import { cciProblem, cleanCci } from '../shared/cci';
import {
  cleanDocumentNumber,
  DOCUMENT_MESSAGES,
  documentNumberProblem,
  isDocumentType,
  type DocumentType,
} from '../shared/identity-document';
import {
  withheldByOrder,
  CTS_ALIMENTOS_MAX_PERCENT,
  isCourtOrderBasis,
  isCourtOrderKind,
  type CourtOrderBasis,
  type CourtOrderKind,
  type CourtOrderTerms,
} from '../payroll/court-order-withholding';
import { monthWithheldByOrder } from './month-withholdings';

export {
  withholdingLabel,
  COURT_ORDER_BASES,
  COURT_ORDER_KINDS,
  parseCourtOrderBasis,
  parseCourtOrderKind,
  type CourtOrderBasis,
  type CourtOrderKind,
  type CourtOrderTerms,
} from '../payroll/court-order-withholding';

/**
 * Court orders (órdenes judiciales; docs/court-orders.md, docs/payroll.md "Retención judicial"): a court
 * orders the employer to withhold part of a worker's pay and pay it to a beneficiary. The order states a
 * percentage of the pay net of the legal deductions or a fixed amount per week or month; the engine
 * withholds it every week it is in force, never above the attachable part of the pay (CPC art. 648
 * inc. 6, text of Ley 26599), and reaches the gratificación and the CTS only when the order says so
 * (the CTS only for alimentos and up to 50 %, TUO D.Leg. 650, D.S. 001-97-TR art. 37).
 */

export const COURT_ORDER_KIND_NAMES: Readonly<Record<CourtOrderKind, string>> = {
  alimentos: 'Alimentos',
  embargo: 'Embargo (otra deuda)',
};

export const COURT_ORDER_BASIS_NAMES: Readonly<Record<CourtOrderBasis, string>> = {
  porcentaje: 'Porcentaje del neto',
  monto_semanal: 'Monto fijo por semana',
  monto_mensual: 'Monto fijo por mes',
};

export const COURT_ORDER_TEXT_MAX = 120;
export const COURT_ORDER_CASE_MAX = 60;

export const COURT_ORDER_PERCENT_RULE = positiveRule('100');
export const COURT_ORDER_AMOUNT_RULE = positiveRule('999999.99');

/** The fields as the form and the API carry them. */
export interface CourtOrderInput extends Omit<CourtOrderTerms, 'id'> {
  /** Juzgado. */
  readonly court: string;
  readonly beneficiaryName: string;
  readonly beneficiaryDocumentType: DocumentType;
  readonly beneficiaryDocumentNumber: string;
  readonly beneficiaryCci: string;
  /** 'YYYY-MM-DD'. */
  readonly startsOn: string;
  /** 'YYYY-MM-DD' or '' (in force until lifted). */
  readonly endsOn: string;
}

export type CourtOrderField = keyof CourtOrderInput;

export interface CourtOrderFieldError {
  readonly field: CourtOrderField;
  readonly message: string;
}

export interface CourtOrder extends CourtOrderInput {
  readonly id: number;
  readonly workerId: number;
  readonly version: number;
}

export const COURT_ORDER_MESSAGES = {
  caseNumber: 'Indique el número de expediente.',
  caseNumberTooLong: `El expediente admite hasta ${COURT_ORDER_CASE_MAX} caracteres.`,
  court: 'Indique el juzgado.',
  courtTooLong: `El juzgado admite hasta ${COURT_ORDER_TEXT_MAX} caracteres.`,
  kind: 'Elija el tipo de orden (alimentos u otra deuda).',
  basis: 'Elija cómo se calcula la retención.',
  beneficiaryName: 'Indique el nombre del beneficiario.',
  beneficiaryNameTooLong: `El nombre del beneficiario admite hasta ${COURT_ORDER_TEXT_MAX} caracteres.`,
  startsOn: 'Indique la fecha de inicio (dd/mm/aaaa).',
  endsOn: 'La fecha de fin no es válida (dd/mm/aaaa).',
  endsBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  ctsOnlyAlimentos: 'La CTS solo puede retenerse por alimentos (D.S. 001-97-TR art. 37).',
  ctsPercentOnly: 'La CTS solo puede retenerse con una orden por porcentaje.',
  ctsAboveHalf: 'Sobre la CTS la retención por alimentos no puede pasar del 50 % (D.S. 001-97-TR art. 37).',
  notFound: 'La orden judicial no existe.',
  workerNotFound: 'El trabajador no existe.',
  workerHasOrders: (count: number) =>
    `No se puede eliminar el trabajador: tiene ${count === 1 ? 'una orden judicial registrada' : `${count} órdenes judiciales registradas`}.`,
} as const;

/** Every problem of the fields (empty when valid). */
export function validateCourtOrder(input: CourtOrderInput): CourtOrderFieldError[] {
  const out: CourtOrderFieldError[] = [];
  const push = (field: CourtOrderField, message: string | undefined) => {
    if (message) out.push({ field, message });
  };
  const caseNumber = input.caseNumber.trim();
  if (caseNumber === '') push('caseNumber', COURT_ORDER_MESSAGES.caseNumber);
  else if (caseNumber.length > COURT_ORDER_CASE_MAX)
    push('caseNumber', COURT_ORDER_MESSAGES.caseNumberTooLong);
  const court = input.court.trim();
  if (court === '') push('court', COURT_ORDER_MESSAGES.court);
  else if (court.length > COURT_ORDER_TEXT_MAX) push('court', COURT_ORDER_MESSAGES.courtTooLong);
  if (!isCourtOrderKind(input.kind)) push('kind', COURT_ORDER_MESSAGES.kind);
  if (!isCourtOrderBasis(input.basis)) push('basis', COURT_ORDER_MESSAGES.basis);
  else if (input.basis === 'porcentaje')
    push('percent', decimalTextProblem(input.percent, COURT_ORDER_PERCENT_RULE, 'El porcentaje'));
  else push('amount', decimalTextProblem(input.amount, COURT_ORDER_AMOUNT_RULE, 'El monto'));
  if (input.reachesCts) {
    if (input.kind !== 'alimentos') push('reachesCts', COURT_ORDER_MESSAGES.ctsOnlyAlimentos);
    else if (input.basis !== 'porcentaje') push('reachesCts', COURT_ORDER_MESSAGES.ctsPercentOnly);
    else if (
      decimalTextProblem(input.percent, COURT_ORDER_PERCENT_RULE, 'El porcentaje') === undefined &&
      Decimal.of(cleanDecimalText(input.percent, 2)).compare(Decimal.of(CTS_ALIMENTOS_MAX_PERCENT)) > 0
    )
      push('reachesCts', COURT_ORDER_MESSAGES.ctsAboveHalf);
  }
  const name = input.beneficiaryName.trim();
  if (name === '') push('beneficiaryName', COURT_ORDER_MESSAGES.beneficiaryName);
  else if (name.length > COURT_ORDER_TEXT_MAX)
    push('beneficiaryName', COURT_ORDER_MESSAGES.beneficiaryNameTooLong);
  const documentType = input.beneficiaryDocumentType;
  if (!isDocumentType(documentType)) push('beneficiaryDocumentType', DOCUMENT_MESSAGES.typeUnknown);
  else
    push('beneficiaryDocumentNumber', documentNumberProblem(documentType, input.beneficiaryDocumentNumber));
  push('beneficiaryCci', cciProblem(input.beneficiaryCci));
  if (!isIsoDate(input.startsOn)) push('startsOn', COURT_ORDER_MESSAGES.startsOn);
  if (input.endsOn !== '') {
    if (!isIsoDate(input.endsOn)) push('endsOn', COURT_ORDER_MESSAGES.endsOn);
    else if (isIsoDate(input.startsOn) && input.endsOn < input.startsOn)
      push('endsOn', COURT_ORDER_MESSAGES.endsBeforeStart);
  }
  return out;
}

/** The fields as stored: texts trimmed, the amount or percentage with two decimals, the other empty. */
export function cleanCourtOrder(input: CourtOrderInput): CourtOrderInput {
  const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ');
  return {
    caseNumber: squeeze(input.caseNumber),
    court: squeeze(input.court),
    kind: input.kind,
    basis: input.basis,
    percent: input.basis === 'porcentaje' ? cleanDecimalText(input.percent, 2) : '',
    amount: input.basis === 'porcentaje' ? '' : cleanDecimalText(input.amount, 2),
    reachesBonus: input.reachesBonus,
    reachesCts: input.reachesCts,
    beneficiaryName: squeeze(input.beneficiaryName),
    beneficiaryDocumentType: input.beneficiaryDocumentType,
    beneficiaryDocumentNumber: cleanDocumentNumber(input.beneficiaryDocumentNumber),
    beneficiaryCci: cleanCci(input.beneficiaryCci),
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  };
}

/** Whether the order is in force on some day of the period [from, to] (ISO dates, inclusive). */
export function inForceDuring(
  order: Pick<CourtOrderInput, 'startsOn' | 'endsOn'>,
  from: string,
  to: string,
): boolean {
  return order.startsOn <= to && (order.endsOn === '' || order.endsOn >= from);
}

/** A closed week as the order's report reads it: its dates and the stored lines of the order's worker. */
export interface ReportSourceWeek {
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  readonly deductions: readonly {
    readonly amount: string;
    readonly inputs?: Readonly<Record<string, unknown>>;
  }[];
}

/** A closed month as the order's report reads it: the month and the stored month of the order's worker. */
export interface ReportSourceMonth {
  /** 'YYYY-MM'. */
  readonly month: string;
  /** The worker's stored month (its `courtOrders` lines), or undefined when the run did not pay them. */
  readonly worker: unknown;
}

/** Where a row of the report was withheld: a closed week, or a month run's gratificación or CTS. */
export const COURT_ORDER_REPORT_SOURCES = ['semana', 'gratificacion', 'cts'] as const;
export type CourtOrderReportSource = (typeof COURT_ORDER_REPORT_SOURCES)[number];

/** One week (or one month run's benefit) of the order's report for the court. */
export interface CourtOrderReportRow {
  readonly source: CourtOrderReportSource;
  readonly year: number;
  /** The week's number, or the month's (1–12) for a month run's row. */
  readonly number: number;
  readonly start: string;
  readonly end: string;
  /** The pay net of the legal deductions the withholding was computed on. */
  readonly base: string;
  readonly withheld: string;
}

export interface CourtOrderReport {
  readonly rows: CourtOrderReportRow[];
  readonly total: string;
}

/** The last day of 'YYYY-MM' as 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The order's report for the court (docs/court-orders.md): per closed week, the base and what was
 * withheld for the order, and per closed month run what it withheld from the gratificación and the CTS
 * (the month's first to last day), oldest first (by end, a month after its weeks), and the total; periods
 * that withheld nothing for it are left out.
 */
export function courtOrderReport(
  orderId: number,
  weeks: readonly ReportSourceWeek[],
  months: readonly ReportSourceMonth[] = [],
): CourtOrderReport {
  const rows: CourtOrderReportRow[] = [];
  for (const week of weeks) {
    const mine = withheldByOrder(week.deductions).find((w) => w.orderId === orderId);
    if (!mine) continue;
    rows.push({
      source: 'semana',
      year: week.year,
      number: week.number,
      start: week.start,
      end: week.end,
      base: mine.base,
      withheld: mine.amount,
    });
  }
  for (const { month, worker } of months)
    for (const mine of monthWithheldByOrder(worker).filter((w) => w.orderId === orderId))
      rows.push({
        source: mine.benefit === 'bonus' ? 'gratificacion' : 'cts',
        year: Number(month.slice(0, 4)),
        number: Number(month.slice(5, 7)),
        start: `${month}-01`,
        end: lastDayOf(month),
        base: mine.base,
        withheld: mine.amount,
      });
  const rank = (r: CourtOrderReportRow) => COURT_ORDER_REPORT_SOURCES.indexOf(r.source);
  rows.sort((a, b) => a.end.localeCompare(b.end) || a.start.localeCompare(b.start) || rank(a) - rank(b));
  return { rows, total: Decimal.sum(rows.map((r) => Decimal.of(r.withheld))).toFixed(2) };
}
