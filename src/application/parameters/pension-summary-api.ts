import type { PensionSchemeSummary } from '../../domain/parameters/pension-summary';
import type { ApiResult } from '../shared/api-result';

/** The pension schemes' values in force on a date, one row per scheme (docs/parameters.md). */
export interface PensionSummary {
  /** The day in Lima the values are in force on ('YYYY-MM-DD'). */
  readonly date: string;
  readonly rows: readonly PensionSchemeSummary[];
}

/** «Vigentes hoy por régimen» of the fondo_de_pension screen. Port and token share one name. */
export interface PensionSummaryApi {
  /** What is in force today: REP, ONP, then each AFP. */
  inForce(): Promise<ApiResult<PensionSummary>>;
}
export const PensionSummaryApi = Symbol.for('PensionSummaryApi');
