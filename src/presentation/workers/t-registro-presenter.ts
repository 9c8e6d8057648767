import type { FileSaver } from '../../application/ports/file-saver';
import type { CatalogueChoice } from '../../application/shared/catalogue-api';
import type { WorkersTRegistroApi } from '../../application/workers/manage-workers';
import type { FieldError } from '../../domain/shared/validation';
import type { Translate } from '../common/screen-state';
import { Presenter } from '../core/presenter';

/** One worker's movement, or the movements between two dates. */
export type TRegistroScope = { readonly worker: number; readonly name: string } | { readonly period: true };

export type TRegistroFile = 'zip' | 'ide' | 'tra' | 'per';

export interface TRegistroState {
  readonly companies: readonly CatalogueChoice[];
  readonly company: string;
  readonly from: string;
  readonly to: string;
  readonly file: TRegistroFile;
  readonly busy: boolean;
  /** The server's refusal: its message and, one per line, what to fix (worker, file, reason). */
  readonly error: string | null;
  readonly problems: readonly FieldError[];
  readonly done: string | null;
}

/** The T-Registro dialog: the employer, the dates (for a period), the file, and the download. */
export class TRegistroPresenter extends Presenter<TRegistroState> {
  constructor(
    private readonly api: WorkersTRegistroApi,
    private readonly files: FileSaver,
    readonly scope: TRegistroScope,
    today: string,
    private readonly t: Translate,
  ) {
    super({
      companies: [],
      company: '',
      from: `${today.slice(0, 8)}01`,
      to: today,
      file: 'zip',
      busy: false,
      error: null,
      problems: [],
      done: null,
    });
  }

  protected override onAttach(): void {
    if (this.state.companies.length === 0) void this.load();
  }

  private async load(): Promise<void> {
    const result = await this.api.companies();
    if (!result.ok) {
      this.setState({ ...this.state, error: result.error.message });
      return;
    }
    const first = result.value[0];
    this.setState({
      ...this.state,
      companies: result.value,
      company: this.state.company || (first ? String(first.id) : ''),
    });
  }

  set(change: Partial<Pick<TRegistroState, 'company' | 'from' | 'to' | 'file'>>): void {
    this.setState({ ...this.state, ...change, error: null, problems: [], done: null });
  }

  async download(): Promise<void> {
    const { company, from, to, file } = this.state;
    if (company === '') {
      this.setState({ ...this.state, error: this.t('workers.tRegistro.noCompany') });
      return;
    }
    this.setState({ ...this.state, busy: true, error: null, problems: [], done: null });
    const result = await this.api.download({
      company: Number(company),
      ...('worker' in this.scope ? { worker: this.scope.worker } : { from, to }),
      ...(file === 'zip' ? {} : { file }),
    });
    if (!result.ok) {
      const e = result.error;
      this.setState({
        ...this.state,
        busy: false,
        error: e.message,
        problems: e.kind === 'validation' ? e.fields : [],
      });
      return;
    }
    this.files.save(result.value.fileName, result.value.file);
    this.setState({
      ...this.state,
      busy: false,
      done: this.t('workers.tRegistro.done', { file: result.value.fileName }),
    });
  }
}
