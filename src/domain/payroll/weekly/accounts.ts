import type { IsoDate } from '../dates';
import type { EarningLine } from '../lines';
import type { WorkerInput } from '../weekly-input';

/** A worker's week while it is computed: earning lines and subtotals in cents. */
export interface WorkerAccount {
  readonly worker: WorkerInput;
  readonly earnings: EarningLine[];
  /** Cents, as exact integers (far below 2^53). */
  catchCents: number;
  landCents: number;
  bonusCents: number;
  fixedCents: number;
  otherEarningCents: number;
  fishingDays: number;
  /** Pools come in date order: a new date is a new fishing day. */
  lastFishingDate: IsoDate;
  landDays: number;
}

/** The accounts of the week's workers, by rank; a worker has one once anything is paid or charged. */
export class WorkerAccounts {
  private readonly accounts: (WorkerAccount | undefined)[];

  constructor(private readonly workers: readonly WorkerInput[]) {
    this.accounts = new Array(workers.length);
  }

  get count(): number {
    return this.workers.length;
  }

  /** The worker's account, opened if it was not. */
  of(rank: number): WorkerAccount {
    let acc = this.accounts[rank];
    if (acc === undefined) {
      acc = {
        worker: this.workers[rank]!,
        earnings: [],
        catchCents: 0,
        landCents: 0,
        bonusCents: 0,
        fixedCents: 0,
        otherEarningCents: 0,
        fishingDays: 0,
        lastFishingDate: '',
        landDays: 0,
      };
      this.accounts[rank] = acc;
    }
    return acc;
  }

  /** The worker's account if it was opened. */
  opened(rank: number): WorkerAccount | undefined {
    return this.accounts[rank];
  }
}
