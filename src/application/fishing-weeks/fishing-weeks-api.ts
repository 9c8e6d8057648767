import type {
  Accumulated,
  AdjustmentRow,
  ComputeContext,
  CrewRow,
  LandingRow,
  LandWorkRow,
  PriceRow,
  WeekInput,
  WeekState,
  WorkerDiff,
  WorkerTotals,
} from '../../domain/fishing-weeks';
import type { Page, SortOrder } from '../../domain/shared/paging';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';

/**
 * The fishing weeks' HTTP API (docs/fishing-weeks.md), as the screen uses it. Port and token share
 * one name; the adapter lives in infrastructure. Every write sends the week's `version` and answers
 * the week's new version; a stale one is refused (409), as is any write to a closed week. Every
 * method answers an `ApiResult`: a refused grid save is a `validation` failure whose fields are
 * `grid.row.field` (`descargas.3.tonnes`, rows from 1); a computation the engine refuses is not a
 * failure but a `refused` outcome with the rows each error names.
 */

/** The totals of a week's last computation. */
export interface WeekTotals {
  readonly workers: number;
  readonly tonnes: string;
  readonly catchValue: string;
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
  readonly employer: string;
}

/** A row of the weeks' list. */
export interface WeekSummary extends WeekInput {
  readonly id: number;
  readonly state: WeekState;
  readonly landingCount: number;
  readonly crewDays: number;
  /** Null until computed. */
  readonly totals: WeekTotals | null;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface WeekReopening {
  readonly at: string;
  readonly by: string;
  readonly reason: string;
}

/** A week with its grids. */
export interface WeekDetail extends WeekSummary {
  readonly prices: PriceRow[];
  readonly landings: LandingRow[];
  readonly crew: CrewRow[];
  readonly landWork: LandWorkRow[];
  readonly adjustments: AdjustmentRow[];
  readonly closedAt: string | null;
  readonly closedBy: string | null;
  readonly reopenings: WeekReopening[];
}

/**
 * A grid save refused (400): each field is `grid.row.field` (`descargas.3.tonnes`, rows from 1), the
 * RowProblem of src/domain/fishing-weeks/grids.ts.
 */
export interface GridRefusal {
  readonly error: 'ValidationError';
  readonly message: string;
  readonly fields: readonly { field: string; message: string }[];
}

/** An engine error row, with the week's grid and row it names when it names one. */
export interface EngineErrorRow {
  readonly list: string;
  readonly grid?: string;
  readonly row?: number;
  readonly workerId?: number;
  readonly [field: string]: string | number | undefined;
}

/** A computation refused by the engine (422). */
export interface ComputeRefusal {
  readonly error: 'PayrollRefused';
  readonly message: string;
  readonly errors: readonly { kind: string; message: string; rows: readonly EngineErrorRow[] }[];
}

/** One traced line of a worker's result, as JSON (decimals as strings): what it came from. */
export interface BreakdownLine {
  readonly concept: string;
  readonly amount: string;
  readonly formula: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/**
 * One worker's result with every line traced to its inputs (day, partes, tonnes, price, share %), as
 * the payslip shows it: of the week's last computation, or of its closed result.
 */
export interface WorkerBreakdown {
  readonly source: 'calculo' | 'cierre';
  readonly document: string;
  readonly name: string;
  readonly daysOnBoard: number;
  readonly fishingDays: number;
  readonly daysOnLand: number;
  readonly earnings: readonly BreakdownLine[];
  readonly deductions: readonly BreakdownLine[];
  readonly employer: readonly BreakdownLine[];
  readonly gross: string;
  readonly totalDeductions: string;
  readonly net: string;
  readonly totalEmployer: string;
}

/** A computation's answer: the week's new state and version, each worker's totals, the diff. */
export interface ComputeAnswer {
  readonly week: WeekSummary;
  readonly workers: WorkerTotals[];
  /** Of a reopened week: per worker, against the closed result; empty otherwise. */
  readonly diff: WorkerDiff[];
}

/** A computation either ran (and was stored) or the engine refused it, naming rows. */
export type ComputeOutcome =
  | ({ readonly kind: 'computed' } & ComputeAnswer)
  | { readonly kind: 'refused'; readonly refusal: ComputeRefusal };

export type WeekSort = 'start' | 'number' | 'state';

export interface WeekListQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: WeekSort;
  readonly order?: SortOrder;
  readonly year?: number;
  readonly state?: WeekState;
}

export interface FishingWeeksApi {
  list(query: WeekListQuery): Promise<ApiResult<Page<WeekSummary>>>;
  get(id: number): Promise<ApiResult<WeekDetail>>;
  /** The suggested week that starts on `start` (AAAA-MM-DD): number, end and payroll month. */
  proposal(start: string): Promise<ApiResult<WeekInput>>;
  create(input: WeekInput): Promise<ApiResult<WeekDetail>>;
  saveLandings(
    id: number,
    body: { version: number; prices: readonly PriceRow[]; landings: readonly LandingRow[] },
  ): Promise<ApiResult<WeekSummary>>;
  saveCrew(
    id: number,
    body: { version: number; crew: readonly CrewRow[]; landWork: readonly LandWorkRow[] },
  ): Promise<ApiResult<WeekSummary>>;
  saveAdjustments(
    id: number,
    body: { version: number; adjustments: readonly AdjustmentRow[] },
  ): Promise<ApiResult<WeekSummary>>;
  /**
   * The loan instalments the week could add to its adjustments (one row per loan with something left
   * to deduct of a worker the week names, docs/loans.md); nothing is saved.
   */
  loanInstalments(id: number): Promise<ApiResult<readonly AdjustmentRow[]>>;
  compute(id: number, body: { version: number }): Promise<ApiResult<ComputeOutcome>>;
  close(id: number, body: { version: number }): Promise<ApiResult<WeekSummary>>;
  reopen(id: number, body: { version: number; reason: string }): Promise<ApiResult<WeekSummary>>;
  /** The totals of the last computation (or of the closed result) and the diff of a reopened week. */
  lastResult(id: number): Promise<ApiResult<ComputeAnswer>>;
  /** One worker's traced result: of the last computation, or of the closed result. */
  workerBreakdown(
    id: number,
    document: string,
    source: 'calculo' | 'cierre',
  ): Promise<ApiResult<WorkerBreakdown>>;
  /**
   * What the week is computed with besides its grids (`GET /semanas-de-pesca/:id/contexto`): the
   * browser preview computes the edited grids with it (WeekPreview).
   */
  computeContext(id: number, workerIds?: readonly number[]): Promise<ApiResult<ComputeContext>>;
  /** The closed result with the parameters it used. */
  result(
    id: number,
  ): Promise<ApiResult<{ result: unknown; parameters: unknown; workers: readonly WorkerTotals[] }>>;
  /** Month-to-date and year-to-date gross per worker from the closed weeks. */
  accumulated(month: string): Promise<ApiResult<readonly Accumulated[]>>;
  /** The landings import template (.xlsx). */
  landingsTemplate(): Promise<ApiResult<DownloadedFile>>;
}
export const FishingWeeksApi = Symbol.for('FishingWeeksApi');
