import type { Transaction } from '../db/database';
import {
  isMonth,
  MONTH_CYCLE,
  MONTH_MESSAGES,
  parseMonthState,
  type MonthAction,
  type MonthState,
} from '../../src/domain/months/month';
import type { Payslip } from '../../src/domain/shared/payslip';
import type { PayrollParameterSource } from '../../src/application/payroll/ports';
import type { PayslipService } from '../payslips/service';
import type { ServerContext } from '../context';
import type { MonthWeekRow, WeeksOfMonth } from '../fishing-weeks/service';
import { ApiError, validationFailed } from '../kit/errors';
import { allowPeriodAction, reopeningsOf, type PeriodHooks } from '../kit/period-cycle';
import type { DeclarationService } from '../income-tax-declarations/service';
import type { IncomeTaxBalanceService } from '../income-tax-balances';
import type { MonthRow, MonthStore } from './store';

/** The audit trail's entity and the permissions' module: the screen's code. */
export const MODULE = 'vacaciones_gratificaciones_cts';

/** Test seams: a failure injected after a write, inside its transaction (nothing may remain of it). */
export type MonthHooks = PeriodHooks;

/** What the service is built with: its store, and what it uses of other features (their services). */
export interface MonthDependencies {
  readonly store: MonthStore;
  /** The fishing weeks the month consolidates, read through the weeks' feature. */
  readonly weeks: WeeksOfMonth;
  readonly declarations: DeclarationService;
  /** The employers and positions of the month's payslips. */
  readonly payslips: PayslipService;
  readonly parameters: PayrollParameterSource;
  /** A worker's vacation record on a date (the leavers' settlements), through the vacations' feature. */
  readonly vacations: VacationRecords;
  /** The income tax the closed month could not withhold, withheld by later weeks. */
  readonly taxBalances: IncomeTaxBalanceService;
  /**
   * The payslip deliveries: what a closed month gives its workers is published to them (none where the
   * months are only read, as the deliveries read them).
   */
  readonly deliveries?: MonthPublishing;
}

/**
 * What the months need of the payslip deliveries: a closed month's payslips, settlements and
 * certificates are published in the close's transaction, and completed once it has committed
 * (docs/payslip-deliveries.md).
 */
export interface MonthPublishing {
  publishMonth(tx: Transaction, month: string): Promise<void>;
  completeMonth(month: string): Promise<void>;
}

/** What the settlements read of the vacations' feature. */
export interface VacationRecords {
  balanceOn(
    document: string,
    date: string,
  ): Promise<{ readonly pending: number; readonly expiredDays: number } | undefined>;
}

/** What the months' steps work with: the server's context, the service's dependencies and its test seams. */
export interface MonthParts {
  readonly context: ServerContext;
  readonly deps: MonthDependencies;
  readonly hooks: MonthHooks;
}

export const conflict = (message: string) => new ApiError(409, 'Conflict', message);

/** What the audit trail keeps of a month: its state and totals, not its workers. */
export const auditView = (row: MonthRow) => ({
  month: row.month,
  state: row.state,
  totals: row.totals,
  version: row.version,
});

export function checkMonth(month: string): void {
  if (!isMonth(month)) throw validationFailed([{ field: 'month', message: MONTH_MESSAGES.month }]);
}

/** The state after the action, or the refusal as an ApiError. */
export function allowMonthAction(
  row: MonthRow | undefined,
  action: MonthAction,
  reason?: string,
): MonthState {
  const state = parseMonthState(row?.state ?? MONTH_CYCLE.states.open);
  return allowPeriodAction(MONTH_CYCLE, state, reopeningsOf(row).length > 0, action, reason);
}

/** The states of the given months and, of the closed ones, their workers' figures. */
export async function semesterSourcesOf(parts: MonthParts, months: readonly string[]) {
  const { db } = parts.context;
  return parts.deps.store.semester(db, months, await parts.deps.weeks.monthsWithWeeks(db, months));
}

/** The months' semester sources, as the settlements and statements read them. */
export type SemesterSources = Awaited<ReturnType<typeof semesterSourcesOf>>;

/**
 * The employer and position of each worker of a month: those of its closed weeks' payslips (the
 * company of the vessel the worker sailed most, or the «Empresa empleadora» of their terms:
 * `companyResolver`), the last week winning.
 */
export function employersOfWeeks(
  parts: MonthParts,
  weeks: readonly MonthWeekRow[],
): Promise<Map<string, { employer: Payslip['employer']; position: string }>> {
  return parts.deps.payslips.employersOf(weeks.filter((w) => w.state === 'cerrada').map((w) => w.id));
}

/** The employer of a worker in a month: that of the worker's last closed week of it, or null. */
export async function employerInMonth(
  parts: MonthParts,
  month: string,
  document: string,
): Promise<Payslip['employer'] | null> {
  const weeks = await parts.deps.weeks.weeks(parts.context.db, month);
  return (await employersOfWeeks(parts, weeks)).get(document)?.employer ?? null;
}
