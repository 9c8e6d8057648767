import type { Transaction } from '../db/database';
import { MONTH_MESSAGES } from '../../src/domain/months/month';
import { ApiError } from '../kit/errors';
import { MonthStore } from './store';

/**
 * What another feature asks of the payroll months: whether a month is closed. A closed month keeps
 * its weeks: none reopened, none added (docs/months.md).
 */
export class MonthClosings {
  constructor(private readonly store: MonthStore = new MonthStore()) {}

  /** Refuses a change to a week of a closed month; `lock` reads the month FOR SHARE (a create waits). */
  async refuseWeekChange(tx: Transaction, month: string, lock: boolean): Promise<void> {
    if (await this.store.isClosed(tx, month, lock))
      throw new ApiError(409, 'Conflict', MONTH_MESSAGES.weekInClosedMonth(month));
  }
}
