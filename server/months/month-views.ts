import type { MonthDetail, MonthSummary, MonthWeekInfo } from '../../src/application/months/months-api';
import {
  diffMonths,
  parseMonthState,
  stampsOf,
  type MonthTotals,
  type MonthWorkerTotals,
  type WeekStamp,
} from '../../src/domain/months/month';
import {
  sameDeclarations,
  type DeclarationStamp,
} from '../../src/domain/income-tax-declarations/declaration';
import type { MonthWeekRow } from '../fishing-weeks/service';
import { reopeningsOf } from '../kit/period-cycle';
import type { MonthRow } from './store';

const weekInfoOf = (w: MonthWeekRow): MonthWeekInfo => ({
  id: w.id,
  year: w.year,
  number: w.number,
  start: w.start,
  end: w.end,
  state: w.state,
});

/** A month's line of the list: its state, its weeks' counts, its totals and whether they are stale. */
export function summaryOf(
  month: string,
  row: MonthRow | undefined,
  weekCount: number,
  closedWeeks: number,
  stamps: readonly WeekStamp[],
  declared: readonly DeclarationStamp[],
): MonthSummary {
  const state = parseMonthState(row?.state ?? 'abierto');
  const used = (row?.weeks ?? []) as WeekStamp[];
  const stale =
    (state === 'calculado' || state === 'reabierto') &&
    row?.totals != null &&
    (used.length !== stamps.length ||
      used.some((s, i) => s.id !== stamps[i]!.id || s.version !== stamps[i]!.version) ||
      !sameDeclarations((row.declarations ?? []) as DeclarationStamp[], declared));
  return {
    month,
    state,
    weekCount,
    closedWeeks,
    totals: ((state === 'cerrado' ? row?.closedTotals : row?.totals) ??
      row?.totals ??
      null) as MonthTotals | null,
    stale,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** A month with its weeks, its workers' figures and, once reopened and computed again, the diff. */
export function detailOf(
  month: string,
  row: MonthRow | undefined,
  weeks: readonly MonthWeekRow[],
  declared: readonly DeclarationStamp[],
): MonthDetail {
  const closed = weeks.filter((w) => w.state === 'cerrada');
  const summary = summaryOf(month, row, weeks.length, closed.length, stampsOf(weeks), declared);
  const current = (row?.workerTotals ?? null) as MonthWorkerTotals[] | null;
  const closedWorkers = (row?.closedWorkerTotals ?? null) as MonthWorkerTotals[] | null;
  const reopened = reopeningsOf(row).length > 0;
  return {
    ...summary,
    weeks: weeks.map(weekInfoOf),
    workers: (summary.state === 'cerrado' ? closedWorkers : current) ?? current ?? [],
    diff:
      reopened && summary.state !== 'cerrado' && current && closedWorkers && row?.state === 'calculado'
        ? diffMonths(closedWorkers, current)
        : [],
    closedAt: row?.closedAt?.toISOString() ?? null,
    closedBy: row?.closedBy ?? null,
    reopenings: reopeningsOf(row),
  };
}
