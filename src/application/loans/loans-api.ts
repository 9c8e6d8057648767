import type { LoanInput, LoanStatement } from '../../domain/loans/loan';
import type { ApiResult } from '../shared/api-result';

/** A worker's loans with their running balance (docs/loans.md): read, grant, change, delete. */
export interface LoansApi {
  /** The worker's loans, oldest first. */
  list(workerId: number): Promise<ApiResult<readonly LoanStatement[]>>;
  create(workerId: number, input: LoanInput): Promise<ApiResult<LoanStatement>>;
  /** Changes the loan read at `version` (a stale version is a conflict). */
  update(id: number, version: number, input: LoanInput): Promise<ApiResult<LoanStatement>>;
  /** Deletes a loan no week deducts from. */
  remove(id: number, version: number): Promise<ApiResult<void>>;
}
export const LoansApi = Symbol.for('LoansApi');
