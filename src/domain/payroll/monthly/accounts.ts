import { Decimal } from '../decimal';
import type { WorkerInput } from '../weekly-input';
import type { WeeklyPayroll } from '../weekly/types';
import type { WorkerMonthWeek } from './types';

/** A worker's weeks of the month, summed. */
export interface MonthAccount {
  worker: WorkerInput;
  readonly weeks: WorkerMonthWeek[];
  daysOnBoard: number;
  fishingDays: number;
  daysOnLand: number;
  /** Sums in cents, as exact integers (far below 2^53). */
  catchShares: number;
  landWork: number;
  specialtyBonus: number;
  fixedPay: number;
  otherEarnings: number;
  gross: number;
  weeklyDeductions: number;
  pensionInWeeks: number;
  essaludInWeeks: number;
  pensionEmployerInWeeks: number;
  sctrInWeeks: number;
}

export interface MonthOfWeeks {
  /** By document; each worker as their last week has them. */
  readonly accounts: Map<string, MonthAccount>;
  /** TM real per vessel (the FEP base). */
  readonly tonnesByVessel: Map<string, Decimal>;
}

/** The month's weeks (in order) summed per worker, and the tonnes landed per vessel. */
export function sumWeeks(weeks: readonly WeeklyPayroll[]): MonthOfWeeks {
  const accounts = new Map<string, MonthAccount>();
  const tonnesByVessel = new Map<string, Decimal>();
  for (const payroll of weeks) {
    for (const pool of payroll.pools)
      tonnesByVessel.set(pool.vessel, (tonnesByVessel.get(pool.vessel) ?? Decimal.ZERO).plus(pool.tonnes));
    for (const week of payroll.workers) {
      const document = week.worker.document;
      let acc = accounts.get(document);
      if (acc === undefined) {
        acc = newAccount(week.worker);
        accounts.set(document, acc);
      }
      acc.worker = week.worker;
      acc.weeks.push({
        year: payroll.week.year,
        number: payroll.week.number,
        start: payroll.week.start,
        end: payroll.week.end,
        catchShares: week.catchShares,
        gross: week.gross,
        deductions: week.totalDeductions,
        net: week.net,
      });
      acc.daysOnBoard += week.daysOnBoard;
      acc.fishingDays += week.fishingDays;
      acc.daysOnLand += week.daysOnLand;
      acc.catchShares += week.catchShares.toCentsNumber();
      acc.gross += week.gross.toCentsNumber();
      acc.weeklyDeductions += week.totalDeductions.toCentsNumber();
      const sub = week.subtotals;
      acc.landWork += sub.landWork.toCentsNumber();
      acc.specialtyBonus += sub.specialtyBonus.toCentsNumber();
      acc.fixedPay += sub.fixedPay.toCentsNumber();
      acc.otherEarnings += sub.otherEarnings.toCentsNumber();
      acc.pensionInWeeks += sub.pension.toCentsNumber();
      acc.essaludInWeeks += sub.essalud.toCentsNumber();
      acc.pensionEmployerInWeeks += sub.pensionEmployer.toCentsNumber();
      acc.sctrInWeeks += sub.sctr.toCentsNumber();
    }
  }
  return { accounts, tonnesByVessel };
}

function newAccount(worker: WorkerInput): MonthAccount {
  return {
    worker,
    weeks: [],
    daysOnBoard: 0,
    fishingDays: 0,
    daysOnLand: 0,
    catchShares: 0,
    landWork: 0,
    specialtyBonus: 0,
    fixedPay: 0,
    otherEarnings: 0,
    gross: 0,
    weeklyDeductions: 0,
    pensionInWeeks: 0,
    essaludInWeeks: 0,
    pensionEmployerInWeeks: 0,
    sctrInWeeks: 0,
  };
}
