import type { Static } from 'typebox';
import type { Accumulated, AdjustmentRow, ComputeContext, WeekInput } from '../../domain/fishing-weeks';
import type { Page } from '../../domain/shared/paging';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';
import type * as contract from './contract';

/**
 * The fishing weeks' HTTP API (docs/fishing-weeks.md), as the screen uses it. Port and token share
 * one name; the adapter lives in infrastructure. Every write sends the week's `version` and answers
 * the week's new version; a stale one is refused (409), as is any write to a closed week. Every
 * method answers an `ApiResult`: a refused grid save is a `validation` failure whose fields are
 * `grid.row.field` (`descargas.3.tonnes`, rows from 1); a computation the engine refuses is not a
 * failure but a `refused` outcome with the rows each error names.
 */

/* The wire shapes are the contract's (contract.ts): one definition for the server and the screen. */

/** The totals of a week's last computation. */
export type WeekTotals = Static<typeof contract.WeekTotals>;
/** A row of the weeks' list. */
export type WeekSummary = Static<typeof contract.WeekSummary>;
export type WeekReopening = Static<typeof contract.WeekReopening>;
/** A week with its grids. */
export type WeekDetail = Static<typeof contract.WeekDetail>;

/**
 * A grid save refused (400): each field is `grid.row.field` (`descargas.3.tonnes`, rows from 1), the
 * RowProblem of src/domain/fishing-weeks/grids.ts.
 */
export interface GridRefusal {
  readonly error: 'ValidationError';
  readonly message: string;
  readonly fields: readonly { field: string; message: string }[];
}

/**
 * An engine error row, with the week's grid and row it names when it names one. The schema's other
 * fields (`additionalProperties`: text or number) are not in TypeBox's static type: the index
 * signature says what that keyword says.
 */
export type EngineErrorRow = Static<typeof contract.EngineErrorRow> & {
  readonly [field: string]: string | number | undefined;
};
/** A computation refused by the engine (422). */
export type ComputeRefusal = Static<typeof contract.ComputeRefusal>;
/** One traced line of a worker's result, as JSON (decimals as strings): what it came from. */
export type BreakdownLine = Static<typeof contract.BreakdownLine>;
/**
 * One worker's result with every line traced to its inputs (day, partes, tonnes, price, share %), as
 * the payslip shows it: of the week's last computation, or of its closed result.
 */
export type WorkerBreakdown = Static<typeof contract.WorkerBreakdown>;
/** A computation's answer: the week's new state and version, each worker's totals, the diff. */
export type ComputeAnswer = Static<typeof contract.ComputeAnswer>;
/** The closed result with the parameters it used. */
export type ClosedResult = Static<typeof contract.ClosedResult>;

/** A computation either ran (and was stored) or the engine refused it, naming rows. */
export type ComputeOutcome =
  | ({ readonly kind: 'computed' } & ComputeAnswer)
  | { readonly kind: 'refused'; readonly refusal: ComputeRefusal };

export type LandingsBody = Static<typeof contract.LandingsBody>;
export type CrewBody = Static<typeof contract.CrewBody>;
export type AdjustmentsBody = Static<typeof contract.AdjustmentsBody>;

export type WeekListQuery = Partial<
  Pick<Static<typeof contract.WeekListQuery>, 'sort' | 'order' | 'year' | 'state'>
> &
  Pick<Static<typeof contract.WeekListQuery>, 'page' | 'pageSize'>;
export type WeekSort = NonNullable<WeekListQuery['sort']>;

export interface FishingWeeksApi {
  list(query: WeekListQuery): Promise<ApiResult<Page<WeekSummary>>>;
  get(id: number): Promise<ApiResult<WeekDetail>>;
  /** The suggested week that starts on `start` (AAAA-MM-DD): number, end and payroll month. */
  proposal(start: string): Promise<ApiResult<WeekInput>>;
  create(input: WeekInput): Promise<ApiResult<WeekDetail>>;
  saveLandings(id: number, body: LandingsBody): Promise<ApiResult<WeekSummary>>;
  saveCrew(id: number, body: CrewBody): Promise<ApiResult<WeekSummary>>;
  saveAdjustments(id: number, body: AdjustmentsBody): Promise<ApiResult<WeekSummary>>;
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
  result(id: number): Promise<ApiResult<ClosedResult>>;
  /** Month-to-date and year-to-date gross per worker from the closed weeks. */
  accumulated(month: string): Promise<ApiResult<readonly Accumulated[]>>;
  /** The landings import template (.xlsx). */
  landingsTemplate(): Promise<ApiResult<DownloadedFile>>;
}
export const FishingWeeksApi = Symbol.for('FishingWeeksApi');
