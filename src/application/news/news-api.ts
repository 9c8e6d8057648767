import type { PageRequest, Page } from '../../domain/admin/paging';
import type { CurrentNews, News, NewsInput, NewsSort, NewsState } from '../../domain/news/news';
import type { AdminResult } from '../admin/admin-api';

export interface NewsQuery extends PageRequest<NewsSort> {
  readonly q?: string;
  readonly state?: NewsState;
}

/** Company news on the backend (module 'noticia'); `current` is what the dashboard shows. */
export interface NewsApi {
  list(query: NewsQuery): Promise<AdminResult<Page<News>>>;
  get(id: number): Promise<AdminResult<News>>;
  create(input: Required<NewsInput>): Promise<AdminResult<News>>;
  update(id: number, version: number, input: Required<NewsInput>): Promise<AdminResult<News>>;
  publish(id: number, version: number): Promise<AdminResult<News>>;
  unpublish(id: number, version: number): Promise<AdminResult<News>>;
  delete(id: number, version: number): Promise<AdminResult<void>>;
  /** Published news showing today, newest first (any signed-in user). */
  current(): Promise<AdminResult<CurrentNews[]>>;
}
export const NewsApi = Symbol.for('NewsApi');
