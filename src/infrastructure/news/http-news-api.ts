import type { ApiResult } from '../../application/shared/api-result';
import type { NewsApi, NewsQuery } from '../../application/news/news-api';
import { queryString } from '../../domain/shared/paging';
import type { ListedNews, NewsInput } from '../../domain/news/news';
import { BackendAdapter } from '../http/backend-adapter';
import { HttpCurrentNewsApi } from './http-current-news-api';

/** The NewsApi port over the backend's `/noticias` routes. */
export class HttpNewsApi extends BackendAdapter implements NewsApi {
  private readonly currentNews = new HttpCurrentNewsApi(this.http, this.backend, this.logger);

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
