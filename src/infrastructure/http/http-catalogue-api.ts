import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import type {
  CatalogueApi,
  CatalogueApiFactory,
  CatalogueChoice,
  CatalogueQuery,
  DownloadedFile,
} from '../../application/shared/catalogue-api';
import { queryString } from '../../domain/shared/paging';
import { hasFields } from './answer-shape';
import { invalidAnswer, failureOf, JsonApi, unanswered } from './json-api';

const isChoice = (value: unknown) => hasFields<CatalogueChoice>(value, { id: 'number', label: 'string' });

/** The file name of a `Content-Disposition: attachment; filename="empresas.xlsx"` answer. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed encoding: the plain name or the fallback.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/** The CatalogueApi port over the backend's routes of one catalogue (docs/kit.md). */
export class HttpCatalogueApi<E, I> implements CatalogueApi<E, I> {
  private readonly api: JsonApi;

  constructor(
    private readonly http: HttpClient,
    private readonly backend: string,
    private readonly logger: Logger,
    /** '/empresas' */
    private readonly path: string,
  ) {
    this.api = new JsonApi(http, backend, logger);
  }

  list(query: CatalogueQuery) {
    return this.api.page<E>(`${this.path}${queryString({ ...query })}`);
  }
  get(id: number) {
    return this.api.call<E>('GET', `${this.path}/${id}`);
  }
  create(input: I) {
    return this.api.call<E>('POST', this.path, input);
  }
  update(id: number, version: number, input: I) {
    return this.api.call<E>('PUT', `${this.path}/${id}`, { ...input, version });
  }
  delete(id: number, version: number): Promise<ApiResult<void>> {
    return this.api.call<void>('DELETE', `${this.path}/${id}`, { version });
  }
  async options(): Promise<ApiResult<CatalogueChoice[]>> {
    const result = await this.api.list<unknown>(`${this.path}/options`);
    if (!result.ok) return result;
    if (!result.value.every(isChoice)) {
      this.logger.warn(`GET ${this.path}/options respondió opciones no válidas.`);
      return failed(invalidAnswer());
    }
    return okResult(result.value);
  }

  async exportXlsx(query: Omit<CatalogueQuery, 'page' | 'pageSize'>): Promise<ApiResult<DownloadedFile>> {
    const path = `${this.path}/export.xlsx${queryString({ ...query })}`;
    let response;
    try {
      response = await this.http.request<unknown>({
        method: 'GET',
        url: `${this.backend.replace(/\/+$/, '')}${path}`,
        headers: {
          Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
        },
        responseType: 'blob',
      });
    } catch (error) {
      return unanswered(error, this.logger, `No se pudo llamar a GET ${path}.`);
    }
    if (response.status < 200 || response.status >= 300)
      return failed(failureOf(response.status, response.body));
    if (!(response.body instanceof Blob)) {
      this.logger.warn(`GET ${path} no respondió un archivo.`);
      return failed(invalidAnswer(response.status));
    }
    const fallback = `${this.path.replace(/^\//, '')}.xlsx`;
    return okResult({
      fileName: fileNameOf(response.headers['content-disposition'], fallback),
      file: response.body,
    });
  }
}

/** Makes the HTTP adapter of each catalogue on the shared JSON client. */
export class HttpCatalogueApiFactory implements CatalogueApiFactory {
  constructor(
    private readonly http: HttpClient,
    private readonly backend: string,
    private readonly logger: Logger,
  ) {}

  create<E, I>(path: string): CatalogueApi<E, I> {
    return new HttpCatalogueApi<E, I>(this.http, this.backend, this.logger, path);
  }
}
