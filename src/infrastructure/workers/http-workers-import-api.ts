import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { WorkersImportApi } from '../../application/workers/manage-workers';
import { isAuthError } from '../../domain/auth/errors';
import type { ImportMode, ImportSummary } from '../../domain/workers/worker-import';
import { fileNameOf } from '../http/http-catalogue-api';
import { failureOf, UNAVAILABLE } from '../http/json-api';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isSummary = (v: unknown): v is ImportSummary =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ImportSummary).rows === 'number' &&
  Array.isArray((v as ImportSummary).problems);

/** The WorkersImportApi port over the backend: the file goes as the raw body. */
export class HttpWorkersImportApi implements WorkersImportApi {
  constructor(
    private readonly http: HttpClient,
    private readonly backend: string,
    private readonly logger: Logger,
  ) {}

  private url(path: string) {
    return `${this.backend.replace(/\/+$/, '')}${path}`;
  }

  async template(): Promise<ApiResult<DownloadedFile>> {
    try {
      const response = await this.http.request<unknown>({
        method: 'GET',
        url: this.url('/trabajadores/plantilla'),
        headers: { Accept: `${XLSX}, application/json` },
        responseType: 'blob',
      });
      if (response.status < 200 || response.status >= 300)
        return failed(failureOf(response.status, response.body));
      if (!(response.body instanceof Blob)) return failed({ kind: 'unavailable', message: UNAVAILABLE });
      return okResult({
        fileName: fileNameOf(response.headers['content-disposition'], 'plantilla-trabajadores.xlsx'),
        file: response.body,
      });
    } catch (error) {
      if (isAuthError(error)) return failed(failureOf(401, undefined));
      this.logger.warn('No se pudo descargar la plantilla de trabajadores.', error);
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
  }

  async importFile(file: Blob, fileName: string, mode: ImportMode): Promise<ApiResult<ImportSummary>> {
    const csv = /\.csv$/i.test(fileName);
    const query = `?mode=${mode}&name=${encodeURIComponent(fileName.slice(0, 200))}`;
    try {
      const response = await this.http.request<unknown>({
        method: 'POST',
        url: this.url(`/trabajadores/importacion${query}`),
        headers: { 'Content-Type': csv ? 'text/csv' : XLSX, Accept: 'application/json' },
        body: file,
      });
      if (response.status === 413) {
        const body = response.body as { message?: unknown } | undefined;
        return failed({
          kind: 'validation',
          message: typeof body?.message === 'string' ? body.message : 'El archivo es demasiado grande.',
          fields: [],
        });
      }
      if (response.status < 200 || response.status >= 300)
        return failed(failureOf(response.status, response.body));
      if (!isSummary(response.body)) return failed({ kind: 'unavailable', message: UNAVAILABLE });
      return okResult(response.body);
    } catch (error) {
      if (isAuthError(error)) return failed(failureOf(401, undefined));
      this.logger.warn('No se pudo enviar el archivo de trabajadores.', error);
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
  }
}
