import { failed, okResult, type AdminResult } from '../../application/admin/admin-api';
import type { NewsApi, NewsQuery } from '../../application/news/news-api';
import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { queryString } from '../../domain/admin/paging';
import {
  isCurrentNewsShape,
  type CurrentNews,
  type ListedNews,
  type NewsInput,
} from '../../domain/news/news';
import { JsonApi, UNAVAILABLE } from '../http/json-api';

/** The NewsApi port over the backend's `/noticias` routes. */
export class HttpNewsApi implements NewsApi {
  private readonly api: JsonApi;

  constructor(
    http: HttpClient,
    backend: string,
    private readonly logger: Logger,
  ) {
    this.api = new JsonApi(http, backend, logger);
  }

  list(query: NewsQuery) {
    return this.api.page<ListedNews>(`/noticias${queryString({ ...query })}`);
  }
  get(id: number) {
    return this.api.call<ListedNews>('GET', `/noticias/${id}`);
  }
  create(input: Required<NewsInput>) {
    return this.api.call<ListedNews>('POST', '/noticias', input);
  }
  update(id: number, version: number, input: Required<NewsInput>) {
    return this.api.call<ListedNews>('PUT', `/noticias/${id}`, { ...input, version });
  }
  publish(id: number, version: number) {
    return this.api.call<ListedNews>('POST', `/noticias/${id}/publicar`, { version });
  }
  unpublish(id: number, version: number) {
    return this.api.call<ListedNews>('POST', `/noticias/${id}/despublicar`, { version });
  }
  delete(id: number, version: number): Promise<AdminResult<void>> {
    return this.api.call<void>('DELETE', `/noticias/${id}${queryString({ version })}`);
  }
  /** The dashboard's news; an answer that is not a list of news is an unavailable server, not a blank card. */
  async current(): Promise<AdminResult<CurrentNews[]>> {
    const result = await this.api.list<unknown>('/noticias/vigentes');
    if (!result.ok) return result;
    if (!result.value.every(isCurrentNewsShape)) {
      this.logger.warn('GET /noticias/vigentes respondió noticias no válidas.');
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
    return okResult(result.value);
  }
}
