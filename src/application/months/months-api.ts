import type { BankFilePreview, BankFileRequest } from '../bank-payments/bank-file';
import type { MonthState, MonthTotals, MonthWorkerDiff, MonthWorkerTotals } from '../../domain/months/month';
import type { LeaverSettlement } from '../../domain/months/leaver';
import type { SemesterKind, SemesterStatement } from '../../domain/months/semesters';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';

/**
 * The payroll months' HTTP API (docs/months.md), as the screen uses it. Port and token share one
 * name; the adapter lives in infrastructure. A month is named by its `YYYY-MM`; every write sends the
 * version read (0 for a month never computed) and a stale one is refused (409).
 */

/** A week of the month, as the month's screen names it. */
export interface MonthWeekInfo {
  readonly id: number;
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  readonly state: string;
}

export interface MonthReopening {
  readonly at: string;
  readonly by: string;
  readonly reason: string;
}

/** A month of the list: its weeks' count and state, and the totals of its last computation. */
export interface MonthSummary {
  readonly month: string;
  readonly state: MonthState;
  readonly weekCount: number;
  readonly closedWeeks: number;
  /** Null until computed. */
  readonly totals: MonthTotals | null;
  /** A week changed since the computation: compute again before closing. */
  readonly stale: boolean;
  /** 0 until the month's first computation. */
  readonly version: number;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

/** One month: its weeks, its workers' figures and, once reopened and computed, the diff. */
export interface MonthDetail extends MonthSummary {
  readonly weeks: MonthWeekInfo[];
  readonly workers: MonthWorkerTotals[];
  readonly diff: MonthWorkerDiff[];
  readonly closedAt: string | null;
  readonly closedBy: string | null;
  readonly reopenings: MonthReopening[];
}

/** A traced line of a worker's month: what it is, its amount and what it was computed from. */
export interface MonthLine {
  readonly section: 'semanas' | 'beneficios' | 'aportes' | 'pension' | 'renta' | 'liquidacion';
  readonly concept: string;
  readonly amount: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/** One worker's month, every amount with its inputs. */
export interface MonthWorkerBreakdown {
  readonly source: 'calculo' | 'cierre';
  readonly document: string;
  readonly name: string;
  readonly lines: MonthLine[];
}

/** A company with CTS to deposit. */
export interface DepositCompany {
  readonly ruc: string;
  readonly legalName: string;
}

/** Who a company's CTS deposit covers, before the file (docs/bank-payments.md "CTS deposit"). */
export type CtsDepositPreview = BankFilePreview;
export type CtsDepositRequest = BankFileRequest;

export abstract class MonthsApi {
  /** The months that have fishing weeks, newest first; of one year when given. */
  abstract list(year?: number): Promise<ApiResult<MonthSummary[]>>;
  abstract get(month: string): Promise<ApiResult<MonthDetail>>;
  abstract compute(month: string, version: number): Promise<ApiResult<MonthDetail>>;
  abstract close(month: string, version: number): Promise<ApiResult<MonthDetail>>;
  abstract reopen(month: string, version: number, reason: string): Promise<ApiResult<MonthDetail>>;
  /** July's or December's gratificación, May's or November's CTS deposit (period YYYY-MM). */
  abstract semester(kind: SemesterKind, period: string): Promise<ApiResult<SemesterStatement>>;
  /** The same statement as .xlsx (`exportar`). */
  abstract semesterWorkbook(kind: SemesterKind, period: string): Promise<ApiResult<DownloadedFile>>;
  /** The companies with CTS to deposit in a final May or November statement (by legal name). */
  abstract ctsDepositCompanies(period: string): Promise<ApiResult<DepositCompany[]>>;
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
  /** The closed month's payslips as one PDF; one worker's with `document` (`exportar`). */
  abstract payslips(month: string, document?: string): Promise<ApiResult<DownloadedFile>>;
  /** The settlements of the workers whose end date falls in `year`. */
  abstract leavers(year: number): Promise<ApiResult<LeaverSettlement[]>>;
  /** A leaver's settlement document (`exportar`). */
  abstract settlementPdf(document: string): Promise<ApiResult<DownloadedFile>>;
  abstract breakdown(
    month: string,
    document: string,
    source: 'calculo' | 'cierre',
  ): Promise<ApiResult<MonthWorkerBreakdown>>;
}
