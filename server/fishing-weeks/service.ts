import type {
  ComputeAnswer,
  WeekDetail,
  WeekListQuery,
  WeekSummary,
  WeekTotals,
} from '../../src/application/fishing-weeks/fishing-weeks-api';
import { weeklyPayrollToJson } from '../../src/application/payroll/payroll-output-json';
import {
  accumulate,
  computeStoredWeek,
  diffResults,
  locateErrors,
  transition,
  validateAdjustments,
  validateCrew,
  validateLandings,
  validateWeek,
  WEEK_MESSAGES,
  type Accumulated,
  type AdjustmentRow,
  type CrewRow,
  type LandingRow,
  type LandWorkRow,
  type PriceRow,
  type RowProblem,
  type StoredWeek,
  type WeekAction,
  type WeekInput,
  type WorkerTotals,
} from '../../src/domain/fishing-weeks';
import { Decimal } from '../../src/domain/payroll/decimal';
import { err, ok, type Result } from '../../src/domain/shared/result';
import type { Page } from '../../src/domain/shared/paging';
import type { WeeklyPayroll } from '../../src/domain/payroll/weekly-payroll';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import { changeVersioned, createAudited, type AuditActor } from '../kit/versioned';
import { DatabaseParameterSource } from '../parameters/source';
import { ApiError, notFound, staleUpdate, validationFailed } from '../shared/errors';
import {
  FishingWeekStore,
  gridsOf,
  packJson,
  reopeningsOf,
  unpackJson,
  stateOf,
  type WeekGrids,
  type WeekRow,
  type WeekSummaryRow,
} from './store';

/** The audit trail's entity: the module code. */
export const MODULE = 'semana_de_pesca';

/** A computation the engine refused: its errors with the grid rows they name. */
export type ComputeRefusal = ReturnType<typeof locateErrors>;

/** Test seams: a failure injected after a write, inside its transaction (nothing may remain of it). */
export interface FishingWeekHooks {
  afterWrite?(tx: Transaction): Promise<void>;
}

const summaryOf = (row: WeekSummaryRow): WeekSummary => ({
  id: row.id,
  year: row.year,
  number: row.number,
  start: row.startDate,
  end: row.endDate,
  month: row.month,
  state: row.state as WeekSummary['state'],
  landingCount: row.landingCount,
  crewDays: row.crewDays,
  totals: row.totals as WeekTotals | null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

const detailOf = (row: WeekRow): WeekDetail => ({
  ...summaryOf(row),
  ...gridsOf(row),
  closedAt: row.closedAt?.toISOString() ?? null,
  closedBy: row.closedBy,
  reopenings: reopeningsOf(row),
});

const storedWeek = (row: WeekRow): StoredWeek => ({
  year: row.year,
  number: row.number,
  start: row.startDate,
  end: row.endDate,
  month: row.month,
  ...gridsOf(row),
});

/** What the audit trail keeps of a week: its state and the size of its grids, not the grids. */
const auditView = (row: WeekRow | WeekSummaryRow) => ({
  year: row.year,
  number: row.number,
  state: row.state,
  landingCount: row.landingCount,
  crewDays: row.crewDays,
  version: row.version,
});

const refuseRows = (problems: readonly RowProblem[]) =>
  validationFailed(
    problems.map((p) => ({ field: `${p.grid}.${p.row}.${p.field}`, message: p.message })),
    `Hay ${problems.length} problema(s) en las filas: corríjalos y vuelva a guardar.`,
  );

function workerTotalsOf(payroll: WeeklyPayroll): WorkerTotals[] {
  return payroll.workers.map((w) => ({
    document: w.worker.document,
    name: w.worker.name,
    gross: w.gross.toFixed(2),
    deductions: w.totalDeductions.toFixed(2),
    net: w.net.toFixed(2),
  }));
}

function totalsOfPayroll(payroll: WeeklyPayroll): WeekTotals {
  return {
    workers: payroll.workers.length,
    tonnes: Decimal.sum(payroll.vessels.map((v) => v.netTonnes)).toFixed(3),
    catchValue: Decimal.sum(payroll.vessels.map((v) => v.catchValue)).toFixed(2),
    gross: payroll.totals.gross.toFixed(2),
    deductions: payroll.totals.deductions.toFixed(2),
    net: payroll.totals.net.toFixed(2),
    employer: payroll.totals.employer.toFixed(2),
  };
}

/** Fishing weeks (semana_de_pesca): create, list, grids, compute, close, reopen (docs/fishing-weeks.md). */
export class FishingWeekService {
  readonly store = new FishingWeekStore();
  private readonly parameters: DatabaseParameterSource;

  constructor(
    private readonly context: ServerContext,
    private readonly hooks: FishingWeekHooks = {},
  ) {
    this.parameters = new DatabaseParameterSource(context.db);
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
    const problems = validateWeek(input);
    if (problems.length > 0) throw validationFailed(problems);
    const { db, clock } = this.context;
    const id = await createAudited(db, clock, {
      entity: MODULE,
      actor,
      insert: async (tx) => {
        if (await this.store.exists(tx, input.year, input.number))
          throw new ApiError(409, 'Conflict', WEEK_MESSAGES.duplicate, [
            { field: 'number', message: WEEK_MESSAGES.duplicate },
          ]);
        const now = clock.now();
        return this.store.insert(tx, {
          year: input.year,
          number: input.number,
          startDate: input.start,
          endDate: input.end,
          month: input.month,
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

  saveLandings(
    id: number,
    body: { version: number; prices: PriceRow[]; landings: LandingRow[] },
    actor: AuditActor,
  ): Promise<WeekSummary> {
    return this.saveGrids(id, body.version, actor, async (tx, row) => {
      const refs = await this.store.references(tx);
      const problems = validateLandings(
        { start: row.startDate, end: row.endDate },
        body.prices,
        body.landings,
        refs,
      );
      if (problems.length > 0) throw refuseRows(problems);
      return { prices: body.prices, landings: body.landings };
    });
  }

  saveCrew(
    id: number,
    body: { version: number; crew: CrewRow[]; landWork: LandWorkRow[] },
    actor: AuditActor,
  ): Promise<WeekSummary> {
    return this.saveGrids(id, body.version, actor, async (tx, row) => {
      const refs = await this.store.references(tx);
      const problems = validateCrew(
        { start: row.startDate, end: row.endDate },
        body.crew,
        body.landWork,
        refs,
      );
      if (problems.length > 0) throw refuseRows(problems);
      return { crew: body.crew, landWork: body.landWork };
    });
  }

  saveAdjustments(
    id: number,
    body: { version: number; adjustments: AdjustmentRow[] },
    actor: AuditActor,
  ): Promise<WeekSummary> {
    return this.saveGrids(id, body.version, actor, async (tx) => {
      const problems = validateAdjustments(body.adjustments, await this.store.references(tx));
      if (problems.length > 0) throw refuseRows(problems);
      return { adjustments: body.adjustments };
    });
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
    const week = storedWeek(row);
    const workerIds = [
      ...new Set([
        ...week.crew.map((c) => c.workerId),
        ...week.landWork.map((l) => l.workerId),
        ...week.adjustments.map((a) => a.workerId),
      ]),
    ];
    const [master, parameters, closed] = await Promise.all([
      this.store.masterData(db, workerIds),
      this.parameters.catalogue(),
      this.store.closedWeeks(db, Number(row.month.slice(0, 4))),
    ]);
    const monthToDate = accumulate(
      closed.filter((w) => w.start !== row.startDate),
      row.month,
      row.startDate,
    ).map((a) => ({ worker: a.document, insurablePay: Decimal.of(a.monthToDate) }));
    const computed = computeStoredWeek(week, master, parameters, monthToDate);
    if (!computed.ok) return err(locateErrors(computed.error.errors, computed.error.rows));

    const payroll = computed.value.payroll;
    const result = weeklyPayrollToJson(payroll);
    const workers = workerTotalsOf(payroll);
    const totals = totalsOfPayroll(payroll);
    const state = this.allow(row, 'compute');
    await changeVersioned<WeekRow>(db, clock, {
      entity: MODULE,
      id,
      version,
      action: 'editar',
      actor,
      notFoundMessage: WEEK_MESSAGES.notFound,
      load: (tx) => this.store.lock(tx, id),
      check: async (_tx, current) => void this.allow(current, 'compute'),
      write: async (tx, current) => {
        const written = await this.store.update(tx, id, current.version, {
          state,
          totals,
          result: packJson(result),
          workerTotals: workers,
          updatedAt: clock.now(),
          updatedBy: actor.actorUsername,
        });
        await this.hooks.afterWrite?.(tx);
        return written;
      },
      before: auditView,
      after: () => ({ state, totals }),
    });
    const after = (await this.store.summary(db, id))!;
    const closedWorkers = row.closedWorkerTotals as WorkerTotals[] | null;
    return ok({
      week: summaryOf(after),
      result,
      workers,
      diff: reopeningsOf(row).length > 0 && closedWorkers ? diffResults(closedWorkers, workers) : [],
    });
  }

  /** Closes a calculada week: stores its result with the parameters it used; the week is then immutable. */
  async close(id: number, version: number, actor: AuditActor): Promise<WeekSummary> {
    const { db, clock } = this.context;
    await changeVersioned<WeekRow>(db, clock, {
      entity: MODULE,
      id,
      version,
      action: 'cerrar',
      actor,
      notFoundMessage: WEEK_MESSAGES.notFound,
      load: (tx) => this.store.lock(tx, id),
      check: async (_tx, current) => {
        this.allow(current, 'close');
        if (!current.hasResult) throw new ApiError(409, 'Conflict', WEEK_MESSAGES.closeNeedsCompute);
      },
      write: async (tx, current) => {
        const now = clock.now();
        const written = await this.store.update(tx, id, current.version, {
          state: 'cerrada',
          ...(await this.store.closeColumns(tx, id)),
          closedAt: now,
          closedBy: actor.actorUsername,
          updatedAt: now,
          updatedBy: actor.actorUsername,
        });
        await this.hooks.afterWrite?.(tx);
        return written;
      },
      before: auditView,
      after: (current) => ({ state: 'cerrada', totals: current.totals }),
    });
    return summaryOf((await this.store.summary(db, id))!);
  }

  /** Reopens a closed week (the route requires `aprobar`), recording who, when and why. */
  async reopen(id: number, version: number, reason: string, actor: AuditActor): Promise<WeekSummary> {
    const { db, clock } = this.context;
    const text = reason.trim();
    await changeVersioned<WeekRow>(db, clock, {
      entity: MODULE,
      id,
      version,
      action: 'reabrir',
      actor,
      notFoundMessage: WEEK_MESSAGES.notFound,
      load: (tx) => this.store.lock(tx, id),
      check: async (_tx, current) => void this.allow(current, 'reopen', text),
      write: async (tx, current) => {
        const now = clock.now();
        const written = await this.store.update(tx, id, current.version, {
          state: 'reabierta',
          reopenings: [
            ...reopeningsOf(current),
            { at: now.toISOString(), by: actor.actorUsername, reason: text },
          ],
          updatedAt: now,
          updatedBy: actor.actorUsername,
        });
        await this.hooks.afterWrite?.(tx);
        return written;
      },
      before: auditView,
      after: () => ({ state: 'reabierta', reason: text }),
    });
    return summaryOf((await this.store.summary(db, id))!);
  }

  /** The closed result, the parameters it used and the workers' totals. */
  async result(id: number): Promise<{ result: unknown; parameters: unknown; workers: WorkerTotals[] }> {
    const row = await this.store.closed(this.context.db, id);
    if (!row) throw notFound(WEEK_MESSAGES.notFound);
    if (row.result === null) throw new ApiError(404, 'NotFound', 'La semana no tiene un resultado cerrado.');
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

  /** The state after the action, or the refusal as an ApiError. */
  private allow(row: WeekRow, action: WeekAction, reason?: string) {
    const next = transition(stateOf(row), action, {
      canApprove: true,
      reopened: reopeningsOf(row).length > 0,
      ...(reason !== undefined ? { reason } : {}),
    });
    if (!next.ok)
      throw new ApiError(
        next.error.status,
        next.error.status === 409 ? 'Conflict' : next.error.status === 403 ? 'Forbidden' : 'ValidationError',
        next.error.message,
        next.error.status === 400 ? [{ field: 'reason', message: next.error.message }] : undefined,
      );
    return next.value;
  }

  /** A whole-grid save: versioned, refused on a closed week, audited, in one transaction. */
  private async saveGrids(
    id: number,
    version: number,
    actor: AuditActor,
    grids: (tx: Transaction, row: WeekRow) => Promise<Partial<WeekGrids>>,
  ): Promise<WeekSummary> {
    const { db, clock } = this.context;
    let changed: Partial<WeekGrids> = {};
    await changeVersioned<WeekRow>(db, clock, {
      entity: MODULE,
      id,
      version,
      action: 'editar',
      actor,
      notFoundMessage: WEEK_MESSAGES.notFound,
      load: (tx) => this.store.lock(tx, id),
      check: async (tx, current) => {
        this.allow(current, 'edit');
        changed = await grids(tx, current);
      },
      write: async (tx, current) => {
        const written = await this.store.update(tx, id, current.version, {
          ...changed,
          state: this.allow(current, 'edit'),
          ...(changed.landings ? { landingCount: changed.landings.length } : {}),
          ...(changed.crew ? { crewDays: changed.crew.length } : {}),
          // The computation no longer matches the grids.
          totals: null,
          result: null,
          workerTotals: null,
          updatedAt: clock.now(),
          updatedBy: actor.actorUsername,
        });
        await this.hooks.afterWrite?.(tx);
        return written;
      },
      before: auditView,
      after: async (_current, tx) => ({
        ...auditView((await this.store.summary(tx, id))!),
        grids: Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, (v as unknown[]).length])),
      }),
    });
    return summaryOf((await this.store.summary(db, id))!);
  }
}
