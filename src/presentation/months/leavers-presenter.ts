import type { DepositCompany, MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { formatDue, type LeaverSettlement } from '../../domain/months/leaver';
import { formatMonthName } from '../../domain/shared/month-names';
import { Decimal } from '../../domain/payroll/decimal';
import { formatDate } from '../../domain/shared/dates';
import { loadedOf, type LoadState } from '../common/load-presenter';
import type { GrantsSource } from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';
import {
  YearDocumentsPresenter,
  yearDocumentsStart,
  type YearDocumentsState,
} from '../common/year-documents-presenter';
import { formatAmount } from './month-format';
import { MONTHS_MODULE } from './month-presenter';

/** A leaver as the list shows it. */
export interface LeaverRow {
  readonly id: string;
  readonly document: string;
  readonly name: string;
  readonly hireDate: string;
  readonly endDate: string;
  readonly service: string;
  /** CTS trunca to deposit. */
  readonly cts: string;
  /** What the monthly runs paid of the gratificación and the vacaciones. */
  readonly paid: string;
  readonly total: string;
  /** The months not closed yet, or '' when the settlement is final. */
  readonly provisional: string;
  /** Income tax withheld from the settlement. */
  readonly tax: string;
  /** Total − tax. */
  readonly net: string;
  /** What is paid to the worker (the bank file's amount): the net less the CTS deposited. */
  readonly payable: string;
  /** '22/04/2025 23:59': 48 hours after the end. */
  readonly due: string;
  /** 'En plazo', 'Vencida' or 'Provisional'. */
  readonly state: string;
}

export interface LeaversTable {
  readonly rows: readonly LeaverRow[];
}

export interface LeaversState extends YearDocumentsState<LeaversTable> {
  /** The companies the year's leavers were last paid by («Pagar liquidación»), once loaded. */
  readonly companies: readonly DepositCompany[];
  /** The company chosen to pay, '' when none. */
  readonly company: string;
}

function rowOf(s: LeaverSettlement, t: Translate): LeaverRow {
  const line = (concept: string) => s.lines.find((l) => l.concept === concept);
  const paid = Decimal.sum(
    [line('bonus')?.paid ?? '0.00', line('vacation')?.paid ?? '0.00'].map((v) => Decimal.of(v)),
  );
  return {
    id: s.worker.document,
    document: s.worker.document,
    name: s.worker.name,
    hireDate: formatDate(s.worker.hireDate),
    endDate: formatDate(s.worker.endDate),
    service: s.service,
    cts: formatAmount(line('cts')?.pending ?? '0.00'),
    paid: formatAmount(paid.toFixed(2)),
    total: formatAmount(s.total),
    provisional:
      s.pendingMonths.length > 0
        ? t('months.leavers.provisional', { months: s.pendingMonths.map(formatMonthName).join(', ') })
        : '',
    tax: formatAmount(s.tax.amount),
    net: formatAmount(s.net),
    payable: formatAmount(s.payable),
    due: formatDue(s.deadline.due),
    state: t(`months.leavers.states.${s.deadline.state}`),
  };
}

/** What the «Pagar liquidación» dialog needs: the year and the company chosen. */
export interface SettlementPaymentTarget {
  readonly year: number;
  readonly ruc: string;
  readonly company: string;
}

/**
 * Liquidaciones: the workers whose end date falls in a year, each with the settlement of the benefits
 * still owed (the CTS trunca to deposit; what the monthly runs paid, for the record) and its document.
 */
export class LeaversPresenter extends YearDocumentsPresenter<LeaversTable, LeaversState> {
  constructor(
    private readonly api: MonthsApi,
    files: FileSaver,
    grants: GrantsSource,
    year: string,
    private readonly t: Translate,
  ) {
    super(files, grants, MONTHS_MODULE, { ...yearDocumentsStart(year), companies: [], company: '' });
  }

  protected async readTable(year: number): Promise<LoadState<LeaversTable>> {
    return loadedOf(await this.api.leavers(year), (leavers) => ({
      rows: leavers.map((l) => rowOf(l, this.t)),
    }));
  }

  /** A new year's companies are read with its leavers. */
  protected override yearChanged(state: LeaversState): LeaversState {
    return { ...state, companies: [], company: '' };
  }

  protected override async loaded(year: string): Promise<void> {
    const table = this.state.table;
    if (table.kind === 'ready' && table.rows.length > 0) await this.loadCompanies(year);
  }

  /** The companies to pay the year's settlements from; the only one is chosen. */
  private async loadCompanies(year: string): Promise<void> {
    const result = await this.api.settlementPaymentCompanies(Number(year));
    if (this.disposed || this.state.year !== year) return;
    const companies = result.ok ? result.value : [];
    this.setState((s) => ({
      ...s,
      companies,
      company: companies.some((c) => c.ruc === s.company) ? s.company : (companies[0]?.ruc ?? ''),
    }));
  }

  chooseCompany(ruc: string): void {
    this.setState((s) => ({ ...s, company: ruc }));
  }

  /** The «Pagar liquidación» dialog's target, or null without a company to pay from. */
  paymentTarget(): SettlementPaymentTarget | null {
    const company = this.state.companies.find((c) => c.ruc === this.state.company);
    return this.state.canExport && company
      ? { year: Number(this.state.year), ruc: company.ruc, company: company.legalName }
      : null;
  }

  download(row: Pick<LeaverRow, 'document'>): Promise<void> {
    return this.saveDocument(row.document, () => this.api.settlementPdf(row.document));
  }

  /**
   * The leaver's certificado de rentas y retenciones of the year they left (Reglamento LIR art. 45: handed
   * on leaving), from the year's closed months.
   */
  downloadCertificate(row: Pick<LeaverRow, 'document'>): Promise<void> {
    const year = Number(this.state.year);
    return this.saveDocument(row.document, () => this.api.incomeCertificatePdf(row.document, year));
  }
}
