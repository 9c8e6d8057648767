import type { LoadMyPermissions } from '../../application/admin/use-cases';
import type { ManageNews } from '../../application/news/use-cases';
import { formatDate, formatDateTime, limaDate } from '../../domain/admin/dates';
import { DEFAULT_PAGE_SIZE } from '../../domain/admin/paging';
import {
  NEWS_STATE_LABELS,
  type ListedNews,
  type News,
  type NewsSort,
  type NewsState,
} from '../../domain/news/news';
import { Presenter } from '../core/presenter';
import {
  allowed,
  Debouncer,
  LatestOnly,
  type Notice,
  type TableQuery,
  type TableState,
  type Translate,
} from '../admin/common/admin-state';
import { NewsFormPresenter } from './news-form-presenter';

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
  readonly news: Pick<News, 'id' | 'version'>;
}

export type NewsCommand = 'publish' | 'unpublish' | 'delete';

export interface NewsListState {
  readonly table: TableState<NewsRow>;
  readonly query: TableQuery<NewsSort> & { readonly state: NewsState | '' };
  readonly can: {
    readonly create: boolean;
    readonly edit: boolean;
    readonly remove: boolean;
    readonly approve: boolean;
  };
  readonly notice: Notice | null;
  /** A publish, withdraw or delete waiting for confirmation. */
  readonly confirming: {
    readonly command: NewsCommand;
    readonly row: NewsRow;
    readonly busy: boolean;
    readonly error: string | null;
  } | null;
  readonly form: NewsFormPresenter | null;
}

export const EXCERPT_LENGTH = 120;

export function excerptOf(body: string): string {
  const firstLine = body.trim().split(/\r?\n/)[0] ?? '';
  return firstLine.length > EXCERPT_LENGTH ? `${firstLine.slice(0, EXCERPT_LENGTH - 1)}…` : firstLine;
}

export const SEARCH_DELAY_MS = 350;

/**
 * The news screen: a server-paged list filtered by state (borrador, programada, vigente, vencida) and
 * text; write and edit drafts; publish and withdraw (aprobar); delete. Buttons follow the user's
 * permissions; the server checks every call.
 */
export class NewsPresenter extends Presenter<NewsListState> {
  private readonly debounce = new Debouncer(SEARCH_DELAY_MS);
  private readonly latest = new LatestOnly();

  constructor(
    private readonly news: ManageNews,
    private readonly permissions: LoadMyPermissions,
    private readonly t: Translate,
    /** The default publication date of new news (Lima). */
    private readonly today: () => string = () => limaDate(new Date()),
  ) {
    super({
      table: { kind: 'loading' },
      query: { q: '', state: '', page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: 'publishOn', order: 'desc' },
      can: { create: false, edit: false, remove: false, approve: false },
      notice: null,
      confirming: null,
      form: null,
    });
  }

  protected override onAttach(): void {
    void this.load();
    void this.permissions.execute().then((grants) => {
      const can = allowed(grants, 'noticia', ['crear', 'editar', 'eliminar', 'aprobar']);
      this.setState((s) => ({
        ...s,
        can: { create: can.crear, edit: can.editar, remove: can.eliminar, approve: can.aprobar },
      }));
    });
  }

  protected override onDetach(): void {
    this.debounce.cancel();
  }

  override dispose(): void {
    this.state.form?.dispose();
    super.dispose();
  }

  private rowOf(n: ListedNews): NewsRow {
    const state = n.state;
    return {
      id: n.id,
      title: n.title,
      excerpt: excerptOf(n.body),
      publishOn: formatDate(n.publishOn),
      expiresOn: n.expiresOn ? formatDate(n.expiresOn) : '',
      state,
      stateLabel: NEWS_STATE_LABELS[state],
      published: n.published,
      updated: this.t('news.updatedBy', { when: formatDateTime(n.updatedAt), who: n.updatedBy }),
      news: { id: n.id, version: n.version },
    };
  }

  async load(): Promise<void> {
    const current = this.latest.next();
    const { query } = this.state;
    this.setState((s) => ({
      ...s,
      table: s.table.kind === 'ready' ? { ...s.table, refreshing: true } : { kind: 'loading' },
    }));
    const result = await this.news.list({
      page: query.page + 1,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
      ...(query.q.trim() ? { q: query.q.trim() } : {}),
      ...(query.state ? { state: query.state } : {}),
    });
    if (!current()) return;
    if (!result.ok) {
      this.setState((s) => ({ ...s, table: { kind: 'error', message: result.error.message } }));
      return;
    }
    const page = result.value;
    if (page.rows.length === 0 && page.total > 0 && query.page > 0) {
      this.setState((s) => ({
        ...s,
        query: { ...s.query, page: Math.max(0, Math.ceil(page.total / s.query.pageSize) - 1) },
      }));
      return this.load();
    }
    this.setState((s) => ({
      ...s,
      table: {
        kind: 'ready',
        rows: page.rows.map((n) => this.rowOf(n)),
        total: page.total,
        refreshing: false,
      },
    }));
  }

  private requery(change: Partial<NewsListState['query']>): void {
    this.setState((s) => ({ ...s, query: { ...s.query, ...change } }));
    void this.load();
  }

  setSearch(q: string): void {
    this.setState((s) => ({ ...s, query: { ...s.query, q, page: 0 } }));
    this.debounce.run(() => void this.load());
  }

  search(): void {
    this.debounce.cancel();
    void this.load();
  }

  setStateFilter(state: NewsState | ''): void {
    this.requery({ state, page: 0 });
  }

  setPage(page: number): void {
    this.requery({ page });
  }

  setPageSize(pageSize: number): void {
    this.requery({ pageSize, page: 0 });
  }

  /** Sorts by a column; the same column again flips the order (dates start newest first). */
  sortBy(sort: NewsSort): void {
    const { query } = this.state;
    const first = sort === 'title' ? 'asc' : 'desc';
    const order = query.sort === sort ? (query.order === 'asc' ? 'desc' : 'asc') : first;
    this.requery({ sort, order, page: 0 });
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }

  openCreate(): void {
    this.openForm(null);
  }

  openEdit(row: NewsRow): void {
    this.openForm(row.id);
  }

  private openForm(id: number | null): void {
    this.state.form?.dispose();
    const form = new NewsFormPresenter(this.news, id, this.today(), (news, mode) => this.saved(news, mode));
    this.setState((s) => ({ ...s, form, notice: null }));
  }

  closeForm(): void {
    const form = this.state.form;
    this.setState((s) => ({ ...s, form: null }));
    form?.dispose();
  }

  private saved(news: ListedNews, mode: 'create' | 'edit'): void {
    this.closeForm();
    this.setState((s) => ({
      ...s,
      notice: {
        severity: 'success',
        text: this.t(mode === 'create' ? 'news.created' : 'news.updated', { title: news.title }),
      },
    }));
    void this.load();
  }

  ask(command: NewsCommand, row: NewsRow): void {
    this.setState((s) => ({ ...s, confirming: { command, row, busy: false, error: null }, notice: null }));
  }

  cancelCommand(): void {
    if (this.state.confirming?.busy) return;
    this.setState((s) => ({ ...s, confirming: null }));
  }

  async confirmCommand(): Promise<void> {
    const confirming = this.state.confirming;
    if (!confirming || confirming.busy) return;
    this.setState((s) => ({ ...s, confirming: { ...confirming, busy: true, error: null } }));
    const { command, row } = confirming;
    const result =
      command === 'delete'
        ? await this.news.delete(row.news)
        : await this.news.setPublished(row.news, command === 'publish');
    if (!result.ok) {
      // E.g. someone changed it meanwhile: the dialog says why; the list is read again.
      this.setState((s) => ({
        ...s,
        confirming: { ...confirming, busy: false, error: result.error.message },
      }));
      if (result.error.kind === 'conflict' || result.error.kind === 'not-found') void this.load();
      return;
    }
    const key = { publish: 'news.published', unpublish: 'news.unpublished', delete: 'news.deleted' }[command];
    this.setState((s) => ({
      ...s,
      confirming: null,
      notice: { severity: 'success', text: this.t(key, { title: row.title }) },
    }));
    void this.load();
  }
}
