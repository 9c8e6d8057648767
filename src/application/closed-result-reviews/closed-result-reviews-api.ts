import type { ApiResult } from '../shared/api-result';

/**
 * The closed result review (docs/fishing-weeks.md, "Closed result reviews"):
 * `GET /api/semanas-de-pesca/revision`. The server's route schema (server/closed-result-reviews/routes.ts)
 * is checked against these types at compile time.
 */

/** A worker of a closed week whose closed figures differ from the current engine's. */
export interface ReviewWorker {
  readonly document: string;
  readonly name: string;
  /** Of the closed result; null when the worker is on one side only. */
  readonly storedNet: string | null;
  /** Of the current engine from what the week was closed with. */
  readonly correctNet: string | null;
  /** correctNet − storedNet (a missing side counts as zero). */
  readonly netDifference: string;
  readonly storedDeductions: string | null;
  readonly correctDeductions: string | null;
  readonly storedEmployer: string | null;
  readonly correctEmployer: string | null;
}

export interface ReviewTotals {
  readonly workers: number;
  readonly storedNet: string;
  readonly correctNet: string;
  readonly netDifference: string;
}

/** A closed week as the review names it. */
export interface ClosedWeek {
  readonly id: number;
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  /** YYYY-MM, the payroll month. */
  readonly month: string;
}

export interface ReviewWeek extends ClosedWeek {
  readonly workers: readonly ReviewWorker[];
  readonly totals: ReviewTotals;
}

/** A closed week that cannot be computed again as it was closed (e.g. closed before contexts were kept). */
export interface UnreviewableWeek extends ClosedWeek {
  readonly reason: string;
}

/** A closed payroll month with at least one week listed. */
export interface ReviewMonth {
  /** YYYY-MM. */
  readonly month: string;
  /** The numbers of its listed weeks. */
  readonly weeks: readonly number[];
  readonly workers: number;
  readonly netDifference: string;
}

export interface ClosedResultReview {
  /** The engine revision the findings are of. */
  readonly revision: string;
  /** false while the review of this revision has not finished yet (the list may grow). */
  readonly finished: boolean;
  readonly weeks: readonly ReviewWeek[];
  readonly unreviewable: readonly UnreviewableWeek[];
  readonly months: readonly ReviewMonth[];
  readonly totals: { readonly weeks: number; readonly workers: number; readonly netDifference: string };
}

/** The port: the closed result review's findings. */
export interface ClosedResultReviewsApi {
  findings(): Promise<ApiResult<ClosedResultReview>>;
}
export const ClosedResultReviewsApi = Symbol.for('ClosedResultReviewsApi');

/** The closed weeks (and months) whose stored result differs from the current engine's. */
export class LoadClosedResultReview {
  constructor(private readonly api: ClosedResultReviewsApi) {}

  execute(): Promise<ApiResult<ClosedResultReview>> {
    return this.api.findings();
  }
}
