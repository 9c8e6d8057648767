import type { ManageNews } from '../../application/news/use-cases';
import { formatDate, formatDateTime, limaDate } from '../../domain/shared/dates';
import { type ListedNews, type NewsSort, type NewsState } from '../../domain/news/news';
import {
  PagedListPresenter,
  pageRequest,
  type GrantsSource,
  type ListQuery,
  type ListState,
} from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';
import { newsForm, type NewsFormPresenter } from './news-form-presenter';

export interface NewsRow {
  readonly id: number;
  readonly title: string;
  /** The first line of the body, shortened. */
  readonly excerpt: string;
  readonly publishOn: string;
  /** '' when it never expires. */
  readonly expiresOn: string;
  readonly state: NewsState;
  readonly stateLabel: string;
  readonly published: boolean;
  readonly updated: string;
  readonly news: Pick<ListedNews, 'id' | 'version'>;
}

export type NewsCommand = 'publish' | 'unpublish' | 'delete';

export interface NewsFilters {
  readonly state: NewsState | '';
}

export type NewsListState = ListState<NewsRow, NewsSort, NewsFilters, NewsCommand, NewsFormPresenter>;

export const EXCERPT_LENGTH = 120;

export function excerptOf(body: string): string {
  const firstLine = body.trim().split(/\r?\n/)[0] ?? '';
  return firstLine.length > EXCERPT_LENGTH ? `${firstLine.slice(0, EXCERPT_LENGTH - 1)}…` : firstLine;
}

/**
 * The news screen: a server-paged list filtered by state (borrador, programada, vigente, vencida) and
 * text; write and edit drafts; publish and withdraw (aprobar); delete. Buttons follow the user's
 * permissions; the server checks every call.
 */
export class NewsPresenter extends PagedListPresenter<
  ListedNews,
  NewsRow,
  NewsSort,
  NewsFilters,
  NewsCommand,
  NewsFormPresenter
> {
  constructor(
    private readonly news: ManageNews,
    grants: GrantsSource,
    t: Translate,
    /** The default publication date of new news (Lima). */
    private readonly today: () => string = () => limaDate(new Date()),
  ) {
    super(grants, t, {
      module: 'noticia',
      sort: 'publishOn',
      order: 'desc',
      filters: { state: '' },
      firstOrder: (sort) => (sort === 'title' ? 'asc' : 'desc'),
    });
  }

  protected fetch(query: ListQuery<NewsSort, NewsFilters>) {
    return this.news.list({
      ...pageRequest(query),
      ...(query.filters.state ? { state: query.filters.state } : {}),
    });
  }

  protected rowOf(n: ListedNews): NewsRow {
    return {
      id: n.id,
      title: n.title,
      excerpt: excerptOf(n.body),
      publishOn: formatDate(n.publishOn),
      expiresOn: n.expiresOn ? formatDate(n.expiresOn) : '',
      state: n.state,
      stateLabel: this.t(`news.states.${n.state}`),
      published: n.published,
      updated: this.t('news.updatedBy', { when: formatDateTime(n.updatedAt), who: n.updatedBy }),
      news: { id: n.id, version: n.version },
    };
  }

  protected override formFor(row: NewsRow | null): NewsFormPresenter {
    return newsForm(this.news, row?.id ?? null, this.today(), (news, mode) =>
      this.formSaved(this.t(mode === 'create' ? 'news.created' : 'news.updated', { title: news.title })),
    );
  }

  protected override runCommand(command: NewsCommand, row: NewsRow) {
    return command === 'delete'
      ? this.news.delete(row.news)
      : this.news.setPublished(row.news, command === 'publish');
  }

  protected override doneMessage(command: NewsCommand, row: NewsRow): string {
    const key = { publish: 'news.published', unpublish: 'news.unpublished', delete: 'news.deleted' }[command];
    return this.t(key, { title: row.title });
  }
}
