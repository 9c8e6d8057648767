import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MonthWeek, WeekStamp } from '../../src/domain/months/month';
import type { Executor } from '../db/database';
import { fishingWeeks } from '../db/schema';
import { groupedBy } from '../kit/grouped';
import { gridsOf, unpackJson, type WeekGrids } from './store';

/** A week of a month with its dates. */
export interface MonthWeekRow extends MonthWeek {
  readonly start: string;
  readonly end: string;
}

/** A closed week as it was closed: its stored compute context (packed), grids and closed result. */
export interface ClosedWeek {
  readonly id: number;
  readonly closedAt: Date;
  /** The packed compute context the closed result was built from (null: closed before contexts were kept). */
  readonly context: Buffer | null;
  readonly grids: WeekGrids;
  /** The stored closed result (weeklyPayrollToJson), null when none. */
  readonly closedResult: unknown;
}

/** The weeks of each month: how many, how many closed. */
export interface MonthWeekCount {
  readonly month: string;
  readonly weekCount: number;
  readonly closedWeeks: number;
}

const WEEK = {
  id: fishingWeeks.id,
  year: fishingWeeks.year,
  number: fishingWeeks.number,
  start: fishingWeeks.startDate,
  end: fishingWeeks.endDate,
  state: fishingWeeks.state,
  version: fishingWeeks.version,
};

const ofYear = (year: number) => sql`substr(${fishingWeeks.month}, 1, 4) = ${String(year)}`;

/**
 * The fishing weeks' table as other features read it: by month, what a payroll month consolidates
 * (docs/months.md), and a closed week as it was closed (the closed result review).
 */
export class MonthWeeksStore {
  /** The months that have weeks (of a year when given), newest first, with their weeks' counts. */
  async weekCounts(ex: Executor, year?: number): Promise<MonthWeekCount[]> {
    const rows = await ex
      .select({
        month: fishingWeeks.month,
        weekCount: sql<number>`count(*)::int`,
        closedWeeks: sql<number>`(count(*) filter (where ${fishingWeeks.state} = 'cerrada'))::int`,
      })
      .from(fishingWeeks)
      .where(year !== undefined ? ofYear(year) : undefined)
      .groupBy(fishingWeeks.month)
      .orderBy(desc(fishingWeeks.month));
    return rows.map((r) => ({ ...r, weekCount: Number(r.weekCount), closedWeeks: Number(r.closedWeeks) }));
  }

  /** The closed weeks' stamps (id, version) of each month (of a year when given), by id. */
  async closedStamps(ex: Executor, year?: number): Promise<Map<string, WeekStamp[]>> {
    const conditions = [eq(fishingWeeks.state, 'cerrada')];
    if (year !== undefined) conditions.push(ofYear(year));
    const rows = await ex
      .select({ month: fishingWeeks.month, id: fishingWeeks.id, version: fishingWeeks.version })
      .from(fishingWeeks)
      .where(and(...conditions))
      .orderBy(asc(fishingWeeks.id));
    return groupedBy(
      rows,
      (r) => r.month,
      (r): WeekStamp => ({ id: r.id, version: r.version }),
    );
  }

  /**
   * The month's weeks by start date. `lock` takes FOR SHARE on them: a week cannot be reopened while
   * the month closes, and the close sees a reopening that committed first.
   */
  async weeks(ex: Executor, month: string, lock = false): Promise<MonthWeekRow[]> {
    const query = ex
      .select(WEEK)
      .from(fishingWeeks)
      .where(eq(fishingWeeks.month, month))
      .orderBy(asc(fishingWeeks.startDate), asc(fishingWeeks.id));
    return lock ? query.for('share') : query;
  }

  /** Of the given months, those that have weeks. */
  async monthsWithWeeks(ex: Executor, months: readonly string[]): Promise<Set<string>> {
    const rows = await ex
      .selectDistinct({ month: fishingWeeks.month })
      .from(fishingWeeks)
      .where(inArray(fishingWeeks.month, [...months]));
    return new Set(rows.map((r) => r.month));
  }

  /**
   * A closed week with what it was closed with: its stored compute context (null: closed before contexts
   * were kept), its grids and its stored closed result. Undefined when it is not closed (any more).
   */
  async closedWeek(ex: Executor, id: number): Promise<ClosedWeek | undefined> {
    const [row] = await ex
      .select({
        id: fishingWeeks.id,
        closedAt: fishingWeeks.closedAt,
        context: fishingWeeks.context,
        closedResult: fishingWeeks.closedResult,
        prices: fishingWeeks.prices,
        landings: fishingWeeks.landings,
        crew: fishingWeeks.crew,
        landWork: fishingWeeks.landWork,
        adjustments: fishingWeeks.adjustments,
      })
      .from(fishingWeeks)
      .where(and(eq(fishingWeeks.id, id), eq(fishingWeeks.state, 'cerrada')));
    if (!row?.closedAt) return undefined;
    return {
      id: row.id,
      closedAt: row.closedAt,
      context: row.context,
      grids: gridsOf(row),
      closedResult: row.closedResult ? unpackJson(row.closedResult) : null,
    };
  }
}
