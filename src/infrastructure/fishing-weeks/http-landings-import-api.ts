import type {
  LandingsImportApi,
  LandingsImportSummary,
} from '../../application/fishing-weeks/landings-import';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { ImportMode } from '../../domain/shared/spreadsheet-import';
import { downloadFile, uploadSpreadsheet } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';
import { hasFields } from '../http/answer-shape';

const isSummary = (v: unknown): v is LandingsImportSummary =>
  hasFields<LandingsImportSummary>(v, { rows: 'number', problems: 'array' }) &&
  hasFields<LandingsImportSummary['week']>(v.week, { version: 'number' });

/** The LandingsImportApi port over the backend: the file goes as the raw body. */
export class HttpLandingsImportApi extends BackendAdapter implements LandingsImportApi {
  template(): Promise<ApiResult<DownloadedFile>> {
    return downloadFile(this.http, this.logger, {
      url: this.url('/semanas-de-pesca/plantilla-descargas'),
      fallbackName: 'plantilla-descargas.xlsx',
      what: 'la plantilla de descargas',
    });
  }

  importFile(weekId: number, version: number, file: Blob, fileName: string, mode: ImportMode) {
    const query = `?version=${version}&mode=${mode}&name=${encodeURIComponent(fileName.slice(0, 200))}`;
    return uploadSpreadsheet(this.http, this.logger, {
      url: this.url(`/semanas-de-pesca/${weekId}/descargas/importacion${query}`),
      file,
      fileName,
      what: 'el archivo de descargas',
      isAnswer: isSummary,
    });
  }
}
