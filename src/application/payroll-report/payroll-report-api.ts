import type { DownloadProgress } from '../ports/http-client';
import type { Static } from 'typebox';
import type { BankFilePreview, BankFileRequest } from '../bank-payments/contract';
import type { PayrollReport } from '../../domain/payroll-report/report';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';
import type * as filings from '../filings/contract';
import type * as contract from './contract';

/* The wire shapes are the contract's (contract.ts): one definition for the server and the screen. */

/** A week with a closed result, as the period selector offers it. */
export type ClosedWeek = Static<typeof contract.ClosedWeek>;
/** The closed weeks and the months they fall in, newest first. */
export type ReportPeriods = Static<typeof contract.ReportPeriods>;
/** One week (`semana`) or one month (`mes`), and the filters. */
export type ReportQuery = Static<typeof contract.ReportQuery>;
/** A closed week's figures, for the dashboard. */
export type WeekFigures = Static<typeof contract.WeekFigures>;
/** The dashboard's payroll figures: the last closed week, the last 12 weeks, the week being worked on. */
export type PayrollSummary = Static<typeof contract.PayrollSummary>;

/** A row of the SUNAT Table 22 mapping the PLAME uses (docs/filings.md): the filings' contract. */
export type ConceptCode = Static<typeof filings.ConceptCode>;
/**
 * Where the stored mapping differs from the official table (a row a person edited keeps its edit): the
 * clerk is told on the mapping's screen (docs/filings.md).
 */
export type ConceptCodeDifference = Static<typeof filings.ConceptCodeDifference>;
/** The mapping and its differences from the official table. */
export interface ConceptCodeListing {
  readonly rows: readonly ConceptCode[];
  readonly differences: readonly ConceptCodeDifference[];
}
/** A concept's new code and description, with the version read. */
export type ConceptCodeChange = Static<typeof filings.ConceptCodeChange>;

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
  /** The report's files; `onProgress` is told as a file arrives. */
  workbook(query: ReportQuery, onProgress?: DownloadProgress): Promise<ApiResult<DownloadedFile>>;
  pdf(query: ReportQuery, onProgress?: DownloadProgress): Promise<ApiResult<DownloadedFile>>;
  /** The week's payslips, one PDF per worker in a .zip. */
  payslipsZip(weekId: number, onProgress?: DownloadProgress): Promise<ApiResult<DownloadedFile>>;
  summary(): Promise<ApiResult<PayrollSummary>>;
  /** The month's PLAME files of a company (a .zip); refused with the list of what to fix. */
  plame(month: string, ruc: string): Promise<ApiResult<DownloadedFile>>;
  /** The month's AFPnet upload file of a company; refused with the list of what to fix. */
  afpnet(month: string, ruc: string): Promise<ApiResult<DownloadedFile>>;
  /** The same AFPnet rows in AFPnet's own Excel model (17 columns, no header: docs/filings.md). */
  afpnetWorkbook(month: string, ruc: string): Promise<ApiResult<DownloadedFile>>;
  conceptCodes(): Promise<ApiResult<ConceptCodeListing>>;
  /** Who the week's bank file pays, in the bank's layout (BCP Telecrédito when absent). */
  bankPreview(weekId: number, ruc: string, layout?: string): Promise<ApiResult<BankPaymentPreview>>;
  /** The bank payment file; refused with the list of what to fix. */
  bankFile(weekId: number, ruc: string, request: BankFileRequest): Promise<ApiResult<DownloadedFile>>;
  updateConceptCode(concept: string, change: ConceptCodeChange): Promise<ApiResult<ConceptCode>>;
}
export const PayrollReportApi = Symbol.for('PayrollReportApi');
