import type {
  BreakdownLine,
  WeekDetail,
  WeekSummary,
  WeekTotals,
  WorkerBreakdown,
} from '../../src/application/fishing-weeks/fishing-weeks-api';
import {
  computeWeek,
  parseWeekState,
  type ComputeContext,
  type RowProblem,
  type WeekInput,
} from '../../src/domain/fishing-weeks';
import { Decimal } from '../../src/domain/payroll/decimal';
import type { WeeklyPayroll } from '../../src/domain/payroll/weekly-payroll';
import { validationFailed } from '../kit/errors';
import {
  gridsOf,
  reopeningsOf,
  type StoredLine,
  type StoredWorkerResult,
  type WeekRow,
  type WeekStateRow,
  type WeekSummaryRow,
} from './store';

/* A week's row as the API answers it and as the audit trail keeps it. */

export const summaryOf = (row: WeekSummaryRow): WeekSummary => ({
  id: row.id,
  year: row.year,
  number: row.number,
  start: row.startDate,
  end: row.endDate,
  month: row.month,
  state: parseWeekState(row.state),
  landingCount: row.landingCount,
  crewDays: row.crewDays,
  totals: row.totals as WeekTotals | null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

export const detailOf = (row: WeekRow): WeekDetail => ({
  ...summaryOf(row),
  ...gridsOf(row),
  closedAt: row.closedAt?.toISOString() ?? null,
  closedBy: row.closedBy,
  reopenings: reopeningsOf(row),
});

export const weekInputOf = (row: WeekRow): WeekInput => ({
  year: row.year,
  number: row.number,
  start: row.startDate,
  end: row.endDate,
  month: row.month,
});

/** What the audit trail keeps of a week: its state and the size of its grids, not the grids. */
export const auditView = (row: WeekStateRow | WeekSummaryRow) => ({
  year: row.year,
  number: row.number,
  state: row.state,
  landingCount: row.landingCount,
  crewDays: row.crewDays,
  version: row.version,
});

export const dates = (row: WeekRow) => ({ start: row.startDate, end: row.endDate });

export const refuseRows = (problems: readonly RowProblem[]) =>
  validationFailed(
    problems.map((p) => ({ field: `${p.grid}.${p.row}.${p.field}`, message: p.message })),
    `Hay ${problems.length} problema(s) en las filas: corríjalos y vuelva a guardar.`,
  );

export function totalsOfPayroll(payroll: WeeklyPayroll): WeekTotals {
  return {
    workers: payroll.workers.length,
    tonnes: Decimal.sum(payroll.vessels.map((v) => v.netTonnes)).toFixed(3),
    catchValue: Decimal.sum(payroll.vessels.map((v) => v.catchValue)).toFixed(2),
    gross: payroll.totals.gross.toFixed(2),
    deductions: payroll.totals.deductions.toFixed(2),
    net: payroll.totals.net.toFixed(2),
    employer: payroll.totals.employer.toFixed(2),
  };
}

export const NO_RESULT = 'La semana no tiene un cálculo: calcúlela primero.';
export const NO_CLOSED_RESULT = 'La semana no tiene un resultado cerrado.';

/** A stored worker's result (the JSON of weeklyPayrollToJson) as the per-worker breakdown. */
export function breakdownOf(source: 'calculo' | 'cierre', w: StoredWorkerResult): WorkerBreakdown {
  const lines = (list: readonly StoredLine[]): BreakdownLine[] =>
    list.map((l) => ({
      concept: l.concept,
      amount: l.amount,
      formula: l.formula ?? '',
      inputs: l.inputs ?? {},
    }));
  return {
    source,
    document: w.worker.document,
    name: w.worker.name,
    daysOnBoard: w.daysOnBoard,
    fishingDays: w.fishingDays,
    daysOnLand: w.daysOnLand,
    earnings: lines(w.earnings),
    deductions: lines(w.deductions),
    employer: lines(w.employer),
    gross: w.gross,
    totalDeductions: w.totalDeductions,
    net: w.net,
    totalEmployer: w.totalEmployer,
  };
}

/**
 * A stored computation again: the same context and grids give the same result (the engine is a pure
 * function); a week's grids cannot change without dropping its computation.
 */
export function recompute(context: ComputeContext, row: WeekRow): WeeklyPayroll {
  const computed = computeWeek(context, gridsOf(row));
  if (!computed.ok) throw new Error(`The stored computation of week ${row.id} no longer computes.`);
  return computed.value.payroll;
}
