import type { Static } from 'typebox';
import type { Page } from '../../domain/shared/paging';
import type {
  VacationInput,
  VacationSort,
  VacationWorkerDetail,
  VacationWorkerRow,
} from '../../domain/vacations/vacation';
import type { ApiResult } from '../shared/api-result';
import type * as contract from './contract';

/** What the workers' list asks for (pages 1-based; `all`: inactive workers and leavers too). */
export type VacationsQuery = Pick<
  Static<typeof contract.VacationListQuery>,
  'page' | 'pageSize' | 'order' | 'q' | 'all'
> & { readonly sort: VacationSort };

/**
 * Vacation rest in days (docs/months.md): the workers with their balance, a worker's periods, and the
 * periods recorded, changed (with the version read) and deleted.
 */
export interface VacationsApi {
  list(query: VacationsQuery): Promise<ApiResult<Page<VacationWorkerRow>>>;
  /** One worker's periods and balance, by document number. */
  get(document: string): Promise<ApiResult<VacationWorkerDetail>>;
  create(document: string, input: VacationInput): Promise<ApiResult<VacationWorkerDetail>>;
  /** Changes the period read at `version` (a stale version is a conflict). */
  update(id: number, version: number, input: VacationInput): Promise<ApiResult<VacationWorkerDetail>>;
  remove(id: number, version: number): Promise<ApiResult<void>>;
}
export const VacationsApi = Symbol.for('VacationsApi');
