import type { ApiFailure, ApiResult } from '../../application/shared/api-result';
import type { MyGrants } from '../../application/shared/my-grants';
import { DEFAULT_PAGE_SIZE, type Page, type SortOrder } from '../../domain/shared/paging';
import { PERMISSION_ACTIONS, type PermissionAction } from '../../domain/shell/modules';
import { Presenter } from '../core/presenter';
import { allowed, Debouncer, LatestOnly, type Notice, type TableState, type Translate } from './screen-state';

/** What the list asks the server for: text, filters, sort and the page (0-based, as the grid shows it). */
export interface ListQuery<S extends string, F> {
  readonly q: string;
  readonly filters: F;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: S;
  readonly order: SortOrder;
}

/** A command on one row that waits for the user's confirmation (delete, disable, publish…). */
export interface Confirming<R, C extends string> {
  readonly command: C;
  readonly row: R;
  readonly busy: boolean;
  readonly error: string | null;
}

/** The user's actions on the screen's module (buttons follow them; the server checks every call). */
export type Can = Readonly<Record<PermissionAction, boolean>>;

export const NOTHING_ALLOWED: Can = Object.fromEntries(PERMISSION_ACTIONS.map((a) => [a, false])) as Record<
  PermissionAction,
  boolean
>;

export interface ListState<R, S extends string, F, C extends string, P> {
  readonly table: TableState<R>;
  readonly query: ListQuery<S, F>;
  readonly can: Can;
  readonly notice: Notice | null;
  readonly confirming: Confirming<R, C> | null;
  /** The create/edit dialog's presenter while it is open. */
  readonly form: P | null;
  /** The export of the whole filtered list is being made. */
  readonly exporting: boolean;
}

/** The signed-in user's grants (hides buttons; an unreadable answer grants nothing). */
export type GrantsSource = MyGrants;

export interface ListOptions<S extends string, F, X extends object = object> {
  /** The module whose actions the user's grants give (e.g. 'empresa'). */
  readonly module: string;
  readonly sort: S;
  readonly order: SortOrder;
  readonly filters: F;
  readonly pageSize?: number;
  /** The order a column starts with when the user sorts by it (names A→Z, dates newest first). */
  readonly firstOrder?: (sort: S) => SortOrder;
  readonly searchDelayMs?: number;
  /** The screen's own state beside the list (the audit's filter form, its expanded rows…). */
  readonly own?: X;
}

export const SEARCH_DELAY_MS = 350;

/** The page, size, sort and text of a query as the server reads them (pages 1-based, no empty `q`). */
export function pageRequest<S extends string>(query: ListQuery<S, unknown>) {
  return {
    page: query.page + 1,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
    ...(query.q ? { q: query.q } : {}),
  };
}

/** Anything with a `dispose`, such as a form presenter. */
interface Disposable {
  dispose(): void;
}

/**
 * The generic server-paged list: query text with debounce, filters, sort, paging, latest-only loads
 * (an older answer never replaces a newer one), stale page correction (a page emptied by someone
 * else's delete goes back to the last page with rows), notices, commands confirmed in a dialog, and
 * the create/edit dialog's presenter. A screen gives how to read a page, how a row shows, and what its
 * commands do.
 */
export abstract class PagedListPresenter<
  E,
  R,
  S extends string,
  F,
  C extends string = never,
  P extends Disposable = never,
  X extends object = object,
> extends Presenter<ListState<R, S, F, C, P> & X> {
  private readonly debounce: Debouncer;
  private readonly latest = new LatestOnly();
  private readonly firstOrder: (sort: S) => SortOrder;

  /**
   * `grants` null: a screen whose only action is `ver` (checked by the screen gate), such as the audit
   * trail; `can` stays all false.
   */
  protected constructor(
    private readonly grants: GrantsSource | null,
    protected readonly t: Translate,
    private readonly options: ListOptions<S, F, X>,
  ) {
    super({
      // Without `own`, X is the kit's `object`: the list state is all there is.
      ...(options.own ?? ({} as X)),
      table: { kind: 'loading' },
      query: {
        q: '',
        filters: options.filters,
        page: 0,
        pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
        sort: options.sort,
        order: options.order,
      },
      can: NOTHING_ALLOWED,
      notice: null,
      confirming: null,
      form: null,
      exporting: false,
    });
    this.debounce = new Debouncer(options.searchDelayMs ?? SEARCH_DELAY_MS);
    this.firstOrder = options.firstOrder ?? (() => 'asc');
  }

  /** Reads one page (1-based on the wire). */
  protected abstract fetch(query: ListQuery<S, F>): Promise<ApiResult<Page<E>>>;

  /** A row as the grid shows it (display-ready strings). */
  protected abstract rowOf(entity: E): R;

  /** What the table shows when a page cannot be read (by default the failure, with "Reintentar"). */
  protected failedTable(failure: ApiFailure): TableState<R> {
    return { kind: 'failed', message: failure.message };
  }

  /** Runs a confirmed command; the success message is `doneMessage`. */
  protected runCommand(_command: C, _row: R): Promise<ApiResult<unknown>> {
    return Promise.reject(new Error('This list has no commands.'));
  }

  /** Produces the export of the whole list as filtered and sorted now (screens that export). */
  protected exportFile(_query: Omit<ListQuery<S, F>, 'page' | 'pageSize'>): Promise<ApiResult<unknown>> {
    return Promise.reject(new Error('This list has no export.'));
  }

  /** The notice after a command succeeded. */
  protected doneMessage(_command: C, _row: R): string {
    return '';
  }

  protected override onAttach(): void {
    void this.load();
    void this.grants?.execute().then(
      (grants) =>
        this.setState((s) => ({ ...s, can: allowed(grants, this.options.module, PERMISSION_ACTIONS) })),
      () => undefined,
    );
  }

  protected override onDetach(): void {
    this.debounce.cancel();
  }

  override dispose(): void {
    this.debounce.cancel();
    this.state.form?.dispose();
    super.dispose();
  }

  /** Reads the current page again (also the "Reintentar" of a failed load). */
  async load(): Promise<void> {
    const current = this.latest.next();
    const { query } = this.state;
    this.setState((s) => ({
      ...s,
      table: s.table.kind === 'ready' ? { ...s.table, refreshing: true } : { kind: 'loading' },
    }));
    const result = await this.fetch({ ...query, q: query.q.trim() });
    if (!current() || this.disposed) return;
    if (!result.ok) {
      const table = this.failedTable(result.error);
      this.setState((s) => ({ ...s, table }));
      return;
    }
    const page = result.value;
    if (page.rows.length === 0 && page.total > 0 && query.page > 0) {
      // The page emptied meanwhile (rows deleted elsewhere): show the last page that has rows.
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
        rows: page.rows.map((e) => this.rowOf(e)),
        total: page.total,
        refreshing: false,
      },
    }));
  }

  private requery(change: Partial<ListQuery<S, F>>): void {
    this.debounce.cancel();
    this.setState((s) => ({ ...s, query: { ...s.query, ...change } }));
    void this.load();
  }

  /** Typing in the search box: reads after a pause. */
  setSearch(q: string): void {
    this.setState((s) => ({ ...s, query: { ...s.query, q, page: 0 } }));
    this.debounce.run(() => void this.load());
  }

  /** Enter in the search box: reads now. */
  search(): void {
    this.debounce.cancel();
    void this.load();
  }

  /** Changes one filter and goes back to the first page. */
  setFilter<K extends keyof F>(key: K, value: F[K]): void {
    this.requery({ filters: { ...this.state.query.filters, [key]: value }, page: 0 });
  }

  /** Replaces every filter at once (a filter form applied with a button) and goes back to the first page. */
  protected applyFilters(filters: F): void {
    this.requery({ filters, page: 0 });
  }

  setPage(page: number): void {
    this.requery({ page });
  }

  setPageSize(pageSize: number): void {
    this.requery({ pageSize, page: 0 });
  }

  /** Sorts by a column; the same column again flips the order. */
  sortBy(sort: S): void {
    const { query } = this.state;
    const order = query.sort === sort ? (query.order === 'asc' ? 'desc' : 'asc') : this.firstOrder(sort);
    this.requery({ sort, order, page: 0 });
  }

  /** Sets sort and order as the grid asks (a click on a header). */
  setSort(sort: S, order: SortOrder): void {
    this.requery({ sort, order, page: 0 });
  }

  /** Exports the list as filtered and sorted now; one export at a time; a refusal is a notice. */
  async exportList(): Promise<void> {
    if (this.state.exporting) return;
    this.setState((s) => ({ ...s, exporting: true }));
    const { q, filters, sort, order } = this.state.query;
    const result = await this.exportFile({ q: q.trim(), filters, sort, order });
    if (this.disposed) return;
    this.setState((s) => ({
      ...s,
      exporting: false,
      notice: result.ok ? s.notice : { severity: 'error', text: result.error.message },
    }));
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }

  protected notify(notice: Notice | null): void {
    this.setState((s) => ({ ...s, notice }));
  }

  /** The create/edit form of a row, or of a new record (`null`): screens with a dialog make it. */
  protected formFor(_row: R | null): P {
    throw new Error('This list has no form.');
  }

  /** Opens the dialog of a new record. */
  openCreate(): void {
    this.showForm(this.formFor(null));
  }

  /** Opens the dialog of a row's record. */
  openEdit(row: R): void {
    this.showForm(this.formFor(row));
  }

  /** Opens the create/edit dialog with a presenter made by the screen. */
  protected showForm(form: P): void {
    this.state.form?.dispose();
    this.setState((s) => ({ ...s, form, notice: null }));
  }

  closeForm(): void {
    const form = this.state.form;
    this.setState((s) => ({ ...s, form: null }));
    form?.dispose();
  }

  private readonly changeListeners = new Set<() => void>();

  /**
   * Hears of each change the screen made (a record created, saved, deleted, deactivated…), e.g. for a
   * summary shown beside the list. Answers the function that stops listening.
   */
  onChanged(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => {
      this.changeListeners.delete(listener);
    };
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /** The form saved: close it, say so, and read the page again. */
  protected formSaved(message: string): void {
    this.closeForm();
    this.notify({ severity: 'success', text: message });
    this.changed();
    void this.load();
  }

  /** Asks to confirm a command on a row. */
  ask(command: C, row: R): void {
    this.setState((s) => ({ ...s, confirming: { command, row, busy: false, error: null }, notice: null }));
  }

  cancelCommand(): void {
    if (this.state.confirming?.busy) return;
    this.setState((s) => ({ ...s, confirming: null }));
  }

  /** Runs the confirmed command once; a refusal stays in the dialog with the server's reason. */
  async confirmCommand(): Promise<void> {
    const confirming = this.state.confirming;
    if (!confirming || confirming.busy) return;
    this.setState((s) => ({ ...s, confirming: { ...confirming, busy: true, error: null } }));
    const result = await this.runCommand(confirming.command, confirming.row);
    if (this.disposed) return;
    if (!result.ok) {
      this.setState((s) => ({
        ...s,
        confirming: { ...confirming, busy: false, error: result.error.message },
      }));
      // Someone changed or removed it meanwhile: the list shows what is there now.
      if (refreshAfter(result.error)) void this.load();
      return;
    }
    this.setState((s) => ({
      ...s,
      confirming: null,
      notice: { severity: 'success', text: this.doneMessage(confirming.command, confirming.row) },
    }));
    this.changed();
    void this.load();
  }
}

const refreshAfter = (failure: ApiFailure): boolean =>
  failure.kind === 'conflict' || failure.kind === 'not-found';
