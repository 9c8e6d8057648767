import { dayOfMonth, daysBetween } from '../dates';
import { Decimal } from '../decimal';
import type { FixedPayLine, LandWorkLine, OtherEarningLine } from '../lines';
import type { FishingWeek, PositionInput, WorkerInput } from '../weekly-input';
import type { WorkerAccounts } from './accounts';
import type { LandDay } from './attendance';
import type { OtherEarningEntry } from './entries';

/** A land day's pay: the position's daily rate, or the default rate when it has none. */
export function landWorkLine(
  day: LandDay['day'],
  position: string,
  own: Decimal | undefined,
  defaultRate: Decimal,
): LandWorkLine {
  const dailyRate = (own ?? defaultRate).round(2);
  return {
    concept: 'landWork',
    amount: dailyRate,
    formula: 'trabajo en tierra: tarifa diaria del cargo',
    inputs: {
      date: day.date,
      day: dayOfMonth(day.date),
      position,
      dailyRate,
      rateSource: own === undefined ? 'parameter' : 'position',
    },
  };
}

/** Every land day's pay, added to the worker's account. */
export function addLandWork(
  landDays: readonly LandDay[],
  positions: ReadonlyMap<string, PositionInput>,
  defaultRate: Decimal,
  accounts: WorkerAccounts,
): void {
  for (const { rank, day } of landDays) {
    const acc = accounts.of(rank);
    const position = day.position ?? acc.worker.position;
    const line = landWorkLine(day, position, positions.get(position)!.landDailyRate, defaultRate);
    acc.earnings.push(line);
    acc.landCents += Number(line.amount.units);
    acc.landDays++;
  }
}

/**
 * A salaried worker's fixed pay for the week, prorated by the days employed (from the hire date, up to
 * the end date);
 * undefined without fixed pay or days employed.
 */
export function fixedPayLine(
  worker: WorkerInput,
  week: FishingWeek,
  dayCount: number,
): FixedPayLine | undefined {
  if (worker.fixedWeeklyPay === undefined || !worker.fixedWeeklyPay.isPositive()) return undefined;
  const from = worker.hireDate !== undefined && worker.hireDate > week.start ? worker.hireDate : week.start;
  const to = worker.endDate !== undefined && worker.endDate < week.end ? worker.endDate : week.end;
  const daysEmployed = Math.max(0, daysBetween(from, to) + 1);
  if (daysEmployed === 0) return undefined;
  const amount = worker.fixedWeeklyPay
    .times(Decimal.fromInteger(daysEmployed))
    .dividedBy(Decimal.fromInteger(dayCount), 2);
  return {
    concept: 'fixedPay',
    amount,
    formula: 'sueldo fijo semanal × días laborados / días de la semana',
    inputs: { weeklyPay: worker.fixedWeeklyPay, daysEmployed, daysInWeek: dayCount },
  };
}

/** Every worker's fixed pay, added to their account. */
export function addFixedPay(
  workers: readonly WorkerInput[],
  week: FishingWeek,
  dayCount: number,
  accounts: WorkerAccounts,
): void {
  workers.forEach((worker, rank) => {
    const line = fixedPayLine(worker, week, dayCount);
    if (line === undefined) return;
    const acc = accounts.of(rank);
    acc.earnings.push(line);
    acc.fixedCents += Number(line.amount.units);
  });
}

/** The other earnings (otros ingresos) of each worker, by reason then amount, added to their account. */
export function addOtherEarnings(
  earnings: ReadonlyMap<string, OtherEarningEntry[]>,
  workerRank: ReadonlyMap<string, number>,
  accounts: WorkerAccounts,
): void {
  for (const [document, list] of earnings) {
    const acc = accounts.of(workerRank.get(document)!);
    if (list.length > 1)
      list.sort((a, b) =>
        a.reason !== b.reason ? (a.reason < b.reason ? -1 : 1) : a.amount.compare(b.amount),
      );
    for (const earning of list) {
      acc.earnings.push({
        concept: 'otherEarning',
        amount: earning.amount,
        formula: 'ingreso indicado',
        inputs: { reason: earning.reason },
      } satisfies OtherEarningLine);
      acc.otherEarningCents += Number(earning.amount.units);
    }
  }
}
