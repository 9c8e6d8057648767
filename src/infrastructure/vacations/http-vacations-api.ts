import { okResult, type ApiResult } from '../../application/shared/api-result';
import type { VacationsApi, VacationsQuery } from '../../application/vacations/vacations-api';
import { queryString, type Page } from '../../domain/shared/paging';
import type { VacationInput, VacationWorkerDetail, VacationWorkerRow } from '../../domain/vacations/vacation';
import { BackendAdapter } from '../http/backend-adapter';

const BASE = '/vacaciones';

/** The VacationsApi port over the backend's `/vacaciones…` routes (docs/months.md). */
export class HttpVacationsApi extends BackendAdapter implements VacationsApi {
  list(query: VacationsQuery) {
    const { all, ...rest } = query;
    return this.api.call<Page<VacationWorkerRow>>(
      'GET',
      `${BASE}${queryString({ ...rest, all: all || undefined })}`,
    );
  }

  get(document: string) {
    return this.api.call<VacationWorkerDetail>('GET', `${BASE}/${encodeURIComponent(document)}`);
  }

  create(document: string, input: VacationInput) {
    return this.api.call<VacationWorkerDetail>('POST', BASE, { document, ...input });
  }

  update(id: number, version: number, input: VacationInput) {
    return this.api.call<VacationWorkerDetail>('PUT', `${BASE}/periodos/${id}`, { ...input, version });
  }

  async remove(id: number, version: number): Promise<ApiResult<void>> {
    const result = await this.api.call<unknown>('DELETE', `${BASE}/periodos/${id}`, { version });
    return result.ok ? okResult(undefined) : result;
  }
}
