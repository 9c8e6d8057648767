import type { PensionSummary, PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { invalidAnswer } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';

/** The PensionSummaryApi port over `GET /fondos-de-pension/vigentes`. */
export class HttpPensionSummaryApi extends BackendAdapter implements PensionSummaryApi {
  async inForce(): Promise<ApiResult<PensionSummary>> {
    const result = await this.api.call<PensionSummary>('GET', `${CATALOGUE_PATHS.pensionFunds}/vigentes`);
    if (!result.ok) return result;
    return Array.isArray(result.value?.rows)
      ? okResult(result.value)
      : failed<PensionSummary>(invalidAnswer());
  }
}
