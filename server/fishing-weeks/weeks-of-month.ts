import { computeWeek } from '../../src/domain/fishing-weeks';
import { MONTH_MESSAGES, type WeekStamp } from '../../src/domain/months/month';
import type { WeeklyPayroll } from '../../src/domain/payroll/weekly-payroll';
import type { CourtOrderEntryInput } from '../../src/domain/payroll/weekly-input';
import type { Executor } from '../db/database';
import { ApiError } from '../kit/errors';
import {
  type MonthWeeksStore,
  type ClosedWeek,
  type MonthWeekCount,
  type MonthWeekRow,
} from './month-weeks-store';
import { storedContextOf } from './store';

export type { ClosedWeek, MonthWeekCount, MonthWeekRow };

/**
 * What other features read of the fishing weeks: a month's weeks, their counts and stamps, and a closed
 * week's payroll computed again from its stored context (the payroll months, docs/months.md); a closed
 * week as it was closed (the closed result review).
 */
export class WeeksOfMonth {
  constructor(private readonly store: MonthWeeksStore) {}

  /** The months that have weeks (of a year when given), newest first, with their weeks' counts. */
  counts(ex: Executor, year?: number): Promise<MonthWeekCount[]> {
    return this.store.weekCounts(ex, year);
  }

  /** The closed weeks' stamps (id, version) of each month (of a year when given). */
  closedStamps(ex: Executor, year?: number): Promise<Map<string, WeekStamp[]>> {
    return this.store.closedStamps(ex, year);
  }

  /** The month's weeks by start date; `lock`: FOR SHARE until the transaction ends. */
  weeks(ex: Executor, month: string, lock = false): Promise<MonthWeekRow[]> {
    return this.store.weeks(ex, month, lock);
  }

  /** Of the given months, those that have weeks. */
  monthsWithWeeks(ex: Executor, months: readonly string[]): Promise<Set<string>> {
    return this.store.monthsWithWeeks(ex, months);
  }

  /** A closed week as it was closed; undefined when it is not closed (any more). */
  closedWeek(ex: Executor, id: number): Promise<ClosedWeek | undefined> {
    return this.store.closedWeek(ex, id);
  }

  /** A closed week's payroll, computed again from its stored context and grids. */
  async closedPayroll(ex: Executor, week: MonthWeekRow): Promise<WeeklyPayroll> {
    return (await this.closedPayrollWithOrders(ex, week)).payroll;
  }

  /**
   * A closed week's payroll and the court orders in force its stored context carried: the month's
   * run withholds those that reach the gratificación or the CTS (docs/court-orders.md).
   */
  async closedPayrollWithOrders(
    ex: Executor,
    week: MonthWeekRow,
  ): Promise<{ payroll: WeeklyPayroll; courtOrders: readonly CourtOrderEntryInput[] }> {
    const stored = await this.store.closedWeek(ex, week.id);
    if (!stored?.context) throw new ApiError(409, 'Conflict', MONTH_MESSAGES.weekWithoutContext(week));
    const context = storedContextOf(stored.context);
    const computed = computeWeek(context, stored.grids);
    if (!computed.ok) throw new Error(`The closed week ${week.id} no longer computes.`);
    return { payroll: computed.value.payroll, courtOrders: context.courtOrders ?? [] };
  }
}
