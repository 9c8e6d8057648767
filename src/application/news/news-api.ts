import type { PageRequest, Page } from '../../domain/admin/paging';
import type { CurrentNews, ListedNews, NewsInput, NewsSort, NewsState } from '../../domain/news/news';
import type { AdminResult } from '../admin/admin-api';

export interface NewsQuery extends PageRequest<NewsSort> {
  readonly q?: string;
  readonly state?: NewsState;
}

/** Company news on the backend (module 'noticia'); `current` is what the dashboard shows. */
export interface NewsApi {
  list(query: NewsQuery): Promise<AdminResult<Page<ListedNews>>>;
  get(id: number): Promise<AdminResult<ListedNews>>;
  create(input: Required<NewsInput>): Promise<AdminResult<ListedNews>>;
  update(id: number, version: number, input: Required<NewsInput>): Promise<AdminResult<ListedNews>>;
  publish(id: number, version: number): Promise<AdminResult<ListedNews>>;
  unpublish(id: number, version: number): Promise<AdminResult<ListedNews>>;
  delete(id: number, version: number): Promise<AdminResult<void>>;
  /** Published news showing today, newest first (any signed-in user). */
  current(): Promise<AdminResult<CurrentNews[]>>;
}
export const NewsApi = Symbol.for('NewsApi');
