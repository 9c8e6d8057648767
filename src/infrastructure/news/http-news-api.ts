import type { ApiResult } from '../../application/shared/api-result';
import type { NewsApi, NewsQuery } from '../../application/news/news-api';
import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { queryString } from '../../domain/shared/paging';
import type { ListedNews, NewsInput } from '../../domain/news/news';
import { JsonApi } from '../http/json-api';
import { HttpCurrentNewsApi } from './http-current-news-api';

/** The NewsApi port over the backend's `/noticias` routes. */
export class HttpNewsApi implements NewsApi {
  private readonly api: JsonApi;
  private readonly currentNews: HttpCurrentNewsApi;

  constructor(http: HttpClient, backend: string, logger: Logger) {
    this.api = new JsonApi(http, backend, logger);
    this.currentNews = new HttpCurrentNewsApi(http, backend, logger);
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
  delete(id: number, version: number): Promise<ApiResult<void>> {
    return this.api.call<void>('DELETE', `/noticias/${id}${queryString({ version })}`);
  }
  /** The dashboard's news (the adapter the shell uses on its own). */
  current() {
    return this.currentNews.current();
  }
}
