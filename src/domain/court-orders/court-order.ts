import { Decimal } from '../shared/decimal';
import { cleanDecimalText, decimalTextProblem, type DecimalRule } from '../shared/decimal-text';
import { isIsoDate } from '../shared/dates';
import { cciProblem, cleanCci } from '../shared/cci';
import {
  cleanDocumentNumber,
  DOCUMENT_MESSAGES,
  documentNumberProblem,
  isDocumentType,
  type DocumentType,
} from '../shared/identity-document';
import { oneOf, parserOf } from '../shared/vocabulary';

/**
 * Court orders (órdenes judiciales; docs/court-orders.md, docs/payroll.md "Retención judicial"): a court
 * orders the employer to withhold part of a worker's pay and pay it to a beneficiary. The order states a
 * percentage of the pay net of the legal deductions or a fixed amount per week or month; the engine
 * withholds it every week it is in force, never above the attachable part of the pay (CPC art. 648
 * inc. 6, text of Ley 26599), and reaches the gratificación and the CTS only when the order says so
 * (the CTS only for alimentos and up to 50 %, TUO D.Leg. 650, D.S. 001-97-TR art. 37).
 */

/** Alimentos (maintenance) or any other attachment (embargo). */
export const COURT_ORDER_KINDS = ['alimentos', 'embargo'] as const;
export type CourtOrderKind = (typeof COURT_ORDER_KINDS)[number];
export const isCourtOrderKind = oneOf(COURT_ORDER_KINDS);
export const parseCourtOrderKind = parserOf(COURT_ORDER_KINDS, 'court order kind');

/** A percentage of the pay net of the legal deductions, or a fixed amount per week or per month. */
export const COURT_ORDER_BASES = ['porcentaje', 'monto_semanal', 'monto_mensual'] as const;
export type CourtOrderBasis = (typeof COURT_ORDER_BASES)[number];
export const isCourtOrderBasis = oneOf(COURT_ORDER_BASES);
export const parseCourtOrderBasis = parserOf(COURT_ORDER_BASES, 'court order basis');

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

export const COURT_ORDER_PERCENT_RULE: DecimalRule = {
  decimals: 2,
  min: '0',
  max: '100',
  minExclusive: true,
};
export const COURT_ORDER_AMOUNT_RULE: DecimalRule = {
  decimals: 2,
  min: '0',
  max: '999999.99',
  minExclusive: true,
};

/** CTS is attachable only for alimentos and up to this percentage (D.S. 001-97-TR art. 37). */
export const CTS_ALIMENTOS_MAX_PERCENT = '50';
/** Pay up to this many URP a month is not attachable for other debts (CPC art. 648 inc. 6). */
export const EXEMPT_URP = '5';
/** For alimentos, up to this percentage of the income after the legal deductions (CPC art. 648 inc. 6). */
export const ALIMENTOS_CAP_PERCENT = '60';
/** Weeks per month, to bring the monthly 5 URP down to a week (52 / 12; a product decision). */
export const WEEKS_PER_MONTH = { weeks: '52', months: '12' } as const;

/** The fields as the form and the API carry them. */
export interface CourtOrderInput {
  /** Expediente. */
  readonly caseNumber: string;
  /** Juzgado. */
  readonly court: string;
  readonly kind: CourtOrderKind;
  readonly basis: CourtOrderBasis;
  /** Decimal string when the basis is 'porcentaje', else ''. */
  readonly percent: string;
  /** Decimal string when the basis is a fixed amount, else ''. */
  readonly amount: string;
  /** The order also reaches the gratificación. */
  readonly reachesBonus: boolean;
  /** The order also reaches the CTS (alimentos only, percentage up to 50 %). */
  readonly reachesCts: boolean;
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

/** What the withholdings of a period are computed on. */
export interface AttachablePay {
  /** The period's income subject to the orders (pay, or the benefit reached). */
  readonly income: Decimal;
  /** The legal deductions of that income (pension, income tax). */
  readonly legalDeductions: Decimal;
  /** The URP in force (soles). */
  readonly urp: Decimal;
  /** A week (the 5 URP brought down to a week) or a month. */
  readonly period: 'week' | 'month';
}

/** The caps of CPC art. 648 inc. 6 on a period's pay, with what they came from. */
export interface AttachableCaps {
  /** income − legal deductions. */
  readonly net: Decimal;
  /** 5 URP a month (× 12 / 52 for a week). */
  readonly exempt: Decimal;
  /** For alimentos: 60 % of the net. */
  readonly alimentos: Decimal;
  /** For other debts: one third of the net above the exempt part. */
  readonly embargo: Decimal;
}

export function attachableCaps(pay: AttachablePay): AttachableCaps {
  const net = Decimal.max(pay.income.minus(pay.legalDeductions), Decimal.ZERO);
  const monthlyExempt = pay.urp.times(Decimal.of(EXEMPT_URP));
  const exempt =
    pay.period === 'month'
      ? monthlyExempt.round(2)
      : monthlyExempt
          .times(Decimal.of(WEEKS_PER_MONTH.months))
          .dividedBy(Decimal.of(WEEKS_PER_MONTH.weeks), 2);
  const above = Decimal.max(net.minus(exempt), Decimal.ZERO);
  return {
    net,
    exempt,
    alimentos: net.percentRounded(Decimal.of(ALIMENTOS_CAP_PERCENT)),
    embargo: above.dividedBy(Decimal.fromInteger(3), 2),
  };
}

/** The order's terms the engine needs. */
export type CourtOrderTerms = Pick<
  CourtOrder,
  'id' | 'caseNumber' | 'kind' | 'basis' | 'percent' | 'amount' | 'reachesBonus' | 'reachesCts'
>;

/** What a period withholds for one order, and every input it came from. */
export interface CourtOrderWithholding {
  readonly orderId: number;
  readonly caseNumber: string;
  readonly kind: CourtOrderKind;
  readonly basis: CourtOrderBasis;
  /** Net pay after the legal deductions. */
  readonly base: Decimal;
  /** Percentage ordered ('porcentaje'), else undefined. */
  readonly rate: Decimal | undefined;
  /** Fixed amount ordered (the part of the month still due for 'monto_mensual'), else undefined. */
  readonly fixed: Decimal | undefined;
  /** What the order asks for this period. */
  readonly ordered: Decimal;
  /** The cap of its kind less what earlier orders already took of it this period. */
  readonly cap: Decimal;
  readonly amount: Decimal;
  readonly formula: string;
}

/**
 * The withholdings of a period's orders, alimentos first (they rank before other debts), then by start
 * (the order of the list). Each takes what it asks (percentage of the net, the weekly amount, or what
 * is left of the monthly amount after `monthToDate[id]`), never more than what its kind's cap leaves
 * after the orders already applied this period. An order whose amount is zero yields no line.
 */
export function courtOrderWithholdings(
  orders: readonly CourtOrderTerms[],
  pay: AttachablePay,
  monthToDate: ReadonlyMap<number, Decimal> = new Map(),
): { readonly caps: AttachableCaps; readonly lines: CourtOrderWithholding[] } {
  const caps = attachableCaps(pay);
  const sorted = [...orders].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'alimentos' ? -1 : 1));
  let taken = Decimal.ZERO;
  const lines: CourtOrderWithholding[] = [];
  for (const order of sorted) {
    const kindCap = order.kind === 'alimentos' ? caps.alimentos : caps.embargo;
    const cap = Decimal.max(kindCap.minus(taken), Decimal.ZERO);
    let ordered: Decimal;
    let rate: Decimal | undefined;
    let fixed: Decimal | undefined;
    if (order.basis === 'porcentaje') {
      rate = Decimal.of(order.percent);
      ordered = caps.net.percentRounded(rate);
    } else if (order.basis === 'monto_semanal' || pay.period === 'month') {
      fixed = Decimal.of(order.amount);
      ordered = fixed;
    } else {
      fixed = Decimal.max(
        Decimal.of(order.amount).minus(monthToDate.get(order.id) ?? Decimal.ZERO),
        Decimal.ZERO,
      );
      ordered = fixed;
    }
    const amount = Decimal.min(ordered, cap);
    if (!amount.isPositive()) continue;
    taken = taken.plus(amount);
    lines.push({
      orderId: order.id,
      caseNumber: order.caseNumber,
      kind: order.kind,
      basis: order.basis,
      base: caps.net,
      rate,
      fixed,
      ordered,
      cap,
      amount,
      formula: `retención judicial exp. ${order.caseNumber}: mín(${
        rate === undefined ? 'monto fijo' : 'neto tras descuentos de ley × %'
      }, tope CPC art. 648 inc. 6 ${order.kind === 'alimentos' ? '(60 % del neto)' : '(1/3 del exceso sobre 5 URP)'})`,
    });
  }
  return { caps, lines };
}

/**
 * The withholding of an order on a benefit (gratificación, CTS), or undefined when the order does not
 * reach it. CTS: alimentos only, at most 50 % (D.S. 001-97-TR art. 37). Gratificación: as pay, within
 * the caps of CPC art. 648 inc. 6 on the benefit for the month.
 */
export function reachesBenefit(order: CourtOrderTerms, benefit: 'bonus' | 'cts'): boolean {
  if (benefit === 'bonus') return order.reachesBonus;
  return order.reachesCts && order.kind === 'alimentos' && order.basis === 'porcentaje';
}

/** The withholding on a CTS deposit: the order's % of the deposit, at most 50 %. */
export function ctsWithholding(order: CourtOrderTerms, deposit: Decimal): CourtOrderWithholding | undefined {
  if (!reachesBenefit(order, 'cts') || !deposit.isPositive()) return undefined;
  const rate = Decimal.of(order.percent);
  const ordered = deposit.percentRounded(rate);
  const cap = deposit.percentRounded(Decimal.of(CTS_ALIMENTOS_MAX_PERCENT));
  const amount = Decimal.min(ordered, cap);
  return {
    orderId: order.id,
    caseNumber: order.caseNumber,
    kind: order.kind,
    basis: order.basis,
    base: deposit,
    rate,
    fixed: undefined,
    ordered,
    cap,
    amount,
    formula: `retención judicial exp. ${order.caseNumber} sobre CTS: mín(depósito × %, 50 % del depósito)`,
  };
}

/** The reason a payslip line carries: 'Retención judicial exp. 00123-2025-0-1801-JP-FC-01'. */
export const withholdingLabel = (caseNumber: string): string => `Retención judicial exp. ${caseNumber}`;
