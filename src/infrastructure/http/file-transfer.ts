import type { DownloadProgress, HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import { fileNameOf } from './http-catalogue-api';
import { invalidAnswer, failureOf, unanswered } from './json-api';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Downloads a file the server makes (a template, an export) as a Blob, named by its
 * Content-Disposition or `fallbackName`. `what` names it in the log when the call fails.
 */
export async function downloadFile(
  http: HttpClient,
  logger: Logger,
  request: {
    url: string;
    fallbackName: string;
    what: string;
    accept?: string;
    onProgress?: DownloadProgress;
  },
): Promise<ApiResult<DownloadedFile>> {
  try {
    const response = await http.request<unknown>({
      method: 'GET',
      url: request.url,
      headers: { Accept: `${request.accept ?? XLSX}, application/json` },
      responseType: 'blob',
      ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    });
    if (response.status < 200 || response.status >= 300)
      return failed(failureOf(response.status, response.body));
    if (!(response.body instanceof Blob)) return failed(invalidAnswer(response.status));
    return okResult({
      fileName: fileNameOf(response.headers['content-disposition'], request.fallbackName),
      file: response.body,
    });
  } catch (error) {
    return unanswered(error, logger, `No se pudo descargar ${request.what}.`);
  }
}

/**
 * Sends a spreadsheet (.xlsx, or .csv by its name) as the raw body of a POST and answers the JSON
 * the server returns when `isAnswer` accepts it; a file over the server's limit (413) is a
 * validation failure with the server's message.
 */
export async function uploadSpreadsheet<T>(
  http: HttpClient,
  logger: Logger,
  request: {
    url: string;
    file: Blob;
    fileName: string;
    what: string;
    isAnswer: (body: unknown) => body is T;
  },
): Promise<ApiResult<T>> {
  const csv = /\.csv$/i.test(request.fileName);
  try {
    const response = await http.request<unknown>({
      method: 'POST',
      url: request.url,
      headers: { 'Content-Type': csv ? 'text/csv' : XLSX, Accept: 'application/json' },
      body: request.file,
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
    if (!request.isAnswer(response.body)) return failed(invalidAnswer(response.status));
    return okResult(response.body);
  } catch (error) {
    return unanswered(error, logger, `No se pudo enviar ${request.what}.`);
  }
}
