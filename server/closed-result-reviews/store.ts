import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkerDifference } from '../../src/domain/closed-result-reviews/comparison';
import type { Executor } from '../db/database';
import {
  closedResultReviewFindings,
  closedResultReviewRuns,
  fishingWeeks,
  payrollMonths,
} from '../db/schema';

export type FindingKind = 'differs' | 'unreviewable';

/** A finding still current: its week is closed by the same close the finding is about. */
export interface CurrentFinding {
  readonly weekId: number;
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  readonly month: string;
  readonly kind: FindingKind;
  readonly workers: WorkerDifference[];
  readonly reason: string;
}

/** The closed result review's tables (server/db/schema/closed-result-reviews.ts). */
export class ClosedResultReviewStore {
  /**
   * Claims the review of `revision` for this instance until `until`: a new run, or one left unfinished
   * whose claim ran out (its instance stopped). One statement (an upsert), so of two instances starting
   * together exactly one gets it. False: finished already, or another instance holds it.
   */
  async claim(ex: Executor, revision: string, now: Date, until: Date): Promise<boolean> {
    const rows = await ex
      .insert(closedResultReviewRuns)
      .values({ revision, startedAt: now, claimedUntil: until })
      .onConflictDoUpdate({
        target: closedResultReviewRuns.revision,
        set: { startedAt: now, claimedUntil: until },
        setWhere: sql`${closedResultReviewRuns.finishedAt} is null and ${closedResultReviewRuns.claimedUntil} < ${now}`,
      })
      .returning({ revision: closedResultReviewRuns.revision });
    return rows.length === 1;
  }

  async finish(ex: Executor, revision: string, now: Date, weeksChecked: number): Promise<void> {
    await ex
      .update(closedResultReviewRuns)
      .set({ finishedAt: now, weeksChecked })
      .where(eq(closedResultReviewRuns.revision, revision));
  }

  /** Gives a failed run up at once, so the next start takes it again. */
  async release(ex: Executor, revision: string, now: Date): Promise<void> {
    await ex
      .update(closedResultReviewRuns)
      .set({ claimedUntil: now })
      .where(
        and(eq(closedResultReviewRuns.revision, revision), sql`${closedResultReviewRuns.finishedAt} is null`),
      );
  }

  async finished(ex: Executor, revision: string): Promise<boolean> {
    const [row] = await ex
      .select({ finishedAt: closedResultReviewRuns.finishedAt })
      .from(closedResultReviewRuns)
      .where(eq(closedResultReviewRuns.revision, revision));
    return Boolean(row?.finishedAt);
  }

  /** The ids of the closed weeks, oldest first. */
  async closedWeekIds(ex: Executor): Promise<number[]> {
    const rows = await ex
      .select({ id: fishingWeeks.id })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.state, 'cerrada'))
      .orderBy(asc(fishingWeeks.startDate), asc(fishingWeeks.id));
    return rows.map((r) => r.id);
  }

  /** Records (or replaces) the finding of a week's close for a revision. */
  async save(
    ex: Executor,
    finding: {
      revision: string;
      weekId: number;
      closedAt: Date;
      kind: FindingKind;
      workers: readonly WorkerDifference[];
      reason: string;
      checkedAt: Date;
    },
  ): Promise<void> {
    const values = { ...finding, workers: [...finding.workers] };
    await ex
      .insert(closedResultReviewFindings)
      .values(values)
      .onConflictDoUpdate({
        target: [closedResultReviewFindings.revision, closedResultReviewFindings.weekId],
        set: {
          closedAt: values.closedAt,
          kind: values.kind,
          workers: values.workers,
          reason: values.reason,
          checkedAt: values.checkedAt,
        },
      });
  }

  /** Removes a week's finding of a revision (it was checked and agrees). */
  async remove(ex: Executor, revision: string, weekId: number): Promise<void> {
    await ex
      .delete(closedResultReviewFindings)
      .where(
        and(eq(closedResultReviewFindings.revision, revision), eq(closedResultReviewFindings.weekId, weekId)),
      );
  }

  /** Removes every finding of a week (it is reopened, or closed again). */
  async forgetWeek(ex: Executor, weekId: number): Promise<void> {
    await ex.delete(closedResultReviewFindings).where(eq(closedResultReviewFindings.weekId, weekId));
  }

  /**
   * The findings of a revision still current: their week is closed and by the close they are about
   * (a week reopened, or closed again since, is left out even before its finding is removed).
   */
  async current(ex: Executor, revision: string): Promise<CurrentFinding[]> {
    const rows = await ex
      .select({
        weekId: fishingWeeks.id,
        year: fishingWeeks.year,
        number: fishingWeeks.number,
        start: fishingWeeks.startDate,
        end: fishingWeeks.endDate,
        month: fishingWeeks.month,
        kind: closedResultReviewFindings.kind,
        workers: closedResultReviewFindings.workers,
        reason: closedResultReviewFindings.reason,
      })
      .from(closedResultReviewFindings)
      .innerJoin(fishingWeeks, eq(fishingWeeks.id, closedResultReviewFindings.weekId))
      .where(
        and(
          eq(closedResultReviewFindings.revision, revision),
          eq(fishingWeeks.state, 'cerrada'),
          eq(fishingWeeks.closedAt, closedResultReviewFindings.closedAt),
        ),
      )
      .orderBy(asc(fishingWeeks.startDate), asc(fishingWeeks.id));
    return rows.map((r) => ({
      ...r,
      kind: r.kind as FindingKind,
      workers: r.workers as WorkerDifference[],
    }));
  }

  /** Which of `months` (YYYY-MM) are closed payroll months. */
  async closedMonths(ex: Executor, months: readonly string[]): Promise<string[]> {
    if (months.length === 0) return [];
    const rows = await ex
      .select({ month: payrollMonths.month })
      .from(payrollMonths)
      .where(and(inArray(payrollMonths.month, [...months]), eq(payrollMonths.state, 'cerrado')));
    return rows.map((r) => r.month).sort();
  }
}
