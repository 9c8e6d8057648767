import type { DownloadProgress } from '../ports/http-client';
import type { Static } from 'typebox';
import type { BankFilePreview, BankFileRequest } from '../bank-payments/contract';
import type { LeaverSettlement } from '../../domain/months/leaver';
import type { SemesterKind, SemesterStatement } from '../../domain/months/semesters';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';
import type * as contract from './contract';

/**
 * The payroll months' HTTP API (docs/months.md), as the screen uses it. Port and token share one
 * name; the adapter lives in infrastructure. A month is named by its `YYYY-MM`; every write sends the
 * version read (0 for a month never computed) and a stale one is refused (409).
 */

/* The wire shapes are the contract's (contract.ts): one definition for the server and the screen. */

/** A week of the month, as the month's screen names it. */
export type MonthWeekInfo = Static<typeof contract.MonthWeekInfo>;
export type MonthReopening = Static<typeof contract.MonthReopening>;
/** A month of the list: its weeks' count and state, and the totals of its last computation. */
export type MonthSummary = Static<typeof contract.MonthSummary>;
/** One month: its weeks, its workers' figures and, once reopened and computed, the diff. */
export type MonthDetail = Static<typeof contract.MonthDetail>;
/** A traced line of a worker's month: what it is, its amount and what it was computed from. */
export type MonthLine = Static<typeof contract.MonthLine>;
/** One worker's month, every amount with its inputs. */
export type MonthWorkerBreakdown = Static<typeof contract.MonthWorkerBreakdown>;
/** The year's certificados de rentas y retenciones: each worker's figures, and the months still open. */
export type IncomeCertificateList = Static<typeof contract.IncomeCertificateList>;
export type IncomeCertificateRow = Static<typeof contract.IncomeCertificateRowSchema>;
/** The income tax a closed month could not withhold and what later weeks withheld of it. */
export type IncomeTaxBalance = Static<typeof contract.IncomeTaxBalance>;
/** A company with CTS to deposit. */
export type DepositCompany = Static<typeof contract.DepositCompany>;

/** Who a company's CTS deposit covers, before the file (docs/bank-payments.md "CTS deposit"). */
export type CtsDepositPreview = BankFilePreview;
export type CtsDepositRequest = BankFileRequest;
/** Who the leavers' settlements' bank file pays, and the provisional settlements left out. */
export type SettlementPaymentPreview = Static<typeof contract.SettlementPaymentPreview>;

export abstract class MonthsApi {
  /** The months that have fishing weeks, newest first; of one year when given. */
  abstract list(year?: number): Promise<ApiResult<readonly MonthSummary[]>>;
  abstract get(month: string): Promise<ApiResult<MonthDetail>>;
  abstract compute(month: string, version: number): Promise<ApiResult<MonthDetail>>;
  abstract close(month: string, version: number): Promise<ApiResult<MonthDetail>>;
  abstract reopen(month: string, version: number, reason: string): Promise<ApiResult<MonthDetail>>;
  /** July's or December's gratificación, May's or November's CTS deposit (period YYYY-MM). */
  abstract semester(kind: SemesterKind, period: string): Promise<ApiResult<SemesterStatement>>;
  /** The same statement as .xlsx (`exportar`). */
  abstract semesterWorkbook(kind: SemesterKind, period: string): Promise<ApiResult<DownloadedFile>>;
  /** The companies with CTS to deposit in a final May or November statement (by legal name). */
  abstract ctsDepositCompanies(period: string): Promise<ApiResult<readonly DepositCompany[]>>;
  /**
   * A company's CTS deposit of a final May or November statement, before the file: who it deposits to,
   * who has no CTS account (docs/bank-payments.md "CTS deposit").
   */
  abstract ctsDepositPreview(period: string, ruc: string): Promise<ApiResult<CtsDepositPreview>>;
  /** The CTS deposit's bank file (`exportar`); refused with the list of what to fix. */
  abstract ctsDepositFile(
    period: string,
    ruc: string,
    request: CtsDepositRequest,
  ): Promise<ApiResult<DownloadedFile>>;
  /**
   * The closed month's payslips as one PDF; one worker's with `document` (`exportar`); `onProgress` is
   * told as the file arrives.
   */
  abstract payslips(
    month: string,
    document?: string,
    onProgress?: DownloadProgress,
  ): Promise<ApiResult<DownloadedFile>>;
  /** The settlements of the workers whose end date falls in `year`. */
  abstract leavers(year: number): Promise<ApiResult<readonly LeaverSettlement[]>>;
  /** The companies the year's leavers were last paid by («Pagar liquidación»). */
  abstract settlementPaymentCompanies(year: number): Promise<ApiResult<readonly DepositCompany[]>>;
  /** The company's final settlements of the year (one leaver's with `document`), before the file. */
  abstract settlementPaymentPreview(
    year: number,
    ruc: string,
    document?: string,
    layout?: string,
  ): Promise<ApiResult<SettlementPaymentPreview>>;
  /** The settlements' bank file (`exportar`), paying each net to the worker's pay account. */
  abstract settlementPaymentFile(
    year: number,
    ruc: string,
    request: BankFileRequest,
    document?: string,
  ): Promise<ApiResult<DownloadedFile>>;
  /**
   * The companies whose workers the closed month's run withheld for court orders (the beneficiaries'
   * payment, docs/court-orders.md), by legal name.
   */
  abstract beneficiaryPaymentCompanies(month: string): Promise<ApiResult<readonly DepositCompany[]>>;
  /** The company's payment to the beneficiaries of what the closed month withheld, before the file. */
  abstract beneficiaryPaymentPreview(
    month: string,
    ruc: string,
    layout?: string,
  ): Promise<ApiResult<BankFilePreview>>;
  /** The beneficiaries' bank file (`exportar`), paying each order's withholding to the order's CCI. */
  abstract beneficiaryPaymentFile(
    month: string,
    ruc: string,
    request: BankFileRequest,
  ): Promise<ApiResult<DownloadedFile>>;
  /** A leaver's settlement document (`exportar`). */
  abstract settlementPdf(document: string): Promise<ApiResult<DownloadedFile>>;
  /** A worker's certificado de rentas y retenciones of a year, from its closed months (`exportar`). */
  abstract incomeCertificatePdf(document: string, year: number): Promise<ApiResult<DownloadedFile>>;
  /** Every worker's certificate of a year, as the list shows them, and the year's months still open. */
  abstract incomeCertificates(year: number): Promise<ApiResult<IncomeCertificateList>>;
  /** Every certificate of a year in one PDF to print, a worker a page (`exportar`). */
  abstract incomeCertificatesPdf(year: number): Promise<ApiResult<DownloadedFile>>;
  abstract breakdown(
    month: string,
    document: string,
    source: 'calculo' | 'cierre',
  ): Promise<ApiResult<MonthWorkerBreakdown>>;
}
