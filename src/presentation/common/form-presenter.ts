import type { ApiResult } from '../../application/shared/api-result';
import { Presenter } from '../core/presenter';
import { fieldErrorsOf, formMessageOf } from './screen-state';

export type FormMode = 'create' | 'edit';

/** A choice of a select field (companies for the vessel form, fishing types for the species form). */
export interface FormOption {
  /** A record's id, or a fixed choice's code ('AFP'). */
  readonly id: number | string;
  readonly label: string;
}

/** The choices of each select field, by field name. */
export type FormOptions = Readonly<Record<string, readonly FormOption[]>>;

export type FormState<V, E> =
  | { readonly kind: 'loading'; readonly mode: FormMode }
  | { readonly kind: 'failed'; readonly mode: FormMode; readonly message: string }
  | {
      readonly kind: 'editing';
      readonly mode: FormMode;
      readonly values: V;
      /** The record as read (edit), for what the form shows besides its fields. */
      readonly existing: E | undefined;
      readonly options: FormOptions;
      /** By field: the domain's validation (checked before sending) or the server's. */
      readonly errors: Readonly<Record<string, string>>;
      readonly formError: string | null;
      /** The record changed since it was read (409): save is refused until it is read again. */
      readonly conflict: string | null;
      readonly saving: boolean;
    };

/** How a form reads, fills and saves its record (the screen's use cases). */
export interface FormSource<V, E> {
  /** The values of a new record. */
  readonly empty: () => V;
  readonly read: (id: number) => Promise<ApiResult<E>>;
  readonly valuesOf: (entity: E) => V;
  /**
   * Creates (no `existing`) or updates the record read as `existing` (its version guards against lost
   * edits). Validation failures carry the field errors.
   */
  readonly save: (values: V, existing: E | undefined) => Promise<ApiResult<E>>;
  /** The choices of the form's selects, read before the form shows. */
  readonly options?: () => Promise<ApiResult<FormOptions>>;
}

export type FormDone<E> = (entity: E, mode: FormMode) => void;

/**
 * The generic create/edit form: loading | failed | editing {values, field errors, form error, conflict,
 * saving}. One submit at a time; a field's error goes when the field changes; a stale edit (409) shows
 * the reload banner and `load()` starts again from the record's current values.
 */
export class FormPresenter<V extends object, E> extends Presenter<FormState<V, E>> {
  private values: V;
  private existing: E | undefined;
  private options: FormOptions = {};

  constructor(
    private readonly source: FormSource<V, E>,
    private readonly id: number | null,
    private readonly onDone: FormDone<E>,
  ) {
    super({ kind: 'loading', mode: id === null ? 'create' : 'edit' });
    this.values = source.empty();
    if (id === null && !source.options) this.render({}, null, null, false);
  }

  get mode(): FormMode {
    return this.id === null ? 'create' : 'edit';
  }

  protected override onAttach(): void {
    if (this.state.kind === 'loading') void this.load();
  }

  /** Reads the record being edited (also after a conflict, to start again from its current values). */
  async load(): Promise<void> {
    if (this.id === null && !this.source.options) {
      this.values = this.source.empty();
      this.render({}, null, null, false);
      return;
    }
    this.setState({ kind: 'loading', mode: this.mode });
    const [options, record] = await Promise.all([
      this.source.options?.(),
      this.id === null ? undefined : this.source.read(this.id),
    ]);
    if (this.disposed) return;
    const failure =
      (options && !options.ok ? options : undefined) ?? (record && !record.ok ? record : undefined);
    if (failure) {
      this.setState({ kind: 'failed', mode: this.mode, message: failure.error.message });
      return;
    }
    if (options?.ok) this.options = options.value;
    if (record?.ok) {
      this.existing = record.value;
      this.values = this.source.valuesOf(record.value);
    } else {
      this.values = this.source.empty();
    }
    this.render({}, null, null, false);
  }

  private render(
    errors: Readonly<Record<string, string>>,
    formError: string | null,
    conflict: string | null,
    saving: boolean,
  ): void {
    this.setState({
      kind: 'editing',
      mode: this.mode,
      values: this.values,
      existing: this.existing,
      options: this.options,
      errors,
      formError,
      conflict,
      saving,
    });
  }

  /** Changes a field and drops that field's errors (also those of its sub-rows, 'shareHistory.0.percent'). */
  set<K extends keyof V>(field: K, value: V[K]): void {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving) return;
    this.values = { ...this.values, [field]: value };
    const name = String(field);
    const errors = Object.fromEntries(
      Object.entries(s.errors).filter(([f]) => f !== name && !f.startsWith(`${name}.`)),
    );
    this.render(errors, s.formError, s.conflict, false);
  }

  async submit(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving || s.conflict) return;
    this.render(s.errors, null, null, true);
    const result = await this.source.save(this.values, this.existing);
    if (this.disposed) return;
    if (result.ok) {
      this.existing = result.value;
      this.render({}, null, null, false);
      this.onDone(result.value, this.mode);
      return;
    }
    const failure = result.error;
    if (failure.kind === 'conflict' && this.mode === 'edit') {
      this.render({}, null, failure.message, false);
      return;
    }
    this.render(
      fieldErrorsOf(failure),
      formMessageOf(failure, failure.kind === 'validation' ? failure.fields : []),
      null,
      false,
    );
  }
}
