import {
  cleanDeclaration,
  DECLARATION_MESSAGES,
  validateDeclaration,
  type Declaration,
  type DeclarationInput,
  type DeclarationStamp,
} from '../../src/domain/income-tax-declarations/declaration';
import { isMonth, MONTH_MESSAGES, type OtherIncomeOfMonth } from '../../src/domain/months/month';
import type { ServerContext } from '../context';
import type { Executor, Transaction } from '../db/database';
import { createAudited, type AuditActor } from '../kit/versioned';
import { WorkerRecordService } from '../kit/worker-record-service';
import { assertValid } from '../kit/http';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { DeclarationRow, DeclarationStore } from './store';

/** What the declarations need of the payroll months: whether one is closed (read FOR SHARE when `lock`). */
export interface MonthLocks {
  isClosed(tx: Transaction, month: string, lock: boolean): Promise<boolean>;
}

/** The declarations belong to the payroll month: its screen's permissions guard them. */
export const MODULE = 'vacaciones_gratificaciones_cts';
/** The audit trail's entity. */
export const ENTITY = 'declaracion_renta';

const auditView = (d: Declaration) => ({
  month: d.month,
  kind: d.kind,
  document: d.document,
  employerRuc: d.employerRuc,
  employerName: d.employerName,
  taxablePay: d.taxablePay,
  taxWithheld: d.taxWithheld,
  amount: d.amount,
});

const publicOf = ({ workerId: _workerId, ...declaration }: DeclarationRow): Declaration => declaration;

const TRAIL = { entity: ENTITY, notFoundMessage: DECLARATION_MESSAGES.notFound, auditView };

/**
 * A worker's income tax declarations of a payroll month (docs/months.md): other employers' pay and
 * withholding, and the deductible expenses declared. A closed month refuses every change (its row is
 * read FOR SHARE, so a close waits for the change or the change sees the close); a computed month
 * becomes stale, because its computation keeps the declarations' versions it used.
 */
export class DeclarationService extends WorkerRecordService<DeclarationRow, DeclarationStore> {
  protected readonly trail = TRAIL;

  constructor(
    context: Pick<ServerContext, 'db' | 'clock'>,
    store: DeclarationStore,
    private readonly months: MonthLocks,
  ) {
    super(context, store);
  }

  async ofMonth(month: string): Promise<Declaration[]> {
    this.checkMonth(month);
    return (await this.store.ofMonth(this.context.db, month)).map(publicOf);
  }

  async get(id: number): Promise<Declaration> {
    const row = await this.store.get(this.context.db, id);
    if (!row) throw notFound(DECLARATION_MESSAGES.notFound);
    return publicOf(row);
  }

  async create(month: string, input: DeclarationInput, actor: AuditActor): Promise<Declaration> {
    this.checkMonth(month);
    const { db, clock } = this.context;
    const clean = this.validated(input);
    const id = await createAudited(db, clock, {
      entity: ENTITY,
      actor,
      insert: async (tx) => {
        await this.refuseClosed(tx, month);
        const workerId = await this.checkRow(tx, month, clean);
        return this.store.insert(tx, workerId, month, clean, { at: clock.now(), by: actor.actorUsername });
      },
      after: { month, ...clean },
    });
    return this.get(id);
  }

  async update(
    id: number,
    version: number,
    input: DeclarationInput,
    actor: AuditActor,
  ): Promise<Declaration> {
    const clean = this.validated(input);
    await this.records().edit(id, version, actor, {
      check: async (tx, current) => this.refuseClosed(tx, current.month),
      write: async (tx, current, who) => {
        const workerId = await this.checkRow(tx, current.month, clean, id);
        return this.store.update(tx, id, current.version, workerId, clean, who);
      },
      after: (current) => auditView({ ...current, ...clean }),
    });
    return this.get(id);
  }

  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.records().delete(id, version, actor, (tx, current) => this.refuseClosed(tx, current.month));
  }

  /**
   * The stamps (id, version) of each month's declarations (of a year, or of one month, when given);
   * `lock` reads them FOR SHARE (a month closing sees a change that committed first).
   */
  stampsOf(
    ex: Executor,
    filter: { year?: number; month?: string } = {},
    lock = false,
  ): Promise<Map<string, DeclarationStamp[]>> {
    return this.store.stamps(ex, filter, lock);
  }

  /** The month's declarations with their workers: what the month's computation takes. */
  rowsOfMonth(ex: Executor, month: string): Promise<DeclarationRow[]> {
    return this.store.ofMonth(ex, month);
  }

  /** Other employers' pay and withholding declared for the months of `month`'s year before it. */
  otherIncomeBefore(ex: Executor, month: string): Promise<OtherIncomeOfMonth[]> {
    return this.store.otherIncomeBefore(ex, month);
  }

  /** Why a worker cannot be deleted because of their declarations, or undefined. */
  async workerDeleteRefusal(ex: Executor, workerId: number): Promise<string | undefined> {
    const count = await this.store.countOfWorker(ex, workerId);
    return count === 0 ? undefined : DECLARATION_MESSAGES.workerHasDeclarations(count);
  }

  private validated(input: DeclarationInput): DeclarationInput {
    assertValid(validateDeclaration(input));
    return cleanDeclaration(input);
  }

  /** 409 when the month is closed (read FOR SHARE: a close waits for this change). */
  private async refuseClosed(tx: Transaction, month: string): Promise<void> {
    if (await this.months.isClosed(tx, month, true))
      throw new ApiError(409, 'Conflict', DECLARATION_MESSAGES.closedMonth(month));
  }

  /** The worker of the document, and no other declaration of the same worker, month and employer. */
  private async checkRow(tx: Transaction, month: string, clean: DeclarationInput, except?: number) {
    const workerId = await this.store.workerByDocument(tx, clean.document);
    if (workerId === undefined)
      throw validationFailed([
        { field: 'document', message: DECLARATION_MESSAGES.unknownWorker(clean.document) },
      ]);
    if (await this.store.duplicate(tx, workerId, month, clean, except))
      throw validationFailed(
        clean.kind === 'otro_empleador'
          ? [{ field: 'employerRuc', message: DECLARATION_MESSAGES.duplicateEmployer }]
          : [{ field: 'document', message: DECLARATION_MESSAGES.duplicateExpenses }],
      );
    return workerId;
  }

  private checkMonth(month: string): void {
    if (!isMonth(month)) throw validationFailed([{ field: 'month', message: MONTH_MESSAGES.month }]);
  }
}
