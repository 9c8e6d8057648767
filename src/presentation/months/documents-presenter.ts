import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { Notice } from '../common/screen-state';
import { Presenter } from '../core/presenter';

/** What a list of workers' documents keeps: may it export, what is downloading, the last refusal. */
export interface DocumentsState {
  readonly canExport: boolean;
  /** What is being downloaded (a worker's document, or a mark of the list's own), or null. */
  readonly downloading: string | null;
  readonly notice: Notice | null;
}

/**
 * A presenter of a list whose rows have documents to download (the leavers' settlements, the income
 * certificates): one download at a time, with the export permission only; a refusal is the notice.
 */
export abstract class DocumentsPresenter<S extends DocumentsState> extends Presenter<S> {
  protected constructor(
    protected readonly files: FileSaver,
    initial: S,
  ) {
    super(initial);
  }

  /** Saves what `read` answers, `what` marked as downloading meanwhile. */
  protected async saveDocument(what: string, read: () => Promise<ApiResult<DownloadedFile>>): Promise<void> {
    if (!this.state.canExport || this.state.downloading) return;
    this.setState((s) => ({ ...s, downloading: what, notice: null }));
    const result = await read();
    if (this.disposed) return;
    if (result.ok) this.files.save(result.value.fileName, result.value.file);
    this.setState((s) => ({
      ...s,
      downloading: null,
      notice: result.ok ? null : { severity: 'error', text: result.error.message },
    }));
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }
}
