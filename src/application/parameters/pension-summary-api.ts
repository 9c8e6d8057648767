import type { Static } from 'typebox';
import type { ApiResult } from '../shared/api-result';
import type * as contract from './contract';

/** The pension schemes' values in force on a date, one row per scheme (docs/parameters.md). */
export type PensionSummary = Static<typeof contract.PensionSummarySchema>;

/** «Vigentes hoy por régimen» of the fondo_de_pension screen. Port and token share one name. */
export interface PensionSummaryApi {
  /** What is in force today: REP, ONP, then each AFP. */
  inForce(): Promise<ApiResult<PensionSummary>>;
}
export const PensionSummaryApi = Symbol.for('PensionSummaryApi');
