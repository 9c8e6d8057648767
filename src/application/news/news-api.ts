import type { PageRequest, Page } from '../../domain/shared/paging';
import type { CurrentNews, ListedNews, NewsInput, NewsSort, NewsState } from '../../domain/news/news';
import type { ApiResult } from '../shared/api-result';
import type { CurrentNewsApi } from './load-current-news';

export interface NewsQuery extends PageRequest<NewsSort> {
  readonly q?: string;
  readonly state?: NewsState;
}

/** Company news on the backend (module 'noticia'); `current` is what the dashboard shows. */
export interface NewsApi extends CurrentNewsApi {
  list(query: NewsQuery): Promise<ApiResult<Page<ListedNews>>>;
  get(id: number): Promise<ApiResult<ListedNews>>;
  create(input: Required<NewsInput>): Promise<ApiResult<ListedNews>>;
  update(id: number, version: number, input: Required<NewsInput>): Promise<ApiResult<ListedNews>>;
  publish(id: number, version: number): Promise<ApiResult<ListedNews>>;
  unpublish(id: number, version: number): Promise<ApiResult<ListedNews>>;
  delete(id: number, version: number): Promise<ApiResult<void>>;
  /** Published news showing today, newest first (any signed-in user). */
  current(): Promise<ApiResult<CurrentNews[]>>;
}
export const NewsApi = Symbol.for('NewsApi');
