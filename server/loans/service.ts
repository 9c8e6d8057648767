import type { AdjustmentRow, LoanReference } from '../../src/domain/fishing-weeks/grids';
import {
  cleanLoan,
  instalmentReason,
  LOAN_MESSAGES,
  loanStatement,
  nextInstalment,
  validateLoan,
  type Loan,
  type LoanInput,
  type LoanStatement,
} from '../../src/domain/loans/loan';
import { Decimal } from '../../src/domain/shared/decimal';
import type { Executor, Transaction } from '../db/database';
import type { AuditActor } from '../kit/versioned';
import { WorkerRecordService } from '../kit/worker-record-service';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { LoanStore } from './store';

/** Loans are part of the worker's record: the worker screen's permissions guard them. */
export const MODULE = 'trabajador';
/** The audit trail's entity. */
export const ENTITY = 'prestamo';

const auditView = (loan: Loan) => ({
  workerId: loan.workerId,
  grantedOn: loan.grantedOn,
  amount: loan.amount,
  instalment: loan.instalment,
  reason: loan.reason,
});

const TRAIL = { entity: ENTITY, notFoundMessage: LOAN_MESSAGES.notFound, auditView };

const FORM = {
  workerNotFoundMessage: LOAN_MESSAGES.workerNotFound,
  validateInput: validateLoan,
  cleanInput: cleanLoan,
};

/** Loans with their running balance; the instalments a week deducts (docs/loans.md). */
export class LoanService extends WorkerRecordService<Loan, LoanStore> {
  protected readonly trail = TRAIL;

  /** A worker's loans, oldest first, each with its instalments and balance. */
  async ofWorker(workerId: number): Promise<LoanStatement[]> {
    const { db } = this.context;
    if (!(await this.store.workerExists(db, workerId))) throw notFound(LOAN_MESSAGES.workerNotFound);
    const list = await this.store.ofWorker(db, workerId);
    const instalments = await this.store.instalments(
      db,
      list.map((l) => l.id),
    );
    return list.map((l) => loanStatement(l, instalments.get(l.id) ?? []));
  }

  async get(id: number): Promise<LoanStatement> {
    const { db } = this.context;
    const loan = await this.store.get(db, id);
    if (!loan) throw notFound(LOAN_MESSAGES.notFound);
    return loanStatement(loan, (await this.store.instalments(db, [id])).get(id) ?? []);
  }

  async create(workerId: number, input: LoanInput, actor: AuditActor): Promise<LoanStatement> {
    return this.get(await this.records().addInput(this.store, FORM, workerId, input, actor));
  }

  /** Changes a loan; its amount never below what closed and open weeks deduct of it. */
  async update(id: number, version: number, input: LoanInput, actor: AuditActor): Promise<LoanStatement> {
    await this.records().editInput(
      this.store,
      FORM,
      id,
      version,
      input,
      actor,
      async (tx, current, clean) => {
        const statement = loanStatement(current, (await this.store.instalments(tx, [id])).get(id) ?? []);
        const recorded = Decimal.of(statement.deducted).plus(Decimal.of(statement.planned));
        if (Decimal.of(clean.amount).compare(recorded) < 0)
          throw validationFailed([
            { field: 'amount', message: LOAN_MESSAGES.amountBelowDeducted(recorded.toFixed(2)) },
          ]);
      },
    );
    return this.get(id);
  }

  /** Deletes a loan no week deducts from (a loan typed by mistake); one with instalments stays. */
  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.records().delete(id, version, actor, async (tx) => {
      const weeks = new Set(((await this.store.instalments(tx, [id])).get(id) ?? []).map((i) => i.weekId));
      if (weeks.size > 0)
        throw new ApiError(409, 'Conflict', LOAN_MESSAGES.deleteWithInstalments(weeks.size));
    });
  }

  /**
   * The loans a week's adjustments name, locked for the transaction, with what the week may deduct of
   * each (the amount less every other week's instalments): the grid save checks its rows against them.
   */
  async referencesForWeek(
    tx: Transaction,
    weekId: number,
    adjustments: readonly AdjustmentRow[],
  ): Promise<Map<number, LoanReference>> {
    const ids = [...new Set(adjustments.flatMap((a) => (typeof a.loanId === 'number' ? [a.loanId] : [])))];
    const locked = await this.store.lockAll(tx, ids);
    const others = await this.store.instalments(tx, ids, weekId);
    return new Map(
      locked.map((loan) => [
        loan.id,
        { workerId: loan.workerId, available: loanStatement(loan, others.get(loan.id) ?? []).available },
      ]),
    );
  }

  /**
   * The instalment rows a week could add: one for each loan with something left to deduct of a worker
   * the week names, not already in the week's adjustments; the clerk reviews them before saving.
   */
  async instalmentsForWeek(
    ex: Executor,
    weekId: number,
    workerIds: readonly number[],
    adjustments: readonly AdjustmentRow[],
  ): Promise<AdjustmentRow[]> {
    const inWeek = new Set(adjustments.flatMap((a) => (typeof a.loanId === 'number' ? [a.loanId] : [])));
    const candidates = (await this.store.ofWorkers(ex, workerIds)).filter((l) => !inWeek.has(l.id));
    const others = await this.store.instalments(
      ex,
      candidates.map((l) => l.id),
      weekId,
    );
    return candidates.flatMap((loan) => {
      const statement = loanStatement(loan, others.get(loan.id) ?? []);
      if (!Decimal.of(statement.available).isPositive()) return [];
      return [
        {
          workerId: loan.workerId,
          kind: 'cuota_prestamo' as const,
          amount: nextInstalment(loan, statement.available),
          percent: null,
          beneficiary: '',
          reason: instalmentReason(loan, statement.balance),
          loanId: loan.id,
        },
      ];
    });
  }

  /** Why a worker cannot be deleted because of their loans, or undefined. */
  async workerDeleteRefusal(ex: Executor, workerId: number): Promise<string | undefined> {
    const count = await this.store.countOfWorker(ex, workerId);
    return count === 0 ? undefined : LOAN_MESSAGES.workerHasLoans(count);
  }
}
