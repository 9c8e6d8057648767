import type { ApiFailure, ApiResult } from '../../application/shared/api-result';
import { FormPresenter, type FormMode, type FormSource } from './form-presenter';
import { LoadPresenter, mapResult, type LoadState, type Ready } from './load-presenter';

/** What a ready records dialog carries besides its records. */
export interface RecordsEditing<Row, V extends object, E> {
  /** The open form (create or edit), or null. */
  readonly form: FormPresenter<V, E> | null;
  /** The record whose deletion waits for confirmation. */
  readonly confirm: Row | null;
  readonly deleting: boolean;
  /** 'Préstamo registrado.' after a change; null none. */
  readonly notice: string | null;
  /** The server's refusal of the last deletion; null none. */
  readonly error: string | null;
}

export type RecordsState<R extends object, Row, V extends object, E, C extends object = object> = LoadState<
  R & RecordsEditing<Row, V, E>,
  C
>;

/**
 * One owner's records in a dialog (a worker's loans, a worker's vacation periods): what `records()`
 * reads, the kit's form to create or change one, and the deletion of one after confirmation. Reading
 * again keeps what is shown until the answer; a change reads again with its notice (or shows the
 * server's answer, `show`).
 */
export abstract class RecordsPresenter<
  R extends object,
  Row,
  V extends object,
  E,
  C extends object = object,
> extends LoadPresenter<R & RecordsEditing<Row, V, E>, C> {
  private notice: string | null = null;

  protected constructor(
    around: C,
    /** The user may create, change and delete records. */
    readonly canEdit: boolean,
  ) {
    super(around);
  }

  /** Reads the records (display-ready). */
  protected abstract records(): Promise<ApiResult<R>>;
  /** The form's source: to create (`existing` null) or change a record. */
  protected abstract formSource(existing: E | null): FormSource<V, E>;
  /** The record a row shows. */
  protected abstract recordOf(row: Row): E & { readonly id: number };
  /** Deletes a row's record. */
  protected abstract remove(row: Row): Promise<ApiResult<unknown>>;
  /** The form saved (by default: read again with the notice). */
  protected saved(mode: FormMode): void {
    void this.load(this.savedNotice(mode));
  }
  protected abstract savedNotice(mode: FormMode): string;
  /** The notice after a deletion. */
  protected abstract deletedNotice(): string;
  /** A row may be deleted (by default every one). */
  protected deletable(_row: Row): boolean {
    return true;
  }
  /** The deletion was refused (after its message shows). */
  protected async refused(_failure: ApiFailure): Promise<void> {}
  /** Something changed (saved or deleted). */
  protected changed(): void {}

  protected override onAttach(): void {
    if (this.state.kind === 'loading') void this.load();
  }

  protected override rereading(ready: Ready<RecordsState<R, Row, V, E, C>>): RecordsState<R, Row, V, E, C> {
    return ready;
  }

  protected async read(): Promise<ApiResult<R & RecordsEditing<Row, V, E>>> {
    const notice = this.notice;
    return mapResult(await this.records(), (records) => this.editingOf(records, notice));
  }

  override async load(notice: string | null = null): Promise<void> {
    this.notice = notice;
    await super.load();
  }

  /** Shows records answered by a change (no new read), with its notice. */
  protected show(records: R, notice: string | null): void {
    this.setState((s) => ({ ...this.around(s), ...this.editingOf(records, notice), kind: 'ready' }));
  }

  private editingOf(records: R, notice: string | null): R & RecordsEditing<Row, V, E> {
    const s = this.state;
    return {
      ...records,
      form: s.kind === 'ready' ? s.form : null,
      confirm: null,
      deleting: false,
      notice,
      error: null,
    };
  }

  openCreate(): void {
    this.openForm(null);
  }

  openEdit(row: Row): void {
    this.openForm(this.recordOf(row));
  }

  private openForm(existing: (E & { readonly id: number }) | null): void {
    const s = this.state;
    if (s.kind !== 'ready' || !this.canEdit) return;
    s.form?.dispose();
    const form = new FormPresenter<V, E>(this.formSource(existing), existing?.id ?? null, (_record, mode) => {
      this.closeForm();
      this.saved(mode);
      this.changed();
    });
    this.setState({ ...s, form, notice: null, error: null });
  }

  closeForm(): void {
    const s = this.state;
    if (s.kind !== 'ready' || !s.form) return;
    s.form.dispose();
    this.setState({ ...s, form: null });
  }

  askDelete(row: Row): void {
    const s = this.state;
    if (s.kind !== 'ready' || !this.canEdit || !this.deletable(row)) return;
    this.setState({ ...s, confirm: row, notice: null, error: null });
  }

  cancelDelete(): void {
    const s = this.state;
    if (s.kind === 'ready' && !s.deleting) this.setState({ ...s, confirm: null });
  }

  async confirmDelete(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'ready' || !s.confirm || s.deleting) return;
    const row = s.confirm;
    this.setState({ ...s, deleting: true });
    const answer = await this.remove(row);
    if (this.disposed) return;
    if (!answer.ok) {
      this.setState((c) =>
        c.kind === 'ready' ? { ...c, deleting: false, confirm: null, error: answer.error.message } : c,
      );
      await this.refused(answer.error);
      return;
    }
    await this.load(this.deletedNotice());
    this.changed();
  }

  override dispose(): void {
    if (this.state.kind === 'ready') this.state.form?.dispose();
    super.dispose();
  }
}
