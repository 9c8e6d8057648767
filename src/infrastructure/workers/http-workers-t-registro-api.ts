import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { TRegistroRequest } from '../../application/workers/manage-workers';
import { queryString } from '../../domain/shared/paging';
import { downloadFile } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';

/** The T-Registro download over the backend (`/trabajadores/t-registro`). */
export class HttpWorkersTRegistroDownload extends BackendAdapter {
  download(request: TRegistroRequest): Promise<ApiResult<DownloadedFile>> {
    const query = queryString({
      empresa: request.company,
      ...('worker' in request ? { trabajador: request.worker } : { desde: request.from, hasta: request.to }),
      ...(request.file ? { archivo: request.file } : {}),
    });
    return downloadFile(this.http, this.logger, {
      url: this.url(`/trabajadores/t-registro${query}`),
      fallbackName: request.file ? `t-registro.${request.file}` : 't-registro.zip',
      what: 'los archivos del T-Registro',
      accept: request.file ? 'text/plain' : 'application/zip',
    });
  }
}
