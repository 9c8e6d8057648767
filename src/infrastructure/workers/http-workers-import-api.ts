import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { WorkersImportApi } from '../../application/workers/manage-workers';
import type { ImportMode, ImportSummary } from '../../domain/workers/worker-import';
import { downloadFile, uploadSpreadsheet } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';
import { hasFields } from '../http/answer-shape';

const isSummary = (v: unknown) => hasFields<ImportSummary>(v, { rows: 'number', problems: 'array' });

/** The WorkersImportApi port over the backend: the file goes as the raw body. */
export class HttpWorkersImportApi extends BackendAdapter implements WorkersImportApi {
  template(): Promise<ApiResult<DownloadedFile>> {
    return downloadFile(this.http, this.logger, {
      url: this.url('/trabajadores/plantilla'),
      fallbackName: 'plantilla-trabajadores.xlsx',
      what: 'la plantilla de trabajadores',
    });
  }

  importFile(file: Blob, fileName: string, mode: ImportMode): Promise<ApiResult<ImportSummary>> {
    const query = `?mode=${mode}&name=${encodeURIComponent(fileName.slice(0, 200))}`;
    return uploadSpreadsheet(this.http, this.logger, {
      url: this.url(`/trabajadores/importacion${query}`),
      file,
      fileName,
      what: 'el archivo de trabajadores',
      isAnswer: isSummary,
    });
  }
}
