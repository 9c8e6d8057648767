import type { Transaction } from '../db/database';
import { MONTH_MESSAGES } from '../../src/domain/months/month';
import { ApiError } from '../kit/errors';
import type { MonthStore } from './store';

/**
 * What another feature asks of the payroll months: whether a month is closed. A closed month keeps
 * its weeks (none reopened, none added) and its income tax declarations (docs/months.md).
 */
export class MonthClosings {
  constructor(private readonly store: MonthStore) {}

  /** Whether the month is closed; `lock` reads it FOR SHARE (a close waits for the caller's change). */
  isClosed(tx: Transaction, month: string, lock: boolean): Promise<boolean> {
    return this.store.isClosed(tx, month, lock);
  }

  /** Refuses a change to a week of a closed month; `lock` reads the month FOR SHARE (a create waits). */
  async refuseWeekChange(tx: Transaction, month: string, lock: boolean): Promise<void> {
    if (await this.store.isClosed(tx, month, lock))
      throw new ApiError(409, 'Conflict', MONTH_MESSAGES.weekInClosedMonth(month));
  }
}
