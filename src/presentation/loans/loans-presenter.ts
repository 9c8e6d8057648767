import type { Translate } from '../common/screen-state';
import type { LoansApi } from '../../application/loans/loans-api';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import { saveOwnedRecord } from '../../application/shared/owned-records';
import { LOAN_MESSAGES, validateLoan, type LoanInput, type LoanStatement } from '../../domain/loans/loan';
import { formatDate } from '../../domain/shared/dates';
import { Decimal } from '../../domain/shared/decimal';
import { formatSoles } from '../../domain/shared/decimal-text';
import type { FormPresenter, FormSource } from '../common/form-presenter';
import { mapResult } from '../common/load-presenter';
import type { RecordsState } from '../common/records-presenter';
import { TextedRecordsPresenter } from '../common/texted-records-presenter';

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

interface Loans {
  readonly rows: readonly LoanRowView[];
  /** What the worker still owes, all loans together. */
  readonly totalBalance: string;
}

export type LoansState = RecordsState<Loans, LoanRowView, LoanInput, LoanStatement>;

export interface LoansWorker {
  readonly id: number;
  /** 'QUISPE MAMANI, JUAN'. */
  readonly name: string;
}

function rowOf(loan: LoanStatement, t: Translate): LoanRowView {
  return {
    id: loan.id,
    title: t('loans.texts.title', { id: loan.id }),
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
      week: t('loans.texts.week', { number: i.number, year: i.year }),
      amount: formatSoles(i.amount),
      state: t(i.closed ? 'loans.texts.deducted' : 'loans.texts.planned'),
    })),
    deletable: loan.instalments.length === 0,
    loan,
  };
}

/**
 * A worker's loans (docs/loans.md): the list with each loan's instalments and running balance, the form
 * to grant or change one (the kit's form presenter), and the deletion of a loan no week deducts from.
 */
export class LoansPresenter extends TextedRecordsPresenter<Loans, LoanRowView, LoanInput, LoanStatement> {
  constructor(
    private readonly api: LoansApi,
    readonly worker: LoansWorker,
    /** The user may grant, change and delete loans (`editar` on trabajador). */
    canEdit: boolean,
    private readonly today: () => string,
    /** The translator of the texts (i18next's `t`, «loans.texts»). */
    private readonly t: Translate,
  ) {
    super({}, canEdit, { t, texts: 'loans.texts' });
  }

  protected async records(): Promise<ApiResult<Loans>> {
    return mapResult(await this.api.list(this.worker.id), (loans) => ({
      rows: loans.map((l) => rowOf(l, this.t)),
      totalBalance: formatSoles(Decimal.sum(loans.map((l) => Decimal.of(l.balance))).toFixed(2)),
    }));
  }

  protected formSource(existing: LoanStatement | null): FormSource<LoanInput, LoanStatement> {
    return {
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
      save: saveOwnedRecord(this.api, this.worker.id, validateLoan, this.t('loans.texts.fixFields')),
    };
  }

  protected recordOf(row: LoanRowView): LoanStatement {
    return row.loan;
  }

  protected override deletable(row: LoanRowView): boolean {
    return row.deletable;
  }

  protected remove(row: LoanRowView): Promise<ApiResult<unknown>> {
    return this.api.remove(row.loan.id, row.loan.version);
  }
}
