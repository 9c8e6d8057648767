import type { DownloadProgress } from '../ports/http-client';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';

/**
 * The payslips (boletas de pago) of a closed fishing week, as the server makes them (PDF;
 * docs/payslips.md). Port and token share the name.
 */
export interface PayslipsApi {
  /** Every worker's payslip of the week, one per page; `onProgress` is told as the file arrives. */
  week(weekId: number, onProgress?: DownloadProgress): Promise<ApiResult<DownloadedFile>>;
  /** One worker's payslip, by document number. */
  worker(weekId: number, document: string): Promise<ApiResult<DownloadedFile>>;
}
export const PayslipsApi = Symbol.for('PayslipsApi');
