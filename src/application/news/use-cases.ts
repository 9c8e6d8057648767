import type { Page } from '../../domain/shared/paging';
import { cleanNews, validateNews, type ListedNews, type News, type NewsInput } from '../../domain/news/news';
import { sendIfValid, type ApiResult } from '../shared/api-result';
import type { NewsApi, NewsQuery } from './news-api';

/** Company news: list, read, save (checked first with the server's rules), publish, withdraw, delete. */
export class ManageNews {
  constructor(private readonly api: NewsApi) {}

  list(query: NewsQuery): Promise<ApiResult<Page<ListedNews>>> {
    return this.api.list(query);
  }

  get(id: number): Promise<ApiResult<ListedNews>> {
    return this.api.get(id);
  }

  /** Creates a draft, or updates the news read as `existing` (its version guards against lost edits). */
  save(input: NewsInput, existing?: Pick<News, 'id' | 'version'>): Promise<ApiResult<ListedNews>> {
    return sendIfValid(validateNews(input), () => {
      const clean = cleanNews(input);
      return existing ? this.api.update(existing.id, existing.version, clean) : this.api.create(clean);
    });
  }

  setPublished(news: Pick<News, 'id' | 'version'>, published: boolean): Promise<ApiResult<ListedNews>> {
    return published ? this.api.publish(news.id, news.version) : this.api.unpublish(news.id, news.version);
  }

  delete(news: Pick<News, 'id' | 'version'>): Promise<ApiResult<void>> {
    return this.api.delete(news.id, news.version);
  }
}

export { LoadCurrentNews } from './load-current-news';
