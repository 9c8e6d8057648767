import type { IncomeTaxDeclarationsApi } from '../../application/income-tax-declarations/declarations-api';
import { failed, okResult } from '../../application/shared/api-result';
import { saveOwnedRecord } from '../../application/shared/owned-records';
import {
  DECLARATION_MESSAGES,
  emptyDeclaration,
  validateDeclaration,
  type Declaration,
  type DeclarationInput,
  type DeclarationKind,
} from '../../domain/income-tax-declarations/declaration';
import { formatAmount } from '../../domain/shared/decimal-text';
import { FormPresenter } from '../common/form-presenter';
import { LOADING, failedWith, type LoadState, type Ready as KitReady } from '../common/load-presenter';
import type { Translate } from '../common/screen-state';
import { Presenter } from '../core/presenter';

/** A declaration as the section lists it. */
export interface DeclarationRowView {
  readonly id: number;
  /** 'QUISPE MAMANI, JUAN (40112233)'. */
  readonly worker: string;
  readonly kindLabel: string;
  /** 'RUC 20100070970 · Supermercados Peruanos S.A.' or ''. */
  readonly employer: string;
  readonly taxablePay: string;
  readonly taxWithheld: string;
  readonly amount: string;
  /** What the row is, for the delete question. */
  readonly what: string;
  readonly declaration: Declaration;
}

export type DeclarationFormPresenter = FormPresenter<DeclarationInput, Declaration>;

/** The section once its declarations are read. */
interface DeclarationsReady {
  readonly rows: readonly DeclarationRowView[];
  /** The user may add, change and delete (`editar`) and the month is not closed. */
  readonly editable: boolean;
  readonly closed: boolean;
  readonly form: DeclarationFormPresenter | null;
  /** The kind of the open form (its fields). */
  readonly formKind: DeclarationKind | null;
  readonly confirm: DeclarationRowView | null;
  readonly deleting: boolean;
  readonly notice: string | null;
  readonly error: string | null;
}

export type DeclarationsState = LoadState<DeclarationsReady>;

type Ready = KitReady<DeclarationsState>;

function rowOf(d: Declaration, t: Translate): DeclarationRowView {
  const other = d.kind === 'otro_empleador';
  return {
    id: d.id,
    worker: `${d.name} (${d.document})`,
    kindLabel: t(`declarations.kinds.${d.kind}`),
    employer: other ? t('declarations.row.employer', { ruc: d.employerRuc, name: d.employerName }) : '',
    taxablePay: other ? formatAmount(d.taxablePay) : '',
    taxWithheld: other ? formatAmount(d.taxWithheld) : '',
    amount: other ? '' : formatAmount(d.amount),
    what: other
      ? t('declarations.row.otherEmployer', { name: d.employerName, ruc: d.employerRuc })
      : t('declarations.row.deductible', { amount: formatAmount(d.amount) }),
    declaration: d,
  };
}

const valuesOf = (d: Declaration): DeclarationInput => ({
  kind: d.kind,
  document: d.document,
  employerRuc: d.employerRuc,
  employerName: d.employerName,
  taxablePay: d.taxablePay,
  taxWithheld: d.taxWithheld,
  amount: d.amount,
});

/**
 * A payroll month's income tax declarations (docs/months.md): the list, the kit's form to add or change
 * one of either kind, and a confirmed delete. Every change calls `onChanged` (the month reads itself
 * again: its computation is now stale). A closed month's declarations are read-only.
 */
export class DeclarationsPresenter extends Presenter<DeclarationsState> {
  private canEdit = false;
  private closed = false;

  constructor(
    private readonly api: IncomeTaxDeclarationsApi,
    readonly month: string,
    private readonly onChanged: () => void,
    /** The translator of the texts (i18next's `t`, «declarations.section»). */
    private readonly t: Translate,
  ) {
    super(LOADING);
  }

  protected override onAttach(): void {
    if (this.state.kind !== 'ready') void this.load();
  }

  /** What the user may do: `editar` on the month's module, and whether the month is closed. */
  setAccess(canEdit: boolean, closed: boolean): void {
    this.canEdit = canEdit;
    this.closed = closed;
    const s = this.ready();
    if (s) this.setState({ ...s, editable: this.editable, closed });
  }

  private get editable(): boolean {
    return this.canEdit && !this.closed;
  }

  private ready(): Ready | null {
    return this.state.kind === 'ready' ? this.state : null;
  }

  async load(notice: string | null = null): Promise<void> {
    if (this.state.kind !== 'ready') this.setState(LOADING);
    const answer = await this.api.list(this.month);
    if (this.disposed) return;
    if (!answer.ok) {
      const s = this.ready();
      if (s) this.setState({ ...s, error: answer.error.message });
      else this.setState(failedWith(answer.error.message));
      return;
    }
    const s = this.ready();
    this.setState({
      kind: 'ready',
      rows: answer.value.map((d) => rowOf(d, this.t)),
      editable: this.editable,
      closed: this.closed,
      form: s?.form ?? null,
      formKind: s?.formKind ?? null,
      confirm: null,
      deleting: false,
      notice,
      error: null,
    });
  }

  openCreate(kind: DeclarationKind): void {
    this.openForm(kind, null);
  }

  openEdit(row: DeclarationRowView): void {
    this.openForm(row.declaration.kind, row.declaration);
  }

  private openForm(kind: DeclarationKind, existing: Declaration | null): void {
    const s = this.ready();
    if (!s || !this.editable) return;
    s.form?.dispose();
    const form = new FormPresenter<DeclarationInput, Declaration>(
      {
        empty: () => emptyDeclaration(kind),
        read: () =>
          Promise.resolve(
            existing
              ? okResult(existing)
              : failed({ kind: 'not-found', message: DECLARATION_MESSAGES.notFound }),
          ),
        valuesOf,
        save: saveOwnedRecord(
          this.api,
          this.month,
          validateDeclaration,
          this.t('declarations.section.fixFields'),
        ),
      },
      existing?.id ?? null,
      (_saved, mode) => {
        this.closeForm();
        void this.changed(
          this.t(mode === 'create' ? 'declarations.section.created' : 'declarations.section.updated'),
        );
      },
    );
    this.setState({ ...s, form, formKind: kind, notice: null, error: null });
  }

  closeForm(): void {
    const s = this.ready();
    if (!s?.form) return;
    s.form.dispose();
    this.setState({ ...s, form: null, formKind: null });
  }

  askDelete(row: DeclarationRowView): void {
    const s = this.ready();
    if (!s || !this.editable) return;
    this.setState({ ...s, confirm: row, notice: null, error: null });
  }

  cancelDelete(): void {
    const s = this.ready();
    if (s && !s.deleting) this.setState({ ...s, confirm: null, error: null });
  }

  async confirmDelete(): Promise<void> {
    const s = this.ready();
    if (!s?.confirm || s.deleting) return;
    const { declaration } = s.confirm;
    this.setState({ ...s, deleting: true, error: null });
    const result = await this.api.remove(declaration.id, declaration.version);
    if (this.disposed) return;
    if (!result.ok) {
      const r = this.ready();
      if (r) this.setState({ ...r, deleting: false, error: result.error.message });
      return;
    }
    await this.changed(this.t('declarations.section.deleted'));
  }

  dismissNotice(): void {
    const s = this.ready();
    if (s) this.setState({ ...s, notice: null });
  }

  /** After a change: the list again, and the month (its computation is stale now). */
  private async changed(notice: string): Promise<void> {
    this.onChanged();
    await this.load(notice);
  }

  override dispose(): void {
    const s = this.ready();
    s?.form?.dispose();
    super.dispose();
  }
}
