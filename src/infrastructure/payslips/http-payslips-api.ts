import type { DownloadProgress } from '../../application/ports/http-client';
import type { PayslipsApi } from '../../application/payslips/payslips-api';
import { downloadFile } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';

const PDF = 'application/pdf';

/** The payslips' adapter over the backend's `/semanas-de-pesca/:id/boletas…` routes. */
export class HttpPayslipsApi extends BackendAdapter implements PayslipsApi {
  week(weekId: number, onProgress?: DownloadProgress) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/semanas-de-pesca/${weekId}/boletas.pdf`),
      fallbackName: `boletas-semana-${weekId}.pdf`,
      what: 'las boletas de la semana',
      accept: PDF,
      ...(onProgress ? { onProgress } : {}),
    });
  }

  worker(weekId: number, document: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/semanas-de-pesca/${weekId}/boletas/${encodeURIComponent(document)}`),
      fallbackName: `${document}.pdf`,
      what: `la boleta de ${document}`,
      accept: PDF,
    });
  }
}
