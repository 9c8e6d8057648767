import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import type { PayslipsApi } from '../../application/payslips/payslips-api';
import { downloadFile } from '../http/file-transfer';

const PDF = 'application/pdf';

/** The payslips' adapter over the backend's `/semanas-de-pesca/:id/boletas…` routes. */
export class HttpPayslipsApi implements PayslipsApi {
  constructor(
    private readonly http: HttpClient,
    private readonly backend: string,
    private readonly logger: Logger,
  ) {}

  private url(path: string) {
    return `${this.backend.replace(/\/+$/, '')}${path}`;
  }

  week(weekId: number) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/semanas-de-pesca/${weekId}/boletas.pdf`),
      fallbackName: `boletas-semana-${weekId}.pdf`,
      what: 'las boletas de la semana',
      accept: PDF,
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
