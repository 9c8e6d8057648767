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

/** What the form holds while it is edited, and what a screen's `view` derives from. */
export interface FormEditing<V, E, O = FormOptions> {
  readonly kind: 'editing';
  readonly mode: FormMode;
  readonly values: V;
  /** The record as read (edit), for what the form shows besides its fields. */
  readonly existing: E | undefined;
  /** What the form chooses from, read before it shows (the selects' choices, a role's modules…). */
  readonly options: O;
  /** By field: the domain's validation (checked before sending) or the server's. */
  readonly errors: Readonly<Record<string, string>>;
  readonly formError: string | null;
  /** The record changed since it was read (409): save is refused until it is read again. */
  readonly conflict: string | null;
  readonly saving: boolean;
}

/**
 * loading | failed | editing. `D` is what a screen derives for its view from the editing state (a role's
 * permission matrix), shown beside the kit's fields.
 */
export type FormState<V, E, O = FormOptions, D extends object = object> =
  | { readonly kind: 'loading'; readonly mode: FormMode }
  | { readonly kind: 'failed'; readonly mode: FormMode; readonly message: string }
  | (FormEditing<V, E, O> & D);

/** How a form reads, fills and saves its record (the screen's use cases). */
export interface FormSource<V, E, O = FormOptions, D extends object = object, I = number> {
  /** The values of a new record. */
  readonly empty: () => V;
  /** Reads the record by its id (a number, or a key such as a username). */
  readonly read: (id: I) => Promise<ApiResult<E>>;
  readonly valuesOf: (entity: E) => V;
  /**
   * Creates (no `existing`) or updates the record read as `existing` (its version guards against lost
   * edits), with the options read for the form. Validation failures carry the field errors.
   */
  readonly save: (values: V, existing: E | undefined, options: O) => Promise<ApiResult<E>>;
  /** What the form chooses from (by default the choices of its selects), read before the form shows. */
  readonly options?: () => Promise<ApiResult<O>>;
  /** What the screen's view shows besides the fields, derived on every change (a permission matrix). */
  readonly view?: (editing: FormEditing<V, E, O>) => D;
}

/** The form saved: the record as the server answered, the mode, and the values as they were sent. */
export type FormDone<E, V = unknown> = (entity: E, mode: FormMode, values: V) => void;

/**
 * The generic create/edit form: loading | failed | editing {values, field errors, form error, conflict,
 * saving}. One submit at a time; a field's error goes when the field changes; a stale edit (409) shows
 * the reload banner and `load()` starts again from the record's current values.
 */
export class FormPresenter<
  V extends object,
  E,
  O = FormOptions,
  D extends object = object,
  I = number,
> extends Presenter<FormState<V, E, O, D>> {
  private values: V;
  private existing: E | undefined;
  /** No options source: the form has no selects (`FormOptions`, empty). */
  private options: O = {} as O;

  constructor(
    private readonly source: FormSource<V, E, O, D, I>,
    private readonly id: NoInfer<I> | null,
    private readonly onDone: FormDone<E, V>,
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
    const editing: FormEditing<V, E, O> = {
      kind: 'editing',
      mode: this.mode,
      values: this.values,
      existing: this.existing,
      options: this.options,
      errors,
      formError,
      conflict,
      saving,
    };
    // Without a `view`, D is the kit's `object`: the editing state is all there is.
    this.setState({ ...editing, ...(this.source.view?.(editing) ?? ({} as D)) });
  }

  /** The editing state while the user may change it (not loading, failed or saving). */
  protected changeable(): FormEditing<V, E, O> | null {
    const s = this.state;
    return s.kind === 'editing' && !s.saving ? s : null;
  }

  /** Changes a field and drops that field's errors (also those of its sub-rows, 'shareHistory.0.percent'). */
  set<K extends keyof V>(field: K, value: V[K]): void {
    const name = String(field);
    this.edit({ ...this.values, [field]: value }, (f) => f === name || f.startsWith(`${name}.`));
  }

  /**
   * Replaces the values (a change that is more than one field, e.g. a column of a permission matrix) and
   * drops the errors whose field `dropped` names.
   */
  protected edit(values: V, dropped: (field: string) => boolean): void {
    const s = this.changeable();
    if (!s) return;
    this.values = values;
    const errors = Object.fromEntries(Object.entries(s.errors).filter(([f]) => !dropped(f)));
    this.render(errors, s.formError, s.conflict, false);
  }

  /** The values as the user left them. */
  protected get current(): V {
    return this.values;
  }

  async submit(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'editing' || s.saving || s.conflict) return;
    this.render(s.errors, null, null, true);
    const values = this.values;
    const result = await this.source.save(values, this.existing, this.options);
    if (this.disposed) return;
    if (result.ok) {
      this.existing = result.value;
      this.render({}, null, null, false);
      this.onDone(result.value, this.mode, values);
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
