import { Decimal } from '../decimal';
import type { ErrorCollector } from '../errors';
import type { DeductionLine, EmployerLine } from '../lines';
import type { WorkerAccount, WorkerAccounts } from './accounts';
import { conceptCents, employerContributions } from './contributions';
import { pensionCents, workerDeductions } from './deductions';
import type { IncomeTaxBalanceEntry, WorkerEntries } from './entries';
import type { WeekRates } from './rates';
import type { WeeklyTotals, WorkerWeek } from './types';

// Amounts are immutable, so one zero serves every zero subtotal.
const ZERO_CENTS = Decimal.fromCents(0n);

export function centsDecimal(cents: number): Decimal {
  return cents === 0 ? ZERO_CENTS : Decimal.fromCents(BigInt(cents));
}

/** The sum of the lines' amounts, in cents. */
export function sumCents(lines: readonly { amount: Decimal }[]): number {
  let cents = 0;
  for (const line of lines) cents += line.amount.toCentsNumber();
  return cents;
}

export interface SettledWeek {
  /** By document number. */
  readonly workers: WorkerWeek[];
  readonly totals: WeeklyTotals;
}

/**
 * Each worker's deductions, employer contributions, net pay and subtotals, and the week's totals. A
 * worker whose deductions exceed the pay is reported (DeductionsExceedPay) and left out.
 */
export function settleWorkers(
  accounts: WorkerAccounts,
  boardDays: Int32Array,
  entries: WorkerEntries,
  rates: WeekRates,
  errors: ErrorCollector,
): SettledWeek {
  const workers: WorkerWeek[] = [];
  let catchCents = 0;
  let grossCents = 0;
  let deductionCents = 0;
  let employerCents = 0;
  for (let rank = 0; rank < accounts.count; rank++) {
    const acc = accounts.opened(rank);
    if (acc === undefined) continue;
    const document = acc.worker.document;
    const gross = acc.catchCents + acc.landCents + acc.bonusCents + acc.fixedCents + acc.otherEarningCents;
    const pension = rates.pensionBook.ratesFor(acc.worker.pension);
    const catchShares = centsDecimal(acc.catchCents);
    const grossPay = centsDecimal(gross);
    const deductions = workerDeductions(
      { gross: grossPay, catchShares, monthToDate: entries.monthToDate.get(document) ?? Decimal.ZERO },
      pension,
      { affiliated: acc.worker.unionAffiliated === true, rate: rates.unionRate },
      entries.deductions.get(document),
      { entries: entries.courtOrders.get(document), urp: rates.urp },
    );
    withholdTaxBalances(deductions, gross, entries.taxBalances.get(document));
    const employer = employerContributions(grossPay, pension, rates.essaludRate, rates.sctrRate);
    const deducted = sumCents(deductions);
    if (gross - deducted < 0) {
      errors.add('DeductionsExceedPay', {
        list: 'workers',
        worker: document,
        gross: grossPay.toFixed(2),
        deductions: centsDecimal(deducted).toFixed(2),
      });
      continue;
    }
    const week = workerWeek(acc, boardDays[rank]!, { catchShares, gross: grossPay, deductions, employer });
    workers.push(week);
    catchCents += acc.catchCents;
    grossCents += gross;
    deductionCents += deducted;
    employerCents += week.totalEmployer.toCentsNumber();
  }
  const totals: WeeklyTotals = {
    catchShares: Decimal.fromCents(BigInt(catchCents)),
    gross: Decimal.fromCents(BigInt(grossCents)),
    deductions: Decimal.fromCents(BigInt(deductionCents)),
    net: Decimal.fromCents(BigInt(grossCents - deductionCents)),
    employer: Decimal.fromCents(BigInt(employerCents)),
  };
  return { workers, totals };
}

/**
 * Adds the income tax balances of earlier months (oldest first), each up to the net pay the week's
 * other deductions leave: what the week cannot cover stays pending for a later week.
 */
export function withholdTaxBalances(
  deductions: DeductionLine[],
  grossCents: number,
  balances: readonly IncomeTaxBalanceEntry[] | undefined,
): void {
  if (balances === undefined) return;
  for (const balance of balances) {
    const available = grossCents - sumCents(deductions);
    if (available <= 0) return;
    const withheld = Math.min(available, balance.amount.toCentsNumber());
    deductions.push({
      concept: 'incomeTax',
      amount: centsDecimal(withheld),
      formula: `saldo de renta de quinta de ${balance.month}: mín(saldo, neto disponible)`,
      inputs: { month: balance.month, balance: balance.amount, available: centsDecimal(available) },
    });
  }
}

interface WorkerPay {
  readonly catchShares: Decimal;
  readonly gross: Decimal;
  readonly deductions: DeductionLine[];
  readonly employer: EmployerLine[];
}

/** A worker's week from their account and pay: totals and subtotals of the lines. */
export function workerWeek(acc: WorkerAccount, daysOnBoard: number, pay: WorkerPay): WorkerWeek {
  const deducted = sumCents(pay.deductions);
  const gross = pay.gross.toCentsNumber();
  return {
    worker: acc.worker,
    daysOnBoard,
    fishingDays: acc.fishingDays,
    daysOnLand: acc.landDays,
    earnings: acc.earnings,
    deductions: pay.deductions,
    employer: pay.employer,
    catchShares: pay.catchShares,
    gross: pay.gross,
    totalDeductions: centsDecimal(deducted),
    net: centsDecimal(gross - deducted),
    totalEmployer: centsDecimal(sumCents(pay.employer)),
    subtotals: {
      landWork: centsDecimal(acc.landCents),
      specialtyBonus: centsDecimal(acc.bonusCents),
      fixedPay: centsDecimal(acc.fixedCents),
      otherEarnings: centsDecimal(acc.otherEarningCents),
      pension: centsDecimal(pensionCents(pay.deductions)),
      essalud: centsDecimal(conceptCents(pay.employer, 'essalud')),
      pensionEmployer: centsDecimal(conceptCents(pay.employer, 'pensionEmployer')),
      sctr: centsDecimal(conceptCents(pay.employer, 'sctr')),
    },
  };
}
