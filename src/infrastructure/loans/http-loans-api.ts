import type { LoansApi } from '../../application/loans/loans-api';
import { okResult, type ApiResult } from '../../application/shared/api-result';
import type { LoanInput, LoanStatement } from '../../domain/loans/loan';
import { BackendAdapter } from '../http/backend-adapter';

/** The LoansApi port over `/trabajadores/:id/prestamos` and `/prestamos/:id`. */
export class HttpLoansApi extends BackendAdapter implements LoansApi {
  async list(workerId: number): Promise<ApiResult<readonly LoanStatement[]>> {
    const result = await this.api.call<{ rows: readonly LoanStatement[] }>(
      'GET',
      `/trabajadores/${workerId}/prestamos`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  create(workerId: number, input: LoanInput) {
    return this.api.call<LoanStatement>('POST', `/trabajadores/${workerId}/prestamos`, input);
  }

  update(id: number, version: number, input: LoanInput) {
    return this.api.call<LoanStatement>('PUT', `/prestamos/${id}`, { ...input, version });
  }

  async remove(id: number, version: number): Promise<ApiResult<void>> {
    const result = await this.api.call<unknown>('DELETE', `/prestamos/${id}`, { version });
    return result.ok ? okResult(undefined) : result;
  }
}
