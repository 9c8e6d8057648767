import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { AdjustmentRow } from '../../src/domain/fishing-weeks/grids';
import type { Loan, LoanInput, LoanInstalment } from '../../src/domain/loans/loan';
import type { Executor, Transaction } from '../db/database';
import { fishingWeeks, loans } from '../db/schema';
import type { WriteStamp } from '../kit/versioned-rows';
import { MappedWorkerRecordStore } from '../kit/worker-records';

const loanOf = (r: typeof loans.$inferSelect): Loan => ({
  id: r.id,
  workerId: r.workerId,
  grantedOn: r.grantedOn,
  amount: r.amount,
  instalment: r.instalment,
  reason: r.reason,
  version: r.version,
});

/** Loans, and their instalments as the fishing weeks' adjustments hold them (docs/loans.md). */
export class LoanStore extends MappedWorkerRecordStore<typeof loans, Loan> {
  constructor() {
    super(loans, loanOf);
  }

  ofWorker(ex: Executor, workerId: number): Promise<Loan[]> {
    return this.recordsOfWorker(ex, workerId, loans.grantedOn);
  }

  /** The loans, locked until the transaction ends: their balance cannot change meanwhile. */
  lockAll(tx: Transaction, ids: readonly number[]): Promise<Loan[]> {
    return this.recordsById(tx, ids, true);
  }

  /** Every loan of the workers `workerIds` (the service keeps those with something left). */
  async ofWorkers(ex: Executor, workerIds: readonly number[]): Promise<Loan[]> {
    if (workerIds.length === 0) return [];
    const rows = await ex
      .select()
      .from(loans)
      .where(inArray(loans.workerId, [...workerIds]))
      .orderBy(asc(loans.workerId), asc(loans.grantedOn), asc(loans.id));
    return rows.map(loanOf);
  }

  insert(tx: Transaction, workerId: number, input: LoanInput, who: WriteStamp): Promise<number> {
    return this.rows.insert(tx, { workerId, ...input }, who);
  }

  update(tx: Transaction, id: number, version: number, input: LoanInput, who: WriteStamp): Promise<boolean> {
    return this.rows.update(tx, id, version, input, who);
  }

  /**
   * The instalments of the loans in every fishing week's adjustments (closed or not), by loan;
   * `exceptWeek` leaves one week out (the week being saved counts its own rows).
   */
  async instalments(
    ex: Executor,
    loanIds: readonly number[],
    exceptWeek?: number,
  ): Promise<Map<number, LoanInstalment[]>> {
    const out = new Map<number, LoanInstalment[]>(loanIds.map((id) => [id, []]));
    if (loanIds.length === 0) return out;
    const naming = or(
      ...loanIds.map((id) => sql`${fishingWeeks.adjustments} @> ${JSON.stringify([{ loanId: id }])}::jsonb`),
    );
    const weeks = await ex
      .select({
        id: fishingWeeks.id,
        year: fishingWeeks.year,
        number: fishingWeeks.number,
        state: fishingWeeks.state,
        adjustments: fishingWeeks.adjustments,
      })
      .from(fishingWeeks)
      .where(exceptWeek === undefined ? naming : and(naming, sql`${fishingWeeks.id} <> ${exceptWeek}`));
    for (const week of weeks)
      for (const a of week.adjustments as AdjustmentRow[]) {
        if (a.kind !== 'cuota_prestamo' || typeof a.loanId !== 'number' || a.amount === null) continue;
        out.get(a.loanId)?.push({
          weekId: week.id,
          year: week.year,
          number: week.number,
          closed: week.state === 'cerrada',
          amount: a.amount,
        });
      }
    return out;
  }
}
