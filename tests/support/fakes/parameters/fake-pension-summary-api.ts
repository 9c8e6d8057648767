import type {
  PensionSummary,
  PensionSummaryApi,
} from '../../../../src/application/parameters/pension-summary-api';
import type { ApiResult } from '../../../../src/application/shared/api-result';
import { pensionSummaryOf } from '../../../../src/domain/parameters/pension-summary';

/** The seeded schemes in force on 02/03/2026 (REP, ONP, HABITAT), as the server answers them. */
export const SAMPLE_PENSION_SUMMARY: PensionSummary = {
  date: '2026-03-02',
  rows: pensionSummaryOf(
    (
      [
        ['rep.worker.rate', '8.00', '2014-02-01'],
        ['rep.employer.rate', '5.00', '2014-02-01'],
        ['onp.worker.rate', '13.00', '2023-01-01'],
        ['afp.employer.rate', '5.00', '2023-01-01'],
        ['afp.HABITAT.contribution', '10.00', '2023-01-01'],
        ['afp.HABITAT.insurance', '1.37', '2023-01-01'],
        ['afp.HABITAT.insurableCap', '12209.11', '2025-04-01'],
        ['afp.HABITAT.flowCommission', '1.47', '2023-01-01'],
      ] as const
    ).map(([key, value, effectiveFrom]) => ({
      key,
      value,
      effectiveFrom,
      unit: key.endsWith('insurableCap') ? ('PEN' as const) : ('percent' as const),
      inForce: true,
    })),
  ),
};

/** Answers the queued results in order (the last one again), counting the calls. */
export class FakePensionSummaryApi implements PensionSummaryApi {
  calls = 0;
  private readonly pending: Promise<ApiResult<PensionSummary>>[] = [];

  constructor(
    private readonly results: ApiResult<PensionSummary>[] = [{ ok: true, value: SAMPLE_PENSION_SUMMARY }],
  ) {}

  /** The next call waits for this promise instead of the queued results. */
  answerWith(result: Promise<ApiResult<PensionSummary>>): void {
    this.pending.push(result);
  }

  inForce(): Promise<ApiResult<PensionSummary>> {
    this.calls++;
    const pending = this.pending.shift();
    if (pending) return pending;
    const result = this.results.length > 1 ? this.results.shift()! : this.results[0]!;
    return Promise.resolve(result);
  }
}
