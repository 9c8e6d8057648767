import type { Page, SortOrder } from '../../domain/shared/paging';
import type {
  VacationInput,
  VacationSort,
  VacationWorkerDetail,
  VacationWorkerRow,
} from '../../domain/vacations/vacation';
import type { ApiResult } from '../shared/api-result';

/** What the workers' list asks for (pages 1-based). */
export interface VacationsQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: VacationSort;
  readonly order: SortOrder;
  readonly q?: string;
  /** Inactive workers and leavers too. */
  readonly all: boolean;
}

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
