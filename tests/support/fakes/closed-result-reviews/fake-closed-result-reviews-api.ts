import type {
  ClosedResultReview,
  ClosedResultReviewsApi,
} from '../../../../src/application/closed-result-reviews/closed-result-reviews-api';
import { failed, okResult, type ApiResult } from '../../../../src/application/shared/api-result';

/** Nothing to correct. */
export const EMPTY_REVIEW: ClosedResultReview = {
  revision: 'prueba',
  finished: true,
  weeks: [],
  unreviewable: [],
  months: [],
  totals: { weeks: 0, workers: 0, netDifference: '0.00' },
};

/** Week 14 of 2025 closed with the AFP flow commission left out of one worker's pay, its month closed. */
export const REVIEW_WITH_FINDINGS: ClosedResultReview = {
  revision: 'prueba',
  finished: true,
  weeks: [
    {
      id: 7,
      year: 2025,
      number: 14,
      start: '2025-03-31',
      end: '2025-04-06',
      month: '2025-04',
      workers: [
        {
          document: '40112233',
          name: 'QUISPE MAMANI, JUAN',
          storedNet: '1087.85',
          correctNet: '1070.76',
          netDifference: '-17.09',
          storedDeductions: '142.65',
          correctDeductions: '159.74',
          storedEmployer: '55.00',
          correctEmployer: '55.00',
        },
        {
          document: '40998877',
          name: 'FLORES RAMOS, PEDRO',
          storedNet: '1142.65',
          correctNet: '1124.70',
          netDifference: '-17.95',
          storedDeductions: '150.10',
          correctDeductions: '168.05',
          storedEmployer: '57.70',
          correctEmployer: '57.70',
        },
      ],
      totals: { workers: 2, storedNet: '2230.50', correctNet: '2195.46', netDifference: '-35.04' },
    },
  ],
  unreviewable: [],
  months: [{ month: '2025-04', weeks: [14], workers: 2, netDifference: '-35.04' }],
  totals: { weeks: 1, workers: 2, netDifference: '-35.04' },
};

/** The closed result review's port over a fixed answer (or a failure). */
export class FakeClosedResultReviewsApi implements ClosedResultReviewsApi {
  calls = 0;
  constructor(
    public review: ClosedResultReview = EMPTY_REVIEW,
    public failure: string | null = null,
  ) {}

  async findings(): Promise<ApiResult<ClosedResultReview>> {
    this.calls += 1;
    if (this.failure) return failed({ kind: 'unavailable', message: this.failure });
    return okResult(this.review);
  }
}
