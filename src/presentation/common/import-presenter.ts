import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { ImportMode, ImportProblem, ImportSummary } from '../../domain/shared/spreadsheet-import';
import { Presenter } from '../core/presenter';
import type { Translate } from './screen-state';

/** What an import dialog needs of its port: the template and the file sent in a mode. */
export interface SpreadsheetImportPort<S extends ImportSummary = ImportSummary> {
  template(): Promise<ApiResult<DownloadedFile>>;
  importFile(file: Blob, fileName: string, mode: ImportMode): Promise<ApiResult<S>>;
}

export type ImportState =
  | { readonly kind: 'choosing'; readonly error: string | null; readonly downloading: boolean }
  | { readonly kind: 'checking'; readonly fileName: string }
  | {
      readonly kind: 'checked';
      readonly fileName: string;
      /** "2.000 filas: 1.997 válidas, 3 con errores; se crearán 1.990, se actualizarán 7, sin cambios 0." */
      readonly summary: string;
      readonly problems: readonly ImportProblem[];
      /** "Importar" only when every row is valid; "solo las válidas" when some are. */
      readonly canImportAll: boolean;
      readonly canImportValid: boolean;
      readonly error: string | null;
      readonly saving: ImportMode | null;
    }
  | { readonly kind: 'done'; readonly fileName: string; readonly result: string };

/**
 * The import dialog of a spreadsheet (kit): choose a file → the server validates the whole file
 * (nothing saved) → the summary and the table of bad rows → import everything (only when all rows
 * are valid) or, explicitly, only the valid rows → the counts of created, updated, unchanged and
 * rejected rows. `texts` is the feature's translation prefix ('workers.import'): its `summary`,
 * `result` and `notAll` texts.
 */
export class ImportPresenter<S extends ImportSummary = ImportSummary> extends Presenter<ImportState> {
  private file: Blob | null = null;
  private fileName = '';

  constructor(
    private readonly api: SpreadsheetImportPort<S>,
    private readonly files: FileSaver,
    private readonly t: Translate,
    private readonly texts: string,
    /** Called after a save with its message and answer (a list reads again, a week takes its version). */
    private readonly saved: (message: string, summary: S) => void = () => undefined,
  ) {
    super({ kind: 'choosing', error: null, downloading: false });
  }

  private counts(s: ImportSummary): string {
    return this.t(`${this.texts}.summary`, {
      rows: s.rows.toLocaleString('es-PE'),
      valid: s.valid.toLocaleString('es-PE'),
      rejected: s.rejected.toLocaleString('es-PE'),
      created: s.created.toLocaleString('es-PE'),
      updated: s.updated.toLocaleString('es-PE'),
      unchanged: s.unchanged.toLocaleString('es-PE'),
    });
  }

  async choose(file: Blob, fileName: string): Promise<void> {
    this.file = file;
    this.fileName = fileName;
    this.setState({ kind: 'checking', fileName });
    const result = await this.api.importFile(file, fileName, 'validate');
    if (this.file !== file) return;
    if (!result.ok) {
      this.setState({ kind: 'choosing', error: result.error.message, downloading: false });
      return;
    }
    const s = result.value;
    this.setState({
      kind: 'checked',
      fileName,
      summary: this.counts(s),
      problems: s.problems,
      canImportAll: s.rejected === 0 && s.created + s.updated > 0,
      canImportValid: s.rejected > 0 && s.created + s.updated > 0,
      error: null,
      saving: null,
    });
  }

  /** Saves every row (refused by the server when any is invalid). */
  importAll(): Promise<void> {
    return this.save('all');
  }

  /** Saves only the valid rows: the user chose so, knowing the others are left out. */
  importValid(): Promise<void> {
    return this.save('valid');
  }

  private async save(mode: 'all' | 'valid'): Promise<void> {
    const state = this.state;
    if (state.kind !== 'checked' || state.saving || !this.file) return;
    // Everything only when every row is valid; otherwise the user must choose the valid rows only.
    if (mode === 'all' && !state.canImportAll) return;
    this.setState({ ...state, saving: mode, error: null });
    const result = await this.api.importFile(this.file, this.fileName, mode);
    if (!result.ok) {
      this.setState({ ...state, saving: null, error: result.error.message });
      return;
    }
    const s = result.value;
    if (!s.saved && s.rejected > 0) {
      // The file changed meanwhile or another user wrote: show the new check.
      this.setState({
        ...state,
        summary: this.counts(s),
        problems: s.problems,
        canImportAll: false,
        canImportValid: s.created + s.updated > 0,
        saving: null,
        error: this.t(`${this.texts}.notAll`),
      });
      return;
    }
    const message = this.t(`${this.texts}.result`, {
      created: s.created.toLocaleString('es-PE'),
      updated: s.updated.toLocaleString('es-PE'),
      unchanged: s.unchanged.toLocaleString('es-PE'),
      rejected: s.rejected.toLocaleString('es-PE'),
    });
    this.setState({ kind: 'done', fileName: this.fileName, result: message });
    this.saved(message, s);
  }

  /** Back to choosing another file (after fixing the bad rows). */
  reset(): void {
    this.file = null;
    this.setState({ kind: 'choosing', error: null, downloading: false });
  }

  async downloadTemplate(): Promise<void> {
    const state = this.state;
    if (state.kind !== 'choosing' || state.downloading) return;
    this.setState({ ...state, downloading: true });
    const result = await this.api.template();
    if (result.ok) this.files.save(result.value.fileName, result.value.file);
    const now = this.state;
    if (now.kind === 'choosing')
      this.setState({ ...now, downloading: false, error: result.ok ? null : result.error.message });
  }
}
