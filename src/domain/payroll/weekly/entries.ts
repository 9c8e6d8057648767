import type { CourtOrderTerms } from '../court-order-withholding';
import type { Decimal } from '../decimal';
import type { ErrorCollector } from '../errors';
import type { OtherDeductionKind } from '../lines';
import type { WeeklyPayrollInput } from '../weekly-input';
import type { MasterData } from './master-data';

export interface OtherDeductionEntry {
  readonly reason: string;
  readonly kind: OtherDeductionKind;
  readonly amount: Decimal;
}

export interface OtherEarningEntry {
  readonly reason: string;
  readonly amount: Decimal;
}

/** The week's entries per worker document: deductions, other earnings, and pay earlier in the month. */
export interface WorkerEntries {
  readonly deductions: ReadonlyMap<string, OtherDeductionEntry[]>;
  readonly earnings: ReadonlyMap<string, OtherEarningEntry[]>;
  /** Insurable pay of the month before this week (the pension insurance cap). */
  readonly monthToDate: ReadonlyMap<string, Decimal>;
  /** Income tax balances of earlier months, oldest first. */
  readonly taxBalances: ReadonlyMap<string, IncomeTaxBalanceEntry[]>;
  /** The court orders in force during the week. */
  readonly courtOrders: ReadonlyMap<string, CourtOrderEntry[]>;
}

export interface IncomeTaxBalanceEntry {
  readonly month: string;
  readonly amount: Decimal;
}

export interface CourtOrderEntry {
  readonly order: CourtOrderTerms;
}

/**
 * The deductions, other earnings (otros ingresos) and month-to-date rows, reasons trimmed and amounts
 * rounded to cents; each of an unknown worker, without reason or amount, or repeated is reported. A
 * worker with a deduction or earning is marked active.
 */
export function indexEntries(
  input: WeeklyPayrollInput,
  master: MasterData,
  active: Uint8Array,
  errors: ErrorCollector,
): WorkerEntries {
  const deductions = new Map<string, OtherDeductionEntry[]>();
  (input.deductions ?? []).forEach((deduction, index) => {
    const row = { list: 'deductions', index, worker: deduction.worker, reason: deduction.reason };
    const rank = master.workerRank.get(deduction.worker);
    if (rank === undefined) errors.add('UnknownWorker', row);
    else if (!deduction.amount.isPositive() || deduction.reason.trim() === '')
      errors.add('InvalidDeduction', row);
    else {
      const list = deductions.get(deduction.worker) ?? [];
      list.push({
        reason: deduction.reason.trim(),
        kind: deduction.kind ?? 'other',
        amount: deduction.amount.round(2),
      });
      deductions.set(deduction.worker, list);
      active[rank] = 1;
    }
  });
  const earnings = new Map<string, OtherEarningEntry[]>();
  (input.otherEarnings ?? []).forEach((earning, index) => {
    const row = { list: 'otherEarnings', index, worker: earning.worker, reason: earning.reason };
    const rank = master.workerRank.get(earning.worker);
    if (rank === undefined) errors.add('UnknownWorker', row);
    else if (!earning.amount.isPositive() || earning.reason.trim() === '') errors.add('InvalidEarning', row);
    else {
      const list = earnings.get(earning.worker) ?? [];
      list.push({ reason: earning.reason.trim(), amount: earning.amount.round(2) });
      earnings.set(earning.worker, list);
      active[rank] = 1;
    }
  });
  const monthToDate = new Map<string, Decimal>();
  (input.monthToDate ?? []).forEach((entry, index) => {
    const row = { list: 'monthToDate', index, worker: entry.worker };
    if (!master.workers.has(entry.worker)) errors.add('UnknownWorker', row);
    else if (entry.insurablePay.isNegative()) errors.add('OutOfRange', { ...row, field: 'insurablePay' });
    else if (monthToDate.has(entry.worker)) errors.add('DuplicateEntry', row);
    else monthToDate.set(entry.worker, entry.insurablePay);
  });
  const taxBalances = new Map<string, IncomeTaxBalanceEntry[]>();
  (input.incomeTaxBalances ?? []).forEach((entry, index) => {
    const row = { list: 'incomeTaxBalances', index, worker: entry.worker };
    if (!master.workers.has(entry.worker)) errors.add('UnknownWorker', row);
    else if (!entry.amount.isPositive() || !/^\d{4}-(0[1-9]|1[0-2])$/.test(entry.month))
      errors.add('OutOfRange', { ...row, field: 'amount' });
    else {
      const list = taxBalances.get(entry.worker) ?? [];
      list.push({ month: entry.month, amount: entry.amount.round(2) });
      list.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
      taxBalances.set(entry.worker, list);
    }
  });
  const courtOrders = new Map<string, CourtOrderEntry[]>();
  (input.courtOrders ?? []).forEach((entry, index) => {
    const row = { list: 'courtOrders', index, worker: entry.worker, reason: entry.order.caseNumber };
    if (!master.workers.has(entry.worker)) errors.add('UnknownWorker', row);
    else {
      const list = courtOrders.get(entry.worker) ?? [];
      list.push({ order: entry.order });
      courtOrders.set(entry.worker, list);
    }
  });
  return { deductions, earnings, monthToDate, taxBalances, courtOrders };
}
