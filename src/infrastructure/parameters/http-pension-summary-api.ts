import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import type { PensionSummary, PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { invalidAnswer, JsonApi } from '../http/json-api';

/** The PensionSummaryApi port over `GET /fondos-de-pension/vigentes`. */
export class HttpPensionSummaryApi implements PensionSummaryApi {
  private readonly api: JsonApi;

  constructor(http: HttpClient, backend: string, logger: Logger) {
    this.api = new JsonApi(http, backend, logger);
  }

  async inForce(): Promise<ApiResult<PensionSummary>> {
    const result = await this.api.call<PensionSummary>('GET', `${CATALOGUE_PATHS.pensionFunds}/vigentes`);
    if (!result.ok) return result;
    return Array.isArray(result.value?.rows)
      ? okResult(result.value)
      : failed<PensionSummary>(invalidAnswer());
  }
}
