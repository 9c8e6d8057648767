import type { LoansApi } from '../../application/loans/loans-api';
import { failed, okResult } from '../../application/shared/api-result';
import { LOAN_MESSAGES, validateLoan, type LoanInput, type LoanStatement } from '../../domain/loans/loan';
import { formatDate } from '../../domain/shared/dates';
import { Decimal } from '../../domain/shared/decimal';
import { formatSoles } from '../../domain/shared/decimal-text';
import { FormPresenter } from '../common/form-presenter';
import { Presenter } from '../core/presenter';

/** A week's instalment of a loan, as the dialog lists it. */
export interface InstalmentView {
  readonly key: string;
  /** 'Semana 20 – 2025'. */
  readonly week: string;
  readonly amount: string;
  /** 'Descontada' (closed week) or 'Por descontar' (a week not closed yet). */
  readonly state: string;
}

/** A loan as the dialog shows it: every amount as money, its instalments by week. */
export interface LoanRowView {
  readonly id: number;
  readonly title: string;
  readonly granted: string;
  readonly reason: string;
  readonly amount: string;
  readonly instalment: string;
  readonly deducted: string;
  readonly planned: string;
  readonly balance: string;
  readonly paidOff: boolean;
  readonly instalments: readonly InstalmentView[];
  /** No week deducts from it (a loan typed by mistake can go). */
  readonly deletable: boolean;
  readonly loan: LoanStatement;
}

export type LoanFormPresenter = FormPresenter<LoanInput, LoanStatement>;

export type LoansState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly rows: readonly LoanRowView[];
      /** What the worker still owes, all loans together. */
      readonly totalBalance: string;
      readonly form: LoanFormPresenter | null;
      readonly confirm: LoanRowView | null;
      readonly deleting: boolean;
      readonly notice: string | null;
      readonly error: string | null;
    };

export const LOAN_TEXTS = {
  created: 'Préstamo registrado.',
  updated: 'Préstamo actualizado.',
  deleted: 'Préstamo eliminado.',
  fixFields: 'Revise los datos del préstamo.',
  deducted: 'Descontada',
  planned: 'Por descontar',
} as const;

export interface LoansWorker {
  readonly id: number;
  /** 'QUISPE MAMANI, JUAN'. */
  readonly name: string;
}

function rowOf(loan: LoanStatement): LoanRowView {
  return {
    id: loan.id,
    title: `Préstamo N.° ${loan.id}`,
    granted: formatDate(loan.grantedOn),
    reason: loan.reason,
    amount: formatSoles(loan.amount),
    instalment: formatSoles(loan.instalment),
    deducted: formatSoles(loan.deducted),
    planned: formatSoles(loan.planned),
    balance: formatSoles(loan.balance),
    paidOff: Decimal.of(loan.balance).isZero(),
    instalments: loan.instalments.map((i) => ({
      key: `${i.weekId}-${i.amount}`,
      week: `Semana ${i.number} – ${i.year}`,
      amount: formatSoles(i.amount),
      state: i.closed ? LOAN_TEXTS.deducted : LOAN_TEXTS.planned,
    })),
    deletable: loan.instalments.length === 0,
    loan,
  };
}

/**
 * A worker's loans (docs/loans.md): the list with each loan's instalments and running balance, the form
 * to grant or change one (the kit's form presenter), and the deletion of a loan no week deducts from.
 */
export class LoansPresenter extends Presenter<LoansState> {
  constructor(
    private readonly api: LoansApi,
    readonly worker: LoansWorker,
    /** The user may grant, change and delete loans (`editar` on trabajador). */
    readonly canEdit: boolean,
    private readonly today: () => string,
  ) {
    super({ kind: 'loading' });
  }

  protected override onAttach(): void {
    if (this.state.kind === 'loading') void this.load();
  }

  async load(notice: string | null = null): Promise<void> {
    if (this.state.kind !== 'ready') this.setState({ kind: 'loading' });
    const answer = await this.api.list(this.worker.id);
    if (this.disposed) return;
    if (!answer.ok) {
      this.setState({ kind: 'failed', message: answer.error.message });
      return;
    }
    const rows = answer.value.map(rowOf);
    const totalBalance = formatSoles(Decimal.sum(answer.value.map((l) => Decimal.of(l.balance))).toFixed(2));
    this.setState((s) => ({
      kind: 'ready',
      rows,
      totalBalance,
      form: s.kind === 'ready' ? s.form : null,
      confirm: null,
      deleting: false,
      notice,
      error: null,
    }));
  }

  openCreate(): void {
    this.openForm(null);
  }

  openEdit(row: LoanRowView): void {
    this.openForm(row.loan);
  }

  private openForm(existing: LoanStatement | null): void {
    const s = this.state;
    if (s.kind !== 'ready' || !this.canEdit) return;
    s.form?.dispose();
    const form = new FormPresenter<LoanInput, LoanStatement>(
      {
        empty: () => ({ grantedOn: this.today(), amount: '', instalment: '', reason: '' }),
        read: () =>
          Promise.resolve(
            existing ? okResult(existing) : failed({ kind: 'not-found', message: LOAN_MESSAGES.notFound }),
          ),
        valuesOf: (l) => ({
          grantedOn: l.grantedOn,
          amount: l.amount,
          instalment: l.instalment,
          reason: l.reason,
        }),
        save: (values, current) => {
          const problems = validateLoan(values);
          if (problems.length > 0)
            return Promise.resolve(
              failed({ kind: 'validation', message: LOAN_TEXTS.fixFields, fields: problems }),
            );
          return current
            ? this.api.update(current.id, current.version, values)
            : this.api.create(this.worker.id, values);
        },
      },
      existing?.id ?? null,
      (_loan, mode) => {
        this.closeForm();
        void this.load(mode === 'create' ? LOAN_TEXTS.created : LOAN_TEXTS.updated);
      },
    );
    this.setState({ ...s, form, notice: null, error: null });
  }

  closeForm(): void {
    const s = this.state;
    if (s.kind !== 'ready' || !s.form) return;
    s.form.dispose();
    this.setState({ ...s, form: null });
  }

  askDelete(row: LoanRowView): void {
    const s = this.state;
    if (s.kind !== 'ready' || !this.canEdit || !row.deletable) return;
    this.setState({ ...s, confirm: row, notice: null, error: null });
  }

  cancelDelete(): void {
    const s = this.state;
    if (s.kind === 'ready' && !s.deleting) this.setState({ ...s, confirm: null });
  }

  async confirmDelete(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'ready' || !s.confirm || s.deleting) return;
    const { loan } = s.confirm;
    this.setState({ ...s, deleting: true });
    const answer = await this.api.remove(loan.id, loan.version);
    if (this.disposed) return;
    if (!answer.ok) {
      this.setState((c) =>
        c.kind === 'ready' ? { ...c, deleting: false, confirm: null, error: answer.error.message } : c,
      );
      return;
    }
    await this.load(LOAN_TEXTS.deleted);
  }

  override dispose(): void {
    if (this.state.kind === 'ready') this.state.form?.dispose();
    super.dispose();
  }
}
