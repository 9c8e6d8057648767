import { Decimal } from '../shared/decimal';
import type { WithheldByOrder } from '../payroll/court-order-withholding';

/** What a closed month's run withheld for one order from one benefit (docs/court-orders.md). */
export interface MonthWithheld extends WithheldByOrder {
  /** The gratificación (`bonus`) or the month's CTS (`cts`). */
  readonly benefit: 'bonus' | 'cts';
}

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The court orders' withholdings of a worker's stored month (the run's `courtOrders` lines, JSON read
 * with care), one per order and benefit, positive amounts only, in the run's order.
 */
export function monthWithheldByOrder(worker: unknown): MonthWithheld[] {
  if (!isObject(worker) || !Array.isArray(worker.courtOrders)) return [];
  const out: MonthWithheld[] = [];
  for (const line of worker.courtOrders) {
    if (!isObject(line)) continue;
    const { orderId, caseNumber, benefit } = line;
    if (typeof orderId !== 'number' || typeof caseNumber !== 'string') continue;
    if (benefit !== 'bonus' && benefit !== 'cts') continue;
    const amount = text(line.amount);
    if (!/^\d+(\.\d+)?$/.test(amount) || !Decimal.of(amount).isPositive()) continue;
    out.push({ orderId, caseNumber, benefit, amount: Decimal.of(amount).toFixed(2), base: text(line.base) });
  }
  return out;
}
