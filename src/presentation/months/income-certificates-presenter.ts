import type { IncomeCertificateList, MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { Decimal } from '../../domain/payroll/decimal';
import { formatAmount } from '../../domain/shared/decimal-text';
import { formatMonthName } from '../../domain/shared/month-names';
import { loadedOf, type LoadState } from '../common/load-presenter';
import type { GrantsSource } from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';
import {
  YearDocumentsPresenter,
  yearDocumentsStart,
  type YearDocumentsState,
} from '../common/year-documents-presenter';
import { MONTHS_MODULE } from './month-presenter';

/** A worker's certificate as the year's list shows it. */
export interface IncomeCertificateView {
  readonly document: string;
  readonly name: string;
  readonly months: number;
  readonly taxablePay: string;
  readonly annualTax: string;
  readonly taxWithheld: string;
  /** «Por regularizar S/ 12.00», «A devolver S/ 696.00» or «Sin saldo». */
  readonly balance: string;
}

export interface IncomeCertificatesTable {
  readonly rows: readonly IncomeCertificateView[];
  /** The year's totals of the amounts' columns. */
  readonly totals: Pick<IncomeCertificateView, 'taxablePay' | 'annualTax' | 'taxWithheld'>;
  /** «enero 2026, febrero 2026»: the year's months still open (left out), '' when none. */
  readonly openMonths: string;
}

export type IncomeCertificatesState = YearDocumentsState<IncomeCertificatesTable>;

/** «Descargar todos»'s mark in `downloading`. */
export const ALL_CERTIFICATES = 'all';

function tableOf(list: IncomeCertificateList, t: Translate): IncomeCertificatesTable {
  const balanceOf = (balance: string) => {
    const b = Decimal.of(balance);
    if (b.isZero()) return t('incomeCertificates.balance.none');
    return b.isNegative()
      ? t('incomeCertificates.balance.refund', { amount: formatAmount(b.negated().toFixed(2)) })
      : t('incomeCertificates.balance.owed', { amount: formatAmount(balance) });
  };
  const total = (field: 'taxablePay' | 'annualTax' | 'taxWithheld') =>
    formatAmount(Decimal.sum(list.rows.map((r) => Decimal.of(r[field]))).toFixed(2));
  return {
    rows: list.rows.map((r) => ({
      document: r.document,
      name: r.name,
      months: r.months,
      taxablePay: formatAmount(r.taxablePay),
      annualTax: formatAmount(r.annualTax),
      taxWithheld: formatAmount(r.taxWithheld),
      balance: balanceOf(r.balance),
    })),
    totals: {
      taxablePay: total('taxablePay'),
      annualTax: total('annualTax'),
      taxWithheld: total('taxWithheld'),
    },
    openMonths: list.openMonths.map(formatMonthName).join(', '),
  };
}

/**
 * Certificados de renta: every worker's certificado de rentas y retenciones of a year (Reglamento LIR
 * art. 45, handed by the end of February), from the year's closed months; each one's PDF, and all of them
 * in one PDF to print. By default the year before today's: the one whose certificates are due.
 */
export class IncomeCertificatesPresenter extends YearDocumentsPresenter<
  IncomeCertificatesTable,
  IncomeCertificatesState
> {
  constructor(
    private readonly api: MonthsApi,
    files: FileSaver,
    grants: GrantsSource,
    private readonly t: Translate,
    year: string,
  ) {
    super(files, grants, MONTHS_MODULE, yearDocumentsStart(year));
  }

  protected async readTable(year: number): Promise<LoadState<IncomeCertificatesTable>> {
    return loadedOf(await this.api.incomeCertificates(year), (list) => tableOf(list, this.t));
  }

  protected override yearChanged(state: IncomeCertificatesState): IncomeCertificatesState {
    return { ...state, notice: null };
  }

  /** One worker's certificate of the year. */
  download(row: Pick<IncomeCertificateView, 'document'>): Promise<void> {
    const year = Number(this.state.year);
    return this.saveDocument(row.document, () => this.api.incomeCertificatePdf(row.document, year));
  }

  /** Every certificate of the year in one PDF. */
  downloadAll(): Promise<void> {
    const year = Number(this.state.year);
    return this.saveDocument(ALL_CERTIFICATES, () => this.api.incomeCertificatesPdf(year));
  }
}
