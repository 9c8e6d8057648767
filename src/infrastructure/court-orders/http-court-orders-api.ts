import type { CourtOrdersApi } from '../../application/court-orders/court-orders-api';
import { okResult, type ApiResult } from '../../application/shared/api-result';
import type { CourtOrder, CourtOrderInput, CourtOrderReport } from '../../domain/court-orders/court-order';
import { downloadFile } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';

/** The CourtOrdersApi port over `/trabajadores/:id/ordenes-judiciales` and `/ordenes-judiciales/:id`. */
export class HttpCourtOrdersApi extends BackendAdapter implements CourtOrdersApi {
  async list(workerId: number): Promise<ApiResult<readonly CourtOrder[]>> {
    const result = await this.api.call<{ rows: readonly CourtOrder[] }>(
      'GET',
      `/trabajadores/${workerId}/ordenes-judiciales`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  create(workerId: number, input: CourtOrderInput) {
    return this.api.call<CourtOrder>('POST', `/trabajadores/${workerId}/ordenes-judiciales`, input);
  }

  update(id: number, version: number, input: CourtOrderInput) {
    return this.api.call<CourtOrder>('PUT', `/ordenes-judiciales/${id}`, { ...input, version });
  }

  async remove(id: number, version: number): Promise<ApiResult<void>> {
    const result = await this.api.call<unknown>('DELETE', `/ordenes-judiciales/${id}`, { version });
    return result.ok ? okResult(undefined) : result;
  }

  report(id: number) {
    return this.api.call<CourtOrderReport>('GET', `/ordenes-judiciales/${id}/reporte`);
  }

  reportWorkbook(id: number) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/ordenes-judiciales/${id}/reporte.xlsx`),
      fallbackName: `orden-judicial-${id}.xlsx`,
      what: 'el reporte de la orden judicial',
    });
  }
}
