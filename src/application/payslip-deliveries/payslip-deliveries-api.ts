import type { Static } from 'typebox';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';
import type * as contract from './contract';

/** One of the signed-in worker's payslips. */
export type OwnPayslip = Static<typeof contract.OwnPayslip>;
/** The signed-in worker and their payslips, newest first. */
export type OwnPayslipList = Static<typeof contract.OwnPayslipList>;
export type ReceiptInput = Static<typeof contract.ReceiptInput>;
/** One worker's delivery in the office's view of a closed week. */
export type DeliveryRow = Static<typeof contract.DeliveryRow>;
export type WeekDeliveries = Static<typeof contract.WeekDeliveries>;
export type MonthDeliveries = Static<typeof contract.MonthDeliveries>;
export type WorkerAccess = Static<typeof contract.WorkerAccess>;
export type AccessInvitation = Static<typeof contract.AccessInvitation>;
export type AccessInvited = Static<typeof contract.AccessInvited>;

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md): the worker's own payslips («Mis boletas»),
 * the office's view of a closed week's deliveries and a worker's access. Port and token share the name.
 */
export interface PayslipDeliveriesApi {
  /** The signed-in worker's payslips (a user who is not a worker is refused). */
  own(): Promise<ApiResult<OwnPayslipList>>;
  /** One of the signed-in worker's payslips, signed (PDF). */
  ownPdf(id: number): Promise<ApiResult<DownloadedFile>>;
  /** Confirms receipt of one of the worker's payslips (a second confirmation is a conflict). */
  confirm(id: number, input: ReceiptInput): Promise<ApiResult<OwnPayslip>>;
  /** A closed week's deliveries and their deadline. */
  week(weekId: number): Promise<ApiResult<WeekDeliveries>>;
  /** Every payslip of the week still pending, one PDF to print and hand out. */
  pendingPdf(weekId: number): Promise<ApiResult<DownloadedFile>>;
  /** What a closed month published and its deadlines. */
  month(month: string): Promise<ApiResult<MonthDeliveries>>;
  /** Every document of the month still pending, one PDF to print and hand out. */
  monthPendingPdf(month: string): Promise<ApiResult<DownloadedFile>>;
  /** A worker's access to «Mis boletas». */
  access(workerId: number): Promise<ApiResult<WorkerAccess>>;
  /** Invites a worker: by e-mail, or (no e-mail) with a one-time code to print. */
  invite(workerId: number, input: AccessInvitation): Promise<ApiResult<AccessInvited>>;
  /**
   * A new one-time code to print for an invited worker (a forgotten password, a lost code): the earlier
   * password stops working and the worker's sessions end.
   */
  newCode(workerId: number): Promise<ApiResult<AccessInvited>>;
}
export const PayslipDeliveriesApi = Symbol.for('PayslipDeliveriesApi');
