import type { BankFilePreview, BankFileRequest } from '../bank-payments/bank-file';
import type { PayrollReport } from '../../domain/payroll-report/report';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';

/** A week with a closed result, as the period selector offers it. */
export interface ClosedWeek {
  readonly id: number;
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  /** 'AAAA-MM'. */
  readonly month: string;
  readonly state: string;
}

export interface ReportPeriods {
  /** Newest first. */
  readonly weeks: readonly ClosedWeek[];
  /** 'AAAA-MM', newest first. */
  readonly months: readonly string[];
}

/** One week (`semana`) or one month (`mes`), and the filters. */
export interface ReportQuery {
  readonly semana?: number;
  readonly mes?: string;
  /** A company's RUC. */
  readonly empresa?: string;
  /** A vessel's registration, '-' for the workers on land. */
  readonly embarcacion?: string;
  readonly q?: string;
}

/** A closed week's figures, for the dashboard. */
export interface WeekFigures {
  readonly id: number;
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  readonly state: string;
  readonly workers: number;
  readonly tonnes: string;
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
  readonly employer: string;
}

export interface PayrollSummary {
  readonly lastClosed: WeekFigures | null;
  /** The last 12 closed weeks, oldest first. */
  readonly weeks: readonly WeekFigures[];
  /** The newest week not closed, for a shortcut. */
  readonly openWeek: {
    readonly id: number;
    readonly year: number;
    readonly number: number;
    readonly state: string;
  } | null;
}

/** A row of the SUNAT Table 22 mapping the PLAME uses (docs/filings.md). */
export interface ConceptCode {
  /** 'catchShare', 'pensionContribution:REP'. */
  readonly concept: string;
  readonly code: string;
  readonly description: string;
  readonly kind: string;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** Who a week's bank payment covers, before the file (docs/bank-payments.md). */
export type BankPaymentPreview = BankFilePreview;
export type { BankFileRequest };

/**
 * The payroll report of closed weeks (docs/payroll-report.md) and the dashboard's payroll figures.
 * Port and token share the name; the adapter lives in infrastructure.
 */
export interface PayrollReportApi {
  periods(): Promise<ApiResult<ReportPeriods>>;
  report(query: ReportQuery): Promise<ApiResult<PayrollReport>>;
  workbook(query: ReportQuery): Promise<ApiResult<DownloadedFile>>;
  pdf(query: ReportQuery): Promise<ApiResult<DownloadedFile>>;
  /** The week's payslips, one PDF per worker in a .zip. */
  payslipsZip(weekId: number): Promise<ApiResult<DownloadedFile>>;
  summary(): Promise<ApiResult<PayrollSummary>>;
  /** The month's PLAME files of a company (a .zip); refused with the list of what to fix. */
  plame(month: string, ruc: string): Promise<ApiResult<DownloadedFile>>;
  /** The month's AFPnet upload file of a company; refused with the list of what to fix. */
  afpnet(month: string, ruc: string): Promise<ApiResult<DownloadedFile>>;
  conceptCodes(): Promise<ApiResult<readonly ConceptCode[]>>;
  bankPreview(weekId: number, ruc: string): Promise<ApiResult<BankPaymentPreview>>;
  /** The bank payment file; refused with the list of what to fix. */
  bankFile(weekId: number, ruc: string, request: BankFileRequest): Promise<ApiResult<DownloadedFile>>;
  updateConceptCode(
    concept: string,
    change: { code: string; description: string; version: number },
  ): Promise<ApiResult<ConceptCode>>;
}
export const PayrollReportApi = Symbol.for('PayrollReportApi');
