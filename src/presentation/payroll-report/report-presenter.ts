import type { DownloadProgress } from '../../application/ports/http-client';
import type {
  PayrollReportApi,
  ReportPeriods,
  ReportQuery,
} from '../../application/payroll-report/payroll-report-api';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { PayrollReport } from '../../domain/payroll-report/report';
import { monthLabel } from '../../domain/payroll-report/report';
import { formatDate } from '../../domain/shared/dates';
import { hasGrant } from '../../domain/shared/grants';
import type { GrantsSource } from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';
import { downloadProgress, saveDownload } from '../common/file-download';
import { Presenter } from '../core/presenter';
import { failedWith, loadedOf, LOADING, type LoadState } from '../common/load-presenter';

export const REPORT_MODULE = 'reporte_de_planilla';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_PAUSE_MS = 350;

export interface PeriodOption {
  /** 'semana:12', 'mes:2025-04'. */
  readonly value: string;
  readonly label: string;
}

export interface FilterOption {
  readonly value: string;
  readonly label: string;
  /** A vessel's company (RUC). */
  readonly company?: string;
}

export type DownloadKind = 'xlsx' | 'pdf' | 'zip' | 'plame' | 'afpnet' | 'afpnetXlsx';

export interface ReportScreenState {
  readonly periods: LoadState<{
    readonly weeks: readonly PeriodOption[];
    readonly months: readonly PeriodOption[];
  }>;
  /** The chosen period ('' none yet). */
  readonly period: string;
  readonly company: string;
  readonly vessel: string;
  readonly search: string;
  /** The companies and vessels of the period (from its unfiltered report). */
  readonly companies: readonly FilterOption[];
  readonly vessels: readonly FilterOption[];
  /** Idle until a period is chosen. */
  readonly report: { readonly kind: 'idle' } | LoadState<{ readonly report: PayrollReport }>;
  /** Weeks of the report reopened since their close: the report shows their last close. */
  readonly reopened: string;
  readonly canExport: boolean;
  /** May change the Table 22 mapping (`editar`). */
  readonly canEdit: boolean;
  readonly downloading: DownloadKind | null;
  /** How much of the file being downloaded has arrived (bytes). */
  readonly downloaded: number;
  readonly downloadError: string;
  /** A month's filing refused: what to fix, one line each. */
  readonly filingProblems: readonly string[];
}

const weekLabel = (
  w: { number: number; year: number; start: string; end: string; state: string },
  t: Translate,
) =>
  t(w.state === 'reabierta' ? 'payrollReport.reopenedWeekOption' : 'payrollReport.weekOption', {
    number: w.number,
    year: w.year,
    start: formatDate(w.start),
    end: formatDate(w.end),
  });

/**
 * reporte_de_planilla: choose a closed week or a month, filter by company, vessel or worker; the
 * report on screen, and with `exportar` its .xlsx, its PDF and (for a week) the payslips' .zip.
 */
export class ReportPresenter extends Presenter<ReportScreenState> {
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private request = 0;

  constructor(
    private readonly api: PayrollReportApi,
    private readonly grants: GrantsSource,
    private readonly files: FileSaver,
    private readonly t: Translate,
  ) {
    super({
      periods: LOADING,
      period: '',
      company: '',
      vessel: '',
      search: '',
      companies: [],
      vessels: [],
      report: { kind: 'idle' },
      reopened: '',
      canExport: false,
      canEdit: false,
      downloading: null,
      downloaded: 0,
      downloadError: '',
      filingProblems: [],
    });
  }

  protected override onAttach(): void {
    void this.loadPeriods();
    void this.grants
      .execute()
      .then((g) =>
        this.setState((s) => ({
          ...s,
          canExport: hasGrant(g, REPORT_MODULE, 'exportar'),
          canEdit: hasGrant(g, REPORT_MODULE, 'editar'),
        })),
      )
      .catch(() => undefined);
  }

  override dispose(): void {
    clearTimeout(this.searchTimer);
    super.dispose();
  }

  async loadPeriods(): Promise<void> {
    this.setState((s) => ({ ...s, periods: LOADING }));
    const periods = loadedOf(await this.api.periods(), (periods) => optionsOf(periods, this.t));
    this.setState((s) => ({ ...s, periods }));
    if (periods.kind !== 'ready') return;
    // The newest closed week opens at once: it is what the office reports after a close.
    const first = periods.weeks[0];
    if (this.state.period === '' && first) await this.choosePeriod(first.value);
  }

  /** A week ('semana:12') or a month ('mes:2025-04'); the filters start again. */
  async choosePeriod(value: string): Promise<void> {
    this.setState((s) => ({
      ...s,
      period: value,
      company: '',
      vessel: '',
      search: '',
      downloadError: '',
      filingProblems: [],
    }));
    await this.load(true);
  }

  async chooseCompany(ruc: string): Promise<void> {
    this.setState((s) => ({ ...s, company: ruc, vessel: '' }));
    await this.load(false);
  }

  async chooseVessel(registration: string): Promise<void> {
    this.setState((s) => ({ ...s, vessel: registration }));
    await this.load(false);
  }

  /** The search text: asked after a pause in typing (`searchNow` at once). */
  typeSearch(text: string): void {
    this.setState((s) => ({ ...s, search: text }));
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.load(false), SEARCH_PAUSE_MS);
  }

  searchNow(): Promise<void> {
    clearTimeout(this.searchTimer);
    return this.load(false);
  }

  retry(): Promise<void> {
    return this.load(this.state.companies.length === 0);
  }

  downloadWorkbook(): Promise<void> {
    return this.download('xlsx', (q, onProgress) => this.api.workbook(q, onProgress));
  }

  downloadPdf(): Promise<void> {
    return this.download('pdf', (q, onProgress) => this.api.pdf(q, onProgress));
  }

  downloadPayslips(): Promise<void> {
    const week = this.query()?.semana;
    return week === undefined
      ? Promise.resolve()
      : this.download('zip', (_q, onProgress) => this.api.payslipsZip(week, onProgress));
  }

  /** The month's PLAME files of the chosen company (the only one when there is one). */
  downloadPlame(): Promise<void> {
    return this.downloadFiling('plame', (month, ruc) => this.api.plame(month, ruc));
  }

  /** The month's AFPnet upload file of the chosen company. */
  downloadAfpnet(): Promise<void> {
    return this.downloadFiling('afpnet', (month, ruc) => this.api.afpnet(month, ruc));
  }

  /** The same file in AFPnet's Excel model (17 columns, no header). */
  downloadAfpnetWorkbook(): Promise<void> {
    return this.downloadFiling('afpnetXlsx', (month, ruc) => this.api.afpnetWorkbook(month, ruc));
  }

  private async downloadFiling(
    kind: DownloadKind,
    fetch: (month: string, ruc: string) => Promise<ApiResult<DownloadedFile>>,
  ): Promise<void> {
    const month = this.query()?.mes;
    if (month === undefined) return;
    const { companies, company } = this.state;
    const ruc = company || (companies.length === 1 ? companies[0]!.value : '');
    if (ruc === '') {
      this.setState((s) => ({
        ...s,
        downloadError: this.t('payrollReport.chooseCompany'),
        filingProblems: [],
      }));
      return;
    }
    await this.download(kind, () => fetch(month, ruc));
  }

  /**
   * The week and company of a bank payment file: the chosen company, or the only one; null (and the
   * reason shown) when the company is still to be chosen.
   */
  bankPayment(): { weekId: number; ruc: string; company: string } | null {
    const week = this.query()?.semana;
    if (week === undefined || !this.state.canExport) return null;
    const { companies, company } = this.state;
    const chosen =
      companies.find((c) => c.value === company) ?? (companies.length === 1 ? companies[0] : undefined);
    if (!chosen) {
      this.setState((s) => ({
        ...s,
        downloadError: this.t('payrollReport.chooseBankCompany'),
        filingProblems: [],
      }));
      return null;
    }
    this.setState((s) => ({ ...s, downloadError: '', filingProblems: [] }));
    return { weekId: week, ruc: chosen.value, company: chosen.label };
  }

  /** The query of the chosen period and filters; undefined with no period. */
  query(): ReportQuery | undefined {
    const { period, company, vessel, search } = this.state;
    const [kind, value = ''] = period.split(':');
    if (!value) return undefined;
    const filters = {
      empresa: company || undefined,
      embarcacion: vessel || undefined,
      q: search.trim() || undefined,
    };
    return kind === 'semana' ? { semana: Number(value), ...filters } : { mes: value, ...filters };
  }

  private async load(withOptions: boolean): Promise<void> {
    const query = this.query();
    if (!query) return;
    const request = ++this.request;
    this.setState((s) => ({ ...s, report: LOADING }));
    const result = await this.api.report(query);
    if (this.disposed || request !== this.request) return;
    if (!result.ok) {
      this.setState((s) => ({ ...s, report: failedWith(result.error.message) }));
      return;
    }
    const report = result.value;
    const reopened = report.weeks.filter((w) => w.state === 'reabierta').map((w) => w.number);
    this.setState((s) => ({
      ...s,
      report: { kind: 'ready', report },
      reopened:
        reopened.length === 0
          ? ''
          : this.t('payrollReport.reopened', { count: reopened.length, numbers: reopened.join(', ') }),
      ...(withOptions ? filterOptionsOf(report, this.t) : {}),
    }));
  }

  private async download(
    kind: DownloadKind,
    fetch: (query: ReportQuery, onProgress: DownloadProgress) => Promise<ApiResult<DownloadedFile>>,
  ): Promise<void> {
    const query = this.query();
    if (!query || !this.state.canExport || this.state.downloading) return;
    this.setState((s) => ({ ...s, downloading: kind, downloaded: 0, downloadError: '', filingProblems: [] }));
    const result = await fetch(
      query,
      downloadProgress(
        () => !this.disposed,
        (received) => this.setState((s) => ({ ...s, downloaded: received })),
      ),
    );
    if (this.disposed) return;
    const refused = saveDownload(this.files, result);
    this.setState((s) => ({
      ...s,
      downloading: null,
      downloaded: 0,
      downloadError: refused?.text ?? '',
      filingProblems:
        !result.ok && result.error.kind === 'validation' ? result.error.fields.map((f) => f.message) : [],
    }));
  }
}

export function optionsOf(
  periods: ReportPeriods,
  t: Translate,
): { weeks: PeriodOption[]; months: PeriodOption[] } {
  return {
    weeks: periods.weeks.map((w) => ({ value: `semana:${w.id}`, label: weekLabel(w, t) })),
    months: periods.months.map((m) => {
      const label = monthLabel(m);
      return { value: `mes:${m}`, label: t('payrollReport.monthOption', { month: label }) };
    }),
  };
}

function filterOptionsOf(
  report: PayrollReport,
  t: Translate,
): { companies: FilterOption[]; vessels: FilterOption[] } {
  return {
    companies: report.companyTotals.map((total) => ({
      value: total.companyRuc,
      label: total.label.replace(/^Total /, ''),
    })),
    vessels: report.vesselTotals.map((total) => ({
      company: total.companyRuc,
      value: total.vessel === '' ? '-' : total.vessel,
      label: total.vessel === '' ? t('payrollReport.onLand') : total.label.replace(/^Total /, ''),
    })),
  };
}
