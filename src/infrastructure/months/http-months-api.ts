import type {
  MonthDetail,
  MonthsApi,
  MonthSummary,
  MonthWorkerBreakdown,
} from '../../application/months/months-api';
import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { okResult } from '../../application/shared/api-result';
import { queryString } from '../../domain/shared/paging';
import { JsonApi } from '../http/json-api';

const BASE = '/meses-de-planilla';

/** The MonthsApi port over the backend's `/meses-de-planilla…` routes (docs/months.md). */
export class HttpMonthsApi implements MonthsApi {
  private readonly api: JsonApi;

  constructor(http: HttpClient, backend: string, logger: Logger) {
    this.api = new JsonApi(http, backend, logger);
  }

  async list(year?: number) {
    const result = await this.api.call<{ rows: MonthSummary[] }>(
      'GET',
      `${BASE}${year !== undefined ? queryString({ year }) : ''}`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  get(month: string) {
    return this.api.call<MonthDetail>('GET', `${BASE}/${encodeURIComponent(month)}`);
  }

  compute(month: string, version: number) {
    return this.api.call<MonthDetail>('POST', `${BASE}/${encodeURIComponent(month)}/calculo`, { version });
  }

  close(month: string, version: number) {
    return this.api.call<MonthDetail>('POST', `${BASE}/${encodeURIComponent(month)}/cierre`, { version });
  }

  reopen(month: string, version: number, reason: string) {
    return this.api.call<MonthDetail>('POST', `${BASE}/${encodeURIComponent(month)}/reapertura`, {
      version,
      reason,
    });
  }

  breakdown(month: string, document: string, source: 'calculo' | 'cierre') {
    return this.api.call<MonthWorkerBreakdown>(
      'GET',
      `${BASE}/${encodeURIComponent(month)}/detalle/${encodeURIComponent(document)}${queryString({ fuente: source })}`,
    );
  }
}
