import {
  courtOrderWithholdings,
  CTS_ALIMENTOS_MAX_PERCENT,
  reachesBenefit,
  withholdingLabel,
  type CourtOrderKind,
  type CourtOrderTerms,
} from '../court-order-withholding';
import { Decimal } from '../decimal';
import type { CourtOrderEntryInput } from '../weekly-input';

/**
 * A court order's withholding in the monthly run (docs/court-orders.md "In the monthly run"): on the
 * gratificación (`bonus`, paid less it with the run) or on the month's CTS (`cts`, deposited less it);
 * what it withheld is paid to the order's beneficiary.
 */
export interface MonthCourtOrderLine {
  readonly benefit: 'bonus' | 'cts';
  readonly orderId: number;
  readonly caseNumber: string;
  readonly orderKind: CourtOrderKind;
  /** The benefit net of its legal deductions (the gratificación less its share of the income tax; the CTS). */
  readonly base: Decimal;
  /** The benefit itself. */
  readonly benefitAmount: Decimal;
  /** Gratificación: the month's income tax attributed to it. */
  readonly legalDeductions: Decimal;
  readonly rate: Decimal;
  readonly ordered: Decimal;
  readonly cap: Decimal;
  readonly amount: Decimal;
  /** 'Retención judicial exp. … (gratificación)'. */
  readonly reason: string;
  readonly formula: string;
}

/** The orders of the month's workers by document, each once (the latest terms the weeks carried). */
export function indexMonthCourtOrders(
  entries: readonly CourtOrderEntryInput[],
): ReadonlyMap<string, CourtOrderTerms[]> {
  const byWorker = new Map<string, Map<number, CourtOrderTerms>>();
  for (const entry of entries) {
    const orders = byWorker.get(entry.worker) ?? new Map<number, CourtOrderTerms>();
    orders.set(entry.order.id, entry.order);
    byWorker.set(entry.worker, orders);
  }
  return new Map([...byWorker].map(([worker, orders]) => [worker, [...orders.values()]]));
}

/** Whether an order withholds in the monthly run (reaches the gratificación by percentage, or the CTS). */
export const withholdsInMonth = (order: CourtOrderTerms): boolean =>
  (reachesBenefit(order, 'bonus') && order.basis === 'porcentaje') || reachesBenefit(order, 'cts');

/**
 * The gratificación's withholdings: each order that reaches it by percentage takes its % of the
 * gratificación net of its legal deductions (no pension: the engine puts none on it; its share of the
 * month's income tax, round2(tax × gratificación / month's taxable pay)), within the caps of CPC art. 648
 * inc. 6 for a month, the 5 URP exempt part less what the month's weekly pay (net of pension) already
 * used of it, and never above what the run pays (`left`). A fixed amount is withheld by the weeks only.
 */
export function bonusCourtOrderLines(
  orders: readonly CourtOrderTerms[],
  pay: {
    readonly bonus: Decimal;
    readonly incomeTax: Decimal;
    readonly monthPay: Decimal;
    /** The month's weekly pay net of its pension charges: the part of the 5 URP already used. */
    readonly weeksNet: Decimal;
    readonly urp: Decimal;
    /** What the run pays before the orders. */
    readonly left: Decimal;
  },
): MonthCourtOrderLine[] {
  const reaching = orders.filter((o) => reachesBenefit(o, 'bonus') && o.basis === 'porcentaje');
  if (reaching.length === 0 || !pay.bonus.isPositive()) return [];
  const legal = pay.monthPay.isPositive()
    ? pay.incomeTax.times(pay.bonus).dividedBy(pay.monthPay, 2)
    : Decimal.ZERO.round(2);
  const { lines } = courtOrderWithholdings(
    reaching,
    {
      income: pay.bonus,
      legalDeductions: legal,
      urp: pay.urp,
      period: 'month',
      exemptUsed: pay.weeksNet,
    },
    pay.left,
  );
  return lines.map((line) => ({
    benefit: 'bonus',
    orderId: line.orderId,
    caseNumber: line.caseNumber,
    orderKind: line.kind,
    base: line.base,
    benefitAmount: pay.bonus,
    legalDeductions: legal,
    rate: line.rate ?? Decimal.ZERO,
    ordered: line.ordered,
    cap: line.cap,
    amount: line.amount,
    reason: `${withholdingLabel(line.caseNumber)} (gratificación)`,
    formula: `${line.formula}, sobre la gratificación`,
  }));
}

/**
 * The CTS withholdings: the alimentos orders by percentage that reach it, each its % of the month's CTS,
 * all of them together at most 50 % of it (D.S. 001-97-TR: the CTS is attachable only for alimentos and
 * up to 50 %). No legal deduction applies to the CTS.
 */
export function ctsCourtOrderLines(orders: readonly CourtOrderTerms[], cts: Decimal): MonthCourtOrderLine[] {
  const reaching = orders.filter((o) => reachesBenefit(o, 'cts'));
  if (reaching.length === 0 || !cts.isPositive()) return [];
  const limit = cts.percentRounded(Decimal.of(CTS_ALIMENTOS_MAX_PERCENT));
  let taken = Decimal.ZERO;
  const lines: MonthCourtOrderLine[] = [];
  for (const order of reaching) {
    const rate = Decimal.of(order.percent);
    const ordered = cts.percentRounded(rate);
    const cap = Decimal.max(limit.minus(taken), Decimal.ZERO);
    const amount = Decimal.min(ordered, cap);
    if (!amount.isPositive()) continue;
    taken = taken.plus(amount);
    lines.push({
      benefit: 'cts',
      orderId: order.id,
      caseNumber: order.caseNumber,
      orderKind: order.kind,
      base: cts,
      benefitAmount: cts,
      legalDeductions: Decimal.ZERO.round(2),
      rate,
      ordered,
      cap,
      amount,
      reason: `${withholdingLabel(order.caseNumber)} (CTS)`,
      formula: `retención judicial exp. ${order.caseNumber} sobre la CTS: mín(CTS × %, 50 % de la CTS menos lo ya retenido)`,
    });
  }
  return lines;
}
