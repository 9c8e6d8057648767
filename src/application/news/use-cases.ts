import type { Page } from '../../domain/admin/paging';
import type { FieldError } from '../../domain/admin/validation';
import {
  cleanNews,
  validateNews,
  type CurrentNews,
  type ListedNews,
  type News,
  type NewsInput,
} from '../../domain/news/news';
import { failed, type AdminResult } from '../admin/admin-api';
import type { NewsApi, NewsQuery } from './news-api';

const invalid = <T>(fields: readonly FieldError[]): AdminResult<T> =>
  failed({ kind: 'validation', message: 'Revise los datos marcados.', fields });

/** Company news: list, read, save (checked first with the server's rules), publish, withdraw, delete. */
export class ManageNews {
  constructor(private readonly api: NewsApi) {}

  list(query: NewsQuery): Promise<AdminResult<Page<ListedNews>>> {
    return this.api.list(query);
  }

  get(id: number): Promise<AdminResult<ListedNews>> {
    return this.api.get(id);
  }

  /** Creates a draft, or updates the news read as `existing` (its version guards against lost edits). */
  save(input: NewsInput, existing?: Pick<News, 'id' | 'version'>): Promise<AdminResult<ListedNews>> {
    const errors = validateNews(input);
    if (errors.length > 0) return Promise.resolve(invalid(errors));
    const clean = cleanNews(input);
    return existing ? this.api.update(existing.id, existing.version, clean) : this.api.create(clean);
  }

  setPublished(news: Pick<News, 'id' | 'version'>, published: boolean): Promise<AdminResult<ListedNews>> {
    return published ? this.api.publish(news.id, news.version) : this.api.unpublish(news.id, news.version);
  }

  delete(news: Pick<News, 'id' | 'version'>): Promise<AdminResult<void>> {
    return this.api.delete(news.id, news.version);
  }
}

/** The news the dashboard shows today. */
export class LoadCurrentNews {
  constructor(private readonly api: NewsApi) {}

  execute(): Promise<AdminResult<CurrentNews[]>> {
    return this.api.current();
  }
}
