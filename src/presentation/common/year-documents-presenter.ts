import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import { hasGrant } from '../../domain/shared/grants';
import { Presenter } from '../core/presenter';
import { LOADING, type LoadState } from './load-presenter';
import { saveDownload } from './file-download';
import type { GrantsSource } from './paged-list-presenter';
import type { Notice } from './screen-state';

/**
 * What a year's list of workers' documents keeps: the year typed, its table, may the user export, what
 * is downloading, the last refusal.
 */
export interface YearDocumentsState<T extends object> {
  readonly year: string;
  readonly table: LoadState<T>;
  readonly canExport: boolean;
  /** What is being downloaded (a worker's document, or a mark of the list's own), or null. */
  readonly downloading: string | null;
  readonly notice: Notice | null;
}

/** A year's list before it is read: loading, nothing downloading, export not granted yet. */
export function yearDocumentsStart(year: string) {
  return { year, table: LOADING, canExport: false, downloading: null, notice: null } as const;
}

/**
 * A year's list whose rows have documents to download (the leavers' settlements, the income
 * certificates): the list of a four-digit year (read on the first attach and on every year typed,
 * keeping only the answer of the year shown), the export permission on `module`, one download at a
 * time (export only), a refusal as the notice. A screen gives `readTable(year)`, optionally
 * `yearChanged` (what else a new year resets) and `loaded` (what it reads after the table).
 */
export abstract class YearDocumentsPresenter<
  T extends object,
  S extends YearDocumentsState<T>,
> extends Presenter<S> {
  protected constructor(
    protected readonly files: FileSaver,
    private readonly grants: GrantsSource,
    private readonly module: string,
    initial: S,
  ) {
    super(initial);
  }

  /** The year's table, display-ready, or the server's refusal. */
  protected abstract readTable(year: number): Promise<LoadState<T>>;

  /** What a new year resets besides the year (the state already holds the new year). */
  protected yearChanged(state: S): S {
    return state;
  }

  /** Called after the year's table was read and shown (still the year shown). */
  protected async loaded(_year: string): Promise<void> {}

  protected override onAttach(): void {
    void this.grants.execute().then(
      (grants) => this.setState((s) => ({ ...s, canExport: hasGrant(grants, this.module, 'exportar') })),
      () => undefined,
    );
    if (this.state.table.kind !== 'ready') void this.load();
  }

  async load(): Promise<void> {
    const year = this.state.year;
    if (!/^\d{4}$/.test(year)) return;
    this.setState((s) => ({ ...s, table: LOADING }));
    const table = await this.readTable(Number(year));
    if (this.disposed || this.state.year !== year) return;
    this.setState((s) => ({ ...s, table }));
    await this.loaded(year);
  }

  /** The year typed: digits only, four at most; four read the year's list. */
  setYear(year: string): void {
    const digits = year.replace(/\D/g, '').slice(0, 4);
    this.setState((s) => this.yearChanged({ ...s, year: digits }));
    if (digits.length === 4) void this.load();
  }

  /** Saves what `read` answers, `what` marked as downloading meanwhile. */
  protected async saveDocument(what: string, read: () => Promise<ApiResult<DownloadedFile>>): Promise<void> {
    if (!this.state.canExport || this.state.downloading) return;
    this.setState((s) => ({ ...s, downloading: what, notice: null }));
    const result = await read();
    if (this.disposed) return;
    const notice = saveDownload(this.files, result);
    this.setState((s) => ({ ...s, downloading: null, notice }));
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }
}
