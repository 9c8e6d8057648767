import type { CourtOrder, CourtOrderInput, CourtOrderReport } from '../../domain/court-orders/court-order';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';

/** A worker's court orders (docs/court-orders.md): read, record, change, delete. */
export interface CourtOrdersApi {
  /** The worker's orders, by start date. */
  list(workerId: number): Promise<ApiResult<readonly CourtOrder[]>>;
  create(workerId: number, input: CourtOrderInput): Promise<ApiResult<CourtOrder>>;
  /** Changes the order read at `version` (a stale version is a conflict). */
  update(id: number, version: number, input: CourtOrderInput): Promise<ApiResult<CourtOrder>>;
  remove(id: number, version: number): Promise<ApiResult<void>>;
  /** The order's report for the court: per closed week, the base and what was withheld. */
  report(id: number): Promise<ApiResult<CourtOrderReport>>;
  /** The same report as .xlsx for the court (`exportar` on trabajador). */
  reportWorkbook(id: number): Promise<ApiResult<DownloadedFile>>;
}
export const CourtOrdersApi = Symbol.for('CourtOrdersApi');
