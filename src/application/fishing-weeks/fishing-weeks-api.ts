import type {
  Accumulated,
  AdjustmentRow,
  CrewRow,
  LandingRow,
  LandWorkRow,
  PriceRow,
  WeekInput,
  WeekState,
  WorkerDiff,
  WorkerTotals,
} from '../../domain/fishing-weeks';
import type { Page, SortOrder } from '../../domain/shared/paging';

/**
 * The fishing weeks' HTTP API (docs/fishing-weeks.md), as the screen uses it. Port and token share
 * one name; the adapter lives in infrastructure. Every write sends the week's `version` and answers
 * the week's new version; a stale one is refused (409), as is any write to a closed week.
 */

/** The totals of a week's last computation. */
export interface WeekTotals {
  readonly workers: number;
  readonly tonnes: string;
  readonly catchValue: string;
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
  readonly employer: string;
}

/** A row of the weeks' list. */
export interface WeekSummary extends WeekInput {
  readonly id: number;
  readonly state: WeekState;
  readonly landingCount: number;
  readonly crewDays: number;
  /** Null until computed. */
  readonly totals: WeekTotals | null;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface WeekReopening {
  readonly at: string;
  readonly by: string;
  readonly reason: string;
}

/** A week with its grids. */
export interface WeekDetail extends WeekSummary {
  readonly prices: PriceRow[];
  readonly landings: LandingRow[];
  readonly crew: CrewRow[];
  readonly landWork: LandWorkRow[];
  readonly adjustments: AdjustmentRow[];
  readonly closedAt: string | null;
  readonly closedBy: string | null;
  readonly reopenings: WeekReopening[];
}

/**
 * A grid save refused (400): each field is `grid.row.field` (`descargas.3.tonnes`, rows from 1), the
 * RowProblem of src/domain/fishing-weeks/grids.ts.
 */
export interface GridRefusal {
  readonly error: 'ValidationError';
  readonly message: string;
  readonly fields: readonly { field: string; message: string }[];
}

/** An engine error row, with the week's grid and row it names when it names one. */
export interface EngineErrorRow {
  readonly list: string;
  readonly grid?: string;
  readonly row?: number;
  readonly workerId?: number;
  readonly [field: string]: string | number | undefined;
}

/** A computation refused by the engine (422). */
export interface ComputeRefusal {
  readonly error: 'PayrollRefused';
  readonly message: string;
  readonly errors: readonly { kind: string; message: string; rows: readonly EngineErrorRow[] }[];
}

/** A computation's answer: the week's new state and version, the engine's JSON result, the diff. */
export interface ComputeAnswer {
  readonly week: WeekSummary;
  /** The engine's result in the command line's JSON format (docs/payroll.md). */
  readonly result: unknown;
  readonly workers: WorkerTotals[];
  /** Of a reopened week: per worker, against the closed result; empty otherwise. */
  readonly diff: WorkerDiff[];
}

export type WeekSort = 'start' | 'number' | 'state';

export interface WeekListQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: WeekSort;
  readonly order?: SortOrder;
  readonly year?: number;
  readonly state?: WeekState;
}

export interface FishingWeeksApi {
  list(query: WeekListQuery): Promise<Page<WeekSummary>>;
  get(id: number): Promise<WeekDetail>;
  create(input: WeekInput): Promise<WeekDetail>;
  saveLandings(
    id: number,
    body: { version: number; prices: readonly PriceRow[]; landings: readonly LandingRow[] },
  ): Promise<WeekSummary>;
  saveCrew(
    id: number,
    body: { version: number; crew: readonly CrewRow[]; landWork: readonly LandWorkRow[] },
  ): Promise<WeekSummary>;
  saveAdjustments(
    id: number,
    body: { version: number; adjustments: readonly AdjustmentRow[] },
  ): Promise<WeekSummary>;
  compute(id: number, body: { version: number }): Promise<ComputeAnswer>;
  close(id: number, body: { version: number }): Promise<WeekSummary>;
  reopen(id: number, body: { version: number; reason: string }): Promise<WeekSummary>;
  /** The closed result with the parameters it used. */
  result(id: number): Promise<{ result: unknown; parameters: unknown; workers: readonly WorkerTotals[] }>;
  /** Month-to-date and year-to-date gross per worker from the closed weeks. */
  accumulated(month: string): Promise<readonly Accumulated[]>;
}
export const FishingWeeksApi = Symbol.for('FishingWeeksApi');
