import { Decimal } from './decimal';
import { oneOf, parserOf } from '../shared/vocabulary';

/**
 * Judicial withholdings by court order (docs/payroll.md "Retención judicial", docs/court-orders.md): what
 * a period withholds for each order in force, within the attachable part of the pay of CPC art. 648
 * inc. 6 (text of Ley 26599): pay up to 5 URP a month is not attachable for other debts and the excess
 * only up to one third; for alimentos up to 60 % of the income after the legal deductions only. The CTS
 * is reached only for alimentos and up to 50 % (TUO of the CTS law, D.S. 001-97-TR art. 37).
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

/** CTS is attachable only for alimentos and up to this percentage (D.S. 001-97-TR art. 37). */
export const CTS_ALIMENTOS_MAX_PERCENT = '50';
/** Pay up to this many URP a month is not attachable for other debts (CPC art. 648 inc. 6). */
export const EXEMPT_URP = '5';
/** For alimentos, up to this percentage of the income after the legal deductions (CPC art. 648 inc. 6). */
export const ALIMENTOS_CAP_PERCENT = '60';
/** Weeks per month, to bring the monthly 5 URP down to a week (52 / 12; a product decision). */
export const WEEKS_PER_MONTH = { weeks: '52', months: '12' } as const;

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
  /**
   * The part of the period's exempt 5 URP other pay of the period already used (the month's weeks, for
   * the gratificación paid by the monthly run); none when omitted.
   */
  readonly exemptUsed?: Decimal;
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
  const exemptLeft = Decimal.max(exempt.minus(pay.exemptUsed ?? Decimal.ZERO), Decimal.ZERO);
  const above = Decimal.max(net.minus(exemptLeft), Decimal.ZERO);
  return {
    net,
    exempt: exemptLeft,
    alimentos: net.percentRounded(Decimal.of(ALIMENTOS_CAP_PERCENT)),
    embargo: above.dividedBy(Decimal.fromInteger(3), 2),
  };
}

/** The deduction concepts that are legal deductions («descuentos de ley», CPC art. 648 inc. 6). */
export const LEGAL_DEDUCTION_CONCEPTS: ReadonlySet<string> = new Set([
  'pensionContribution',
  'pensionInsurance',
  'pensionCommission',
  'incomeTax',
]);

/**
 * The legal deductions of a set of deduction lines: the pension charges (SPP/ONP/REP) and the income
 * tax, the deductions the law itself imposes on the pay. Union dues are not: the union's dues are
 * withheld because the worker joined it (TUO LRCT art. 28), not by law on every worker; typed
 * deductions are not either. The one base of every judicial withholding (the typed percentage
 * «Retención judicial» of a week's adjustments and the court orders); docs/court-orders.md.
 */
export function legalDeductions(
  lines: readonly { readonly concept: string; readonly amount: Decimal }[],
): Decimal {
  return Decimal.sum(lines.filter((l) => LEGAL_DEDUCTION_CONCEPTS.has(l.concept)).map((l) => l.amount));
}

/** The order's terms the engine needs. */
export interface CourtOrderTerms {
  readonly id: number;
  /** Expediente. */
  readonly caseNumber: string;
  readonly kind: CourtOrderKind;
  readonly basis: CourtOrderBasis;
  /** Decimal string for 'porcentaje', else ''. */
  readonly percent: string;
  /** Decimal string for the fixed bases, else ''. */
  readonly amount: string;
  /** The order also reaches the gratificación. */
  readonly reachesBonus: boolean;
  /** The order also reaches the CTS (alimentos only, percentage up to 50 %). */
  readonly reachesCts: boolean;
}

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
  /** Fixed amount due this period (a monthly amount × 12 / 52 in a week, a weekly × 52 / 12 in a month). */
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
 * (the order of the list). Each takes what it asks (percentage of the net, or its fixed amount brought
 * to the period: a monthly amount × 12 / 52 in a week, a weekly one × 52 / 12 in a month), never more
 * than what its kind's cap leaves after the orders already applied this period, nor than `left`. An
 * order whose amount is zero yields no line.
 */
export function courtOrderWithholdings(
  orders: readonly CourtOrderTerms[],
  pay: AttachablePay,
  /** What is left of the pay after every other deduction: the withholdings never exceed it. */
  left?: Decimal,
): { readonly caps: AttachableCaps; readonly lines: CourtOrderWithholding[] } {
  const caps = attachableCaps(pay);
  const sorted = [...orders].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'alimentos' ? -1 : 1));
  let taken = Decimal.ZERO;
  const lines: CourtOrderWithholding[] = [];
  for (const order of sorted) {
    const kindCap = order.kind === 'alimentos' ? caps.alimentos : caps.embargo;
    const legalCap = Decimal.max(kindCap.minus(taken), Decimal.ZERO);
    const cap =
      left === undefined ? legalCap : Decimal.min(legalCap, Decimal.max(left.minus(taken), Decimal.ZERO));
    let ordered: Decimal;
    let rate: Decimal | undefined;
    let fixed: Decimal | undefined;
    if (order.basis === 'porcentaje') {
      rate = Decimal.of(order.percent);
      ordered = caps.net.percentRounded(rate);
    } else {
      fixed = fixedForPeriod(Decimal.of(order.amount), order.basis, pay.period);
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

/** A fixed amount brought to the period: monthly × 12 / 52 in a week, weekly × 52 / 12 in a month. */
export function fixedForPeriod(amount: Decimal, basis: CourtOrderBasis, period: 'week' | 'month'): Decimal {
  const weeks = Decimal.of(WEEKS_PER_MONTH.weeks);
  const months = Decimal.of(WEEKS_PER_MONTH.months);
  if (basis === 'monto_mensual' && period === 'week') return amount.times(months).dividedBy(weeks, 2);
  if (basis === 'monto_semanal' && period === 'month') return amount.times(weeks).dividedBy(months, 2);
  return amount;
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

/** The reason a payslip line carries: 'Retención judicial exp. 00123-2025-0-2501-JP-FC-01'. */
export const withholdingLabel = (caseNumber: string): string => `Retención judicial exp. ${caseNumber}`;

/** A court order's withholding as a stored result holds it. */
export interface WithheldByOrder {
  readonly orderId: number;
  readonly caseNumber: string;
  /** Decimal string. */
  readonly amount: string;
  /** Decimal string: the pay net of the legal deductions it was computed on. */
  readonly base: string;
}

/**
 * The court orders' withholdings of a worker's stored deduction lines (JSON: the trace's `courtOrder`
 * read with care), one per order; a line without a trace (a typed judicial adjustment) is not one.
 */
export function withheldByOrder(
  deductions: readonly { readonly amount: string; readonly inputs?: Readonly<Record<string, unknown>> }[],
): WithheldByOrder[] {
  const out = new Map<number, WithheldByOrder>();
  for (const line of deductions) {
    const trace = line.inputs?.['courtOrder'];
    if (typeof trace !== 'object' || trace === null) continue;
    const { orderId, caseNumber, base } = trace as Record<string, unknown>;
    if (typeof orderId !== 'number' || typeof caseNumber !== 'string') continue;
    const before = out.get(orderId);
    out.set(orderId, {
      orderId,
      caseNumber,
      amount: Decimal.of(line.amount)
        .plus(before ? Decimal.of(before.amount) : Decimal.ZERO)
        .toFixed(2),
      base: typeof base === 'string' ? base : (before?.base ?? ''),
    });
  }
  return [...out.values()];
}
