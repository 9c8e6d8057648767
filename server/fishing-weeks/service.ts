import type {
  ComputeAnswer,
  WeekDetail,
  WeekListQuery,
  WeekSummary,
  WorkerBreakdown,
} from '../../src/application/fishing-weeks/fishing-weeks-api';
import { weeklyPayrollToJson } from '../../src/application/payroll/payroll-output-json';
import {
  accumulate,
  carriedPrices,
  computeWeek,
  contextParameters,
  diffResults,
  locateErrors,
  namedWorkerIds,
  validateAdjustments,
  validateCrew,
  validateLandings,
  validateWeek,
  WEEK_CYCLE,
  WEEK_MESSAGES,
  type Accumulated,
  type AdjustmentRow,
  type ComputeContext,
  type GridReferences,
  type RowProblem,
  type WeekAction,
  type WeekInput,
  type WorkerTotals,
  workerTotalsOf,
} from '../../src/domain/fishing-weeks';
import { err, ok, type Result } from '../../src/domain/shared/result';
import type { Page } from '../../src/domain/shared/paging';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import {
  allowPeriodAction,
  closePeriod,
  periodStepsOn,
  reopenPeriod,
  type PeriodHooks,
  type PeriodSteps,
} from '../kit/period-cycle';
import { changeVersioned, createAudited, type AuditActor, type VersionedChange } from '../kit/versioned';
import {
  auditView,
  breakdownOf,
  dates,
  detailOf,
  NO_CLOSED_RESULT,
  NO_RESULT,
  recompute,
  refuseRows,
  summaryOf,
  totalsOfPayroll,
  weekInputOf,
} from './week-rows';
import type { PayrollParameterSource } from '../../src/application/payroll/ports';
import type { CourtOrderService } from '../court-orders/service';
import type { CourtOrder } from '../../src/domain/court-orders/court-order';
import type { WeekMasterData } from '../../src/domain/fishing-weeks/engine-input';
import type { LoanService } from '../loans/service';
import type { IncomeTaxBalanceService } from '../income-tax-balances';
import { weekWithholdings } from './tax-balances';
import { assertValid } from '../kit/http';
import { ApiError, notFound, staleUpdate } from '../kit/errors';
import {
  type FishingWeekStore,
  gridsOf,
  packJson,
  reopeningsOf,
  unpackJson,
  stateOf,
  type StoredWorkerResult,
  type WeekGrids,
  type WeekRow,
  type WeekStateRow,
} from './store';

/** A save of some of the week's grids, with the version read. */
type GridSave<G extends keyof WeekGrids> = Pick<WeekGrids, G> & { readonly version: number };

/** A week's versioned edit as the trail records it: who, the version read, the 404 when it is gone. */
function weekEdit(
  id: number,
  version: number,
  actor: AuditActor,
): Pick<VersionedChange<WeekStateRow>, 'entity' | 'id' | 'version' | 'action' | 'actor' | 'notFoundMessage'> {
  return { entity: MODULE, id, version, action: 'editar', actor, notFoundMessage: WEEK_MESSAGES.notFound };
}

/** The columns a write of a week changes. */
type WeekChanges = Parameters<FishingWeekStore['update']>[3];

/** The audit trail's entity: the module code. */
/** A catalogue record the grids name was deleted between the check and the save. */
const NAMED_ROW_DELETED =
  'Un registro que nombra la semana (embarcación, especie, fábrica, cargo o trabajador) se eliminó mientras se guardaba: actualice y vuelva a intentarlo.';

export const MODULE = 'semana_de_pesca';

/** A computation the engine refused: its errors with the grid rows they name. */
export type ComputeRefusal = ReturnType<typeof locateErrors>;

/** Test seams: a failure injected after a write, inside its transaction (nothing may remain of it). */
export type FishingWeekHooks = PeriodHooks;

export type { ClosedWeek, MonthWeekCount, MonthWeekRow, WeeksOfMonth } from './weeks-of-month';

/** What the weeks need of the payroll months: a change to a week of a closed month is refused. */
export interface MonthLock {
  /** Throws the conflict when `month` is closed; `lock` reads it FOR SHARE (a create waits). */
  refuseWeekChange(tx: Transaction, month: string, lock: boolean): Promise<void>;
}

/** What the weeks need of the closed result review: a week's findings end when it is reopened or closed again. */
export interface WeekFindings {
  forgetWeek(tx: Transaction, weekId: number): Promise<void>;
}

/**
 * What the weeks need of the payslip deliveries: a closed week's payslips are published to its workers
 * in the close's transaction, and completed once it has committed (docs/payslip-deliveries.md).
 */
export interface PayslipPublishing {
  publishWeek(tx: Transaction, weekId: number): Promise<void>;
  completeWeek(weekId: number): Promise<void>;
}

/** What the service is built with: its store, and what it uses of other features (their services). */
export interface FishingWeekDependencies {
  readonly store: FishingWeekStore;
  /** A closed payroll month keeps its weeks: none reopened, none added (docs/months.md). */
  readonly months: MonthLock;
  readonly reviews: WeekFindings;
  readonly deliveries: PayslipPublishing;
  readonly loans: LoanService;
  readonly parameters: PayrollParameterSource;
  /** The court orders the engine withholds each week (docs/court-orders.md). */
  readonly courtOrders: Pick<CourtOrderService, 'inForce'>;
  /** The income tax balances of closed months the week withholds (docs/payroll.md). */
  readonly taxBalances: IncomeTaxBalanceService;
}

/** Fishing weeks (semana_de_pesca): create, list, grids, compute, close, reopen (docs/fishing-weeks.md). */
export class FishingWeekService {
  readonly store: FishingWeekStore;
  private readonly parameters: PayrollParameterSource;
  private readonly loans: LoanService;
  private readonly courtOrders: Pick<CourtOrderService, 'inForce'>;
  private readonly months: MonthLock;
  private readonly reviews: WeekFindings;
  private readonly deliveries: PayslipPublishing;
  private readonly taxBalances: IncomeTaxBalanceService;

  constructor(
    private readonly context: ServerContext,
    deps: FishingWeekDependencies,
    private readonly hooks: FishingWeekHooks = {},
  ) {
    this.store = deps.store;
    this.months = deps.months;
    this.reviews = deps.reviews;
    this.deliveries = deps.deliveries;
    this.loans = deps.loans;
    this.parameters = deps.parameters;
    this.courtOrders = deps.courtOrders;
    this.taxBalances = deps.taxBalances;
  }

  /** The cycle's steps on the week's row. */
  private steps(id: number): PeriodSteps<WeekRow> {
    const { db, clock } = this.context;
    const period = { db, clock, entity: MODULE, notFoundMessage: WEEK_MESSAGES.notFound, auditView };
    return periodStepsOn<number, WeekRow>(this.store, id, period, this.hooks);
  }

  async list(query: WeekListQuery): Promise<Page<WeekSummary>> {
    const { rows, total } = await this.store.list(this.context.db, {
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort ?? 'start',
      order: query.order ?? 'desc',
      ...(query.year !== undefined ? { year: query.year } : {}),
      ...(query.state !== undefined ? { state: query.state } : {}),
    });
    return { rows: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<WeekDetail> {
    const row = await this.store.get(this.context.db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    return detailOf(row);
  }

  async create(input: WeekInput, actor: AuditActor): Promise<WeekDetail> {
    assertValid(validateWeek(input));
    const { db, clock } = this.context;
    const id = await createAudited(db, clock, {
      entity: MODULE,
      actor,
      insert: async (tx) => {
        // FOR SHARE: a week created while its month closes waits for the close, then is refused.
        await this.months.refuseWeekChange(tx, input.month, true);
        if (await this.store.exists(tx, input.year, input.number))
          throw new ApiError(409, 'Conflict', WEEK_MESSAGES.duplicate, [
            { field: 'number', message: WEEK_MESSAGES.duplicate },
          ]);
        const now = clock.now();
        // The price list goes on from the latest week before this one.
        const prices = carriedPrices(await this.store.previousPrices(tx, input.start), input.start);
        return this.store.insert(tx, {
          year: input.year,
          number: input.number,
          startDate: input.start,
          endDate: input.end,
          month: input.month,
          prices,
          createdAt: now,
          createdBy: actor.actorUsername,
          updatedAt: now,
          updatedBy: actor.actorUsername,
        });
      },
      afterOf: async (tx, newId) => auditView((await this.store.summary(tx, newId))!),
    }).catch((error: unknown) => {
      // Two clerks creating the same week at once: the unique index decides.
      if (
        (error as { code?: string }).code === '23505' ||
        /fishing_weeks_year_number_idx/.test(String(error))
      )
        throw new ApiError(409, 'Conflict', WEEK_MESSAGES.duplicate);
      throw error;
    });
    return this.get(id);
  }

  saveLandings(id: number, body: GridSave<'prices' | 'landings'>, actor: AuditActor): Promise<WeekSummary> {
    const { prices, landings } = body;
    return this.saveGrid(id, body.version, actor, { prices, landings }, (row, refs) =>
      validateLandings(dates(row), prices, landings, refs),
    );
  }

  saveCrew(id: number, body: GridSave<'crew' | 'landWork'>, actor: AuditActor): Promise<WeekSummary> {
    const { crew, landWork } = body;
    return this.saveGrid(id, body.version, actor, { crew, landWork }, (row, refs) =>
      validateCrew(dates(row), crew, landWork, refs),
    );
  }

  saveAdjustments(id: number, body: GridSave<'adjustments'>, actor: AuditActor): Promise<WeekSummary> {
    const { adjustments } = body;
    return this.saveGrid(
      id,
      body.version,
      actor,
      { adjustments },
      (_row, refs) => validateAdjustments(adjustments, refs),
      // The loans the rows name, locked: two weeks cannot both deduct the same balance.
      async (tx) => ({ loans: await this.loans.referencesForWeek(tx, id, adjustments) }),
    );
  }

  /**
   * The loan instalments the week could add to its adjustments (docs/loans.md): one row for each loan
   * with something left to deduct of a worker the week names, not in the week yet. Nothing is saved.
   */
  async loanInstalments(id: number): Promise<AdjustmentRow[]> {
    const { db } = this.context;
    const row = await this.store.get(db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    this.allow(row, 'edit');
    const grids = gridsOf(row);
    return this.loans.instalmentsForWeek(db, id, namedWorkerIds(grids), grids.adjustments);
  }

  /**
   * Computes the week on the server with the stored parameters (in force on the week's last day),
   * the month-to-date pay of the closed weeks before it, and its grids; stores the result and makes
   * the week calculada. Of a reopened week, answers the per-worker diff against the closed result.
   */
  async compute(
    id: number,
    version: number,
    actor: AuditActor,
  ): Promise<Result<ComputeAnswer, ComputeRefusal>> {
    const { db, clock } = this.context;
    const row = await this.store.get(db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    this.allow(row, 'compute');
    if (row.version !== version) throw staleUpdate();
    const grids = gridsOf(row);
    const context = await this.contextOf(row, namedWorkerIds(grids));
    const computed = computeWeek(context, grids);
    if (!computed.ok) return err(locateErrors(computed.error.errors, computed.error.rows));

    const payroll = computed.value.payroll;
    // The context, not the traced result (several MB of JSON): with the grids it gives the traced
    // result again, for a worker's breakdown and when closing.
    const packed = packJson(context);
    const workers = workerTotalsOf(payroll);
    const totals = totalsOfPayroll(payroll);
    const state = this.allow(row, 'compute');
    await changeVersioned<WeekStateRow>(db, clock, {
      ...weekEdit(id, version, actor),
      load: (tx) => this.store.lockState(tx, id),
      check: async (_tx, current) => void this.allow(current, 'compute'),
      write: (tx, current) =>
        this.write(tx, id, current.version, actor, {
          state,
          totals,
          context: packed,
          result: null,
          workerTotals: workers,
        }),
      before: auditView,
      after: () => ({ state, totals }),
    });
    const after = (await this.store.summary(db, id))!;
    const closedWorkers = row.closedWorkerTotals as WorkerTotals[] | null;
    return ok({
      week: summaryOf(after),
      workers,
      diff: reopeningsOf(row).length > 0 && closedWorkers ? diffResults(closedWorkers, workers) : [],
    });
  }

  /**
   * What the week is computed with besides its grids (the catalogue data, the terms of the workers its
   * stored grids name, the parameters in force on its last day, the month-to-date pay): the browser
   * preview computes the edited grids with it and `computeWeek`, as the server does.
   */
  /**
   * The week's compute context for the browser preview: the workers its saved grids name, and
   * `extraWorkerIds` (workers the clerk has added but not saved yet).
   */
  async computeContext(id: number, extraWorkerIds: readonly number[] = []): Promise<ComputeContext> {
    const row = await this.store.get(this.context.db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    return this.contextOf(row, [...new Set([...namedWorkerIds(gridsOf(row)), ...extraWorkerIds])]);
  }

  private async contextOf(row: WeekRow, named: readonly number[]): Promise<ComputeContext> {
    const { db } = this.context;
    // General-regime staff are paid their salary every week they are employed, named or not.
    const salaried = await this.store.salariedWorkerIds(db, row.startDate, row.endDate);
    const workerIds = [...new Set([...named, ...salaried])];
    const [master, parameters, closed, orders] = await Promise.all([
      this.store.masterData(db, workerIds),
      this.parameters.catalogue(),
      this.store.closedWeeks(db, Number(row.month.slice(0, 4))),
      this.courtOrders.inForce(db, workerIds, row.startDate, row.endDate),
    ]);
    const monthToDate = accumulate(
      closed.filter((w) => w.start !== row.startDate),
      row.month,
      row.startDate,
    ).map((a) => ({ worker: a.document, insurablePay: a.monthToDate }));
    const documents = master.workers.map((w) => w.document);
    const taxBalances = await this.taxBalances.toWithhold(db, documents, row.month);
    return {
      week: weekInputOf(row),
      master,
      parameterDate: row.endDate,
      parameters: contextParameters(parameters, row.endDate),
      monthToDate,
      ...(taxBalances.length > 0 ? { incomeTaxBalances: taxBalances } : {}),
      ...courtOrdersOfContext(orders, master),
    };
  }

  /** Closes a calculada week: stores its result with the parameters it used; the week is then immutable. */
  async close(id: number, version: number, actor: AuditActor): Promise<WeekSummary> {
    await closePeriod(this.steps(id), {
      id,
      version,
      actor,
      closed: 'cerrada',
      check: async (_tx, current) => {
        this.allow(current, 'close');
        if (!current.hasResult) throw new ApiError(409, 'Conflict', WEEK_MESSAGES.closeNeedsCompute);
      },
      columns: async (tx, current) => {
        const traced = await this.tracedAgain(tx, current);
        // What the week withheld of earlier months' income tax balances, checked against what is pending.
        const stamp = { at: this.context.clock.now(), by: actor.actorUsername };
        await this.taxBalances.consumeInWeek(tx, id, weekWithholdings(current, traced), stamp);
        return this.store.closeColumns(tx, id, traced);
      },
      // The closed result review's re-check of this week: its new closed result is the current
      // engine's, built just above from the stored context, so it agrees and leaves the list. The
      // closed result's payslips are published to the workers with the close.
      also: async (tx) => {
        await this.reviews.forgetWeek(tx, id);
        await this.deliveries.publishWeek(tx, id);
      },
      after: (current) => ({ state: 'cerrada', totals: current.totals }),
    });
    // The employers' names on the published payslips; if this fails, the worker's list completes them.
    await this.deliveries.completeWeek(id).catch(() => undefined);
    return summaryOf((await this.store.summary(this.context.db, id))!);
  }

  /** Reopens a closed week (the route requires `aprobar`), recording who, when and why. */
  async reopen(id: number, version: number, reason: string, actor: AuditActor): Promise<WeekSummary> {
    await reopenPeriod(this.steps(id), {
      id,
      version,
      actor,
      reason,
      reopened: 'reabierta',
      check: async (tx, current, text) => {
        this.allow(current, 'reopen', text);
        // The week is locked: a month closing meanwhile sees the reopening, or this sees its close.
        await this.months.refuseWeekChange(tx, current.month, false);
      },
      // A reopened week is not a closed result to correct any more: the clerk is correcting it; what
      // it withheld of the income tax balances is pending again.
      also: async (tx) => {
        await this.reviews.forgetWeek(tx, id);
        await this.taxBalances.restoreWeek(tx, id);
      },
    });
    return summaryOf((await this.store.summary(this.context.db, id))!);
  }

  /**
   * The totals of the week's last computation and, of a reopened week, the diff against the closed
   * result; of a closed week (or a reopened one whose grids changed since), the closed result's.
   */
  async lastResult(id: number): Promise<ComputeAnswer> {
    const row = await this.store.get(this.context.db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    const current = row.workerTotals as WorkerTotals[] | null;
    const closed = row.closedWorkerTotals as WorkerTotals[] | null;
    const week = summaryOf(row);
    if (current)
      return {
        week,
        workers: current,
        diff: reopeningsOf(row).length > 0 && closed ? diffResults(closed, current) : [],
      };
    if (closed) return { week, workers: closed, diff: [] };
    throw new ApiError(404, 'NotFound', NO_RESULT);
  }

  /** One worker's traced lines, of the last computation or of the closed result. */
  async workerBreakdown(
    id: number,
    document: string,
    source: 'calculo' | 'cierre',
  ): Promise<WorkerBreakdown> {
    const { db } = this.context;
    const stored = await this.store.computation(db, id, source);
    if (stored === undefined) throw notFound(WEEK_MESSAGES.notFound);
    if (stored === null)
      throw new ApiError(404, 'NotFound', source === 'cierre' ? NO_CLOSED_RESULT : NO_RESULT);
    let worker: StoredWorkerResult | undefined;
    if ('context' in stored) {
      const row = (await this.store.get(db, id))!;
      const payroll = recompute(stored.context, row);
      const found = payroll.workers.find((w) => w.worker.document === document);
      if (found) {
        // Only this worker's part of the traced result.
        const json = weeklyPayrollToJson({ ...payroll, workers: [found], pools: [], vessels: [] });
        // eslint-disable-next-line no-restricted-syntax -- the engine's JSON of this one worker, written just above by weeklyPayrollToJson: StoredWorkerResult is that JSON's stored shape
        worker = (json.workers as unknown as StoredWorkerResult[])[0];
      }
    } else {
      const result = stored.result as { workers?: StoredWorkerResult[] };
      worker = result.workers?.find((w) => w.worker.document === document);
    }
    if (!worker)
      throw new ApiError(
        404,
        'NotFound',
        `El trabajador ${document} no figura en el resultado de la semana.`,
      );
    return breakdownOf(source, worker);
  }

  /** The closed result, the parameters it used and the workers' totals. */
  async result(id: number): Promise<{ result: unknown; parameters: unknown; workers: WorkerTotals[] }> {
    const row = await this.store.closed(this.context.db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    if (row.result === null) throw new ApiError(404, 'NotFound', NO_CLOSED_RESULT);
    return {
      result: unpackJson(row.result),
      parameters: row.parameters,
      workers: (row.workers ?? []) as WorkerTotals[],
    };
  }

  /** Month-to-date and year-to-date gross per worker from the closed weeks. */
  async accumulated(month: string): Promise<Accumulated[]> {
    const weeks = await this.store.closedWeeks(this.context.db, Number(month.slice(0, 4)));
    return accumulate(weeks, month);
  }

  /** The traced result of the stored computation, built again from its context (null: none kept). */
  private async tracedAgain(tx: Transaction, current: WeekRow) {
    const context = await this.store.context(tx, current.id);
    return context ? weeklyPayrollToJson(recompute(context, current)) : null;
  }

  /** The state after the action, or the refusal as an ApiError. */
  private allow(row: Pick<WeekRow, 'state' | 'reopenings'>, action: WeekAction, reason?: string) {
    return allowPeriodAction(WEEK_CYCLE, stateOf(row), reopeningsOf(row).length > 0, action, reason);
  }

  /** Writes a week's changes, stamped with who and when, while its version is `version`; then the hooks'. */
  private async write(
    tx: Transaction,
    id: number,
    version: number,
    actor: AuditActor,
    changes: WeekChanges,
  ): Promise<boolean> {
    const written = await this.store.update(tx, id, version, {
      ...changes,
      updatedAt: this.context.clock.now(),
      updatedBy: actor.actorUsername,
    });
    await this.hooks.afterWrite?.(tx);
    return written;
  }

  /**
   * A whole-grid save: the rows checked against the active catalogues (refused with every row's
   * problem), then versioned, refused on a closed week, audited, in one transaction.
   */
  private async saveGrid(
    id: number,
    version: number,
    actor: AuditActor,
    grids: Partial<WeekGrids>,
    problemsOf: (row: WeekRow, refs: GridReferences) => RowProblem[],
    moreReferences?: (tx: Transaction) => Promise<Partial<GridReferences>>,
  ): Promise<WeekSummary> {
    const { db, clock } = this.context;
    await changeVersioned<WeekRow>(db, clock, {
      ...weekEdit(id, version, actor),
      load: (tx) => this.store.lock(tx, id),
      check: async (tx, current) => {
        this.allow(current, 'edit');
        const refs = await this.store.references(tx);
        const problems = problemsOf(current, { ...refs, ...(await moreReferences?.(tx)) });
        if (problems.length > 0) throw refuseRows(problems);
        if ((await this.store.lockNamed(tx, grids)) > 0)
          throw new ApiError(409, 'Conflict', NAMED_ROW_DELETED);
      },
      write: (tx, current) =>
        this.write(tx, id, current.version, actor, {
          ...grids,
          state: this.allow(current, 'edit'),
          ...(grids.landings ? { landingCount: grids.landings.length } : {}),
          ...(grids.crew ? { crewDays: grids.crew.length } : {}),
          // The computation no longer matches the grids.
          totals: null,
          context: null,
          result: null,
          workerTotals: null,
        }),
      before: auditView,
      after: async (_current, tx) => ({
        ...auditView((await this.store.summary(tx, id))!),
        grids: Object.fromEntries(Object.entries(grids).map(([k, v]) => [k, (v as unknown[]).length])),
      }),
    });
    return summaryOf((await this.store.summary(db, id))!);
  }
}

/** The court orders in force as the compute context carries them: by worker document, terms only. */
function courtOrdersOfContext(
  orders: readonly CourtOrder[],
  master: WeekMasterData,
): Pick<ComputeContext, 'courtOrders'> {
  if (orders.length === 0) return {};
  const documentOf = new Map(master.workers.map((w) => [w.id, w.document]));
  return {
    courtOrders: orders.flatMap((o) => {
      const worker = documentOf.get(o.workerId);
      if (worker === undefined) return [];
      const { id, caseNumber, kind, basis, percent, amount, reachesBonus, reachesCts } = o;
      return [{ worker, order: { id, caseNumber, kind, basis, percent, amount, reachesBonus, reachesCts } }];
    }),
  };
}
