import type {
  ClosedResultReview,
  ReviewMonth,
  ReviewWeek,
  ReviewWorker,
  UnreviewableWeek,
} from '../../src/application/closed-result-reviews/closed-result-reviews-api';
import {
  compareClosedResult,
  differenceTotals,
  type WorkerDifference,
  type WorkerFigures,
} from '../../src/domain/closed-result-reviews/comparison';
import { computeWeek, type ComputeContext } from '../../src/domain/fishing-weeks';
import { Decimal } from '../../src/domain/payroll/decimal';
import { ENGINE_REVISION } from '../../src/domain/payroll/engine-revision';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import type { ClosedWeek } from '../fishing-weeks/service';
import { unpackJson } from '../kit/json';
import type { ClosedResultReviewStore, CurrentFinding } from './store';

/** What the review reads of the fishing weeks: a closed week as it was closed (their service offers it). */
export interface ClosedWeeks {
  closedWeek(ex: Executor, id: number): Promise<ClosedWeek | undefined>;
}

/** Set when the server closes: a running review stops between two weeks. */
export interface StopSignal {
  stopped: boolean;
}

/** How long a started review is held by its instance before another may take it over. */
export const CLAIM_MINUTES = 30;

export const REVIEW_MESSAGES = {
  noContext:
    'La semana se cerró antes de que se guardara con qué se calculó: no se puede calcular de nuevo tal como se cerró. Revísela reabriéndola y calculándola.',
  noClosedResult: 'La semana cerrada no tiene su resultado guardado.',
  refused: (why: string) => `El cálculo actual rechaza los datos con que se cerró la semana: ${why}`,
} as const;

/** A stored worker's result (weeklyPayrollToJson), the amounts the review compares. */
interface StoredWorker {
  readonly worker?: { readonly document?: string; readonly name?: string };
  readonly gross?: string;
  readonly totalDeductions?: string;
  readonly totalEmployer?: string;
  readonly net?: string;
}

/** The figures of a stored closed result's workers; null when it has no list of workers. */
export function storedFigures(closedResult: unknown): WorkerFigures[] | null {
  const workers = (closedResult as { workers?: unknown } | null)?.workers;
  if (!Array.isArray(workers)) return null;
  return (workers as StoredWorker[]).map((w) => ({
    document: w.worker?.document ?? '',
    name: w.worker?.name ?? '',
    gross: w.gross ?? '0',
    deductions: w.totalDeductions ?? '0',
    employer: w.totalEmployer ?? '0',
    net: w.net ?? '0',
  }));
}

const workerOf = (d: WorkerDifference): ReviewWorker => ({
  document: d.document,
  name: d.name,
  storedNet: d.stored?.net ?? null,
  correctNet: d.correct?.net ?? null,
  netDifference: d.netDifference,
  storedDeductions: d.stored?.deductions ?? null,
  correctDeductions: d.correct?.deductions ?? null,
  storedEmployer: d.stored?.employer ?? null,
  correctEmployer: d.correct?.employer ?? null,
});

const periodOf = (f: CurrentFinding) => ({
  id: f.weekId,
  year: f.year,
  number: f.number,
  start: f.start,
  end: f.end,
  month: f.month,
});

/**
 * The closed result review (docs/fishing-weeks.md, "Closed result reviews"): every closed week computed
 * again with the current engine (ENGINE_REVISION) from the compute context and grids it was closed
 * with, compared per worker with its stored closed result. Closed results are never rewritten: the
 * weeks that differ, and the closed months that hold them, are listed for the clerk to reopen.
 */
export class ClosedResultReviewService {
  constructor(
    private readonly context: ServerContext,
    readonly store: ClosedResultReviewStore,
    private readonly weeks: ClosedWeeks,
    private readonly revision: string = ENGINE_REVISION,
  ) {}

  /** Forgets every finding of a week (it is reopened, or closed again): what the fishing weeks ask. */
  forgetWeek(ex: Executor, weekId: number): Promise<void> {
    return this.store.forgetWeek(ex, weekId);
  }

  /**
   * The review of this engine revision, once per database: claimed with an upsert (another instance
   * starting at the same time gets nothing to do), each week's finding written on its own, the run
   * marked finished at the end. A failure gives the claim up (the next start tries again) and is thrown
   * to the caller, which logs it. Answers whether this instance ran it.
   */
  async reviewOnce(stop: StopSignal = { stopped: false }): Promise<boolean> {
    const { db, clock } = this.context;
    const now = clock.now();
    const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
    if (!(await this.store.claim(db, this.revision, now, until))) return false;
    try {
      const checked = await this.reviewAll(stop);
      if (checked === null) {
        // The server is closing: the next start takes the review up again.
        await this.store.release(db, this.revision, clock.now());
        return false;
      }
      await this.store.finish(db, this.revision, clock.now(), checked);
      return true;
    } catch (error) {
      await this.store.release(db, this.revision, clock.now()).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Reviews every closed week now (whatever the run says); answers how many, or null when `stop` was
   * set before the last one (checked between weeks).
   */
  async reviewAll(stop: StopSignal = { stopped: false }): Promise<number | null> {
    const ids = await this.store.closedWeekIds(this.context.db);
    for (const id of ids) {
      if (stop.stopped) return null;
      await this.checkWeek(this.context.db, id);
    }
    return ids.length;
  }

  /**
   * Reviews one closed week: its finding is recorded, replaced, or removed when it agrees. A week not
   * closed (any more) has nothing to review.
   */
  async checkWeek(ex: Executor, id: number): Promise<void> {
    const week = await this.weeks.closedWeek(ex, id);
    if (!week) return;
    const base = {
      revision: this.revision,
      weekId: id,
      closedAt: week.closedAt,
      checkedAt: this.context.clock.now(),
    };
    const unreviewable = (reason: string) =>
      this.store.save(ex, { ...base, kind: 'unreviewable', workers: [], reason });
    const stored = storedFigures(week.closedResult);
    if (!stored) return unreviewable(REVIEW_MESSAGES.noClosedResult);
    // Without the context it was closed with, computing the week from today's workers and parameters
    // would not be "the same week again": it is listed as not reviewable rather than guessed.
    if (!week.context) return unreviewable(REVIEW_MESSAGES.noContext);
    const computed = computeWeek(unpackJson(week.context) as ComputeContext, week.grids);
    if (!computed.ok)
      return unreviewable(REVIEW_MESSAGES.refused(computed.error.errors.map((e) => e.message).join(' ')));
    const correct: WorkerFigures[] = computed.value.payroll.workers.map((w) => ({
      document: w.worker.document,
      name: w.worker.name,
      gross: w.gross.toFixed(2),
      deductions: w.totalDeductions.toFixed(2),
      employer: w.totalEmployer.toFixed(2),
      net: w.net.toFixed(2),
    }));
    const differences = compareClosedResult(stored, correct);
    if (differences.length === 0) return this.store.remove(ex, this.revision, id);
    return this.store.save(ex, { ...base, kind: 'differs', workers: differences, reason: '' });
  }

  /** The findings of this engine revision still current, for the clerk. */
  async findings(): Promise<ClosedResultReview> {
    const { db } = this.context;
    const [current, finished] = await Promise.all([
      this.store.current(db, this.revision),
      this.store.finished(db, this.revision),
    ]);
    const weeks: ReviewWeek[] = [];
    const unreviewable: UnreviewableWeek[] = [];
    for (const f of current) {
      if (f.kind === 'unreviewable') unreviewable.push({ ...periodOf(f), reason: f.reason });
      else
        weeks.push({ ...periodOf(f), workers: f.workers.map(workerOf), totals: differenceTotals(f.workers) });
    }
    const closedMonths = new Set(await this.store.closedMonths(db, [...new Set(weeks.map((w) => w.month))]));
    const months: ReviewMonth[] = [...closedMonths].map((month) => {
      const of = weeks.filter((w) => w.month === month);
      return {
        month,
        weeks: of.map((w) => w.number),
        workers: new Set(of.flatMap((w) => w.workers.map((x) => x.document))).size,
        netDifference: Decimal.sum(of.map((w) => Decimal.of(w.totals.netDifference))).toFixed(2),
      };
    });
    return {
      revision: this.revision,
      finished,
      weeks,
      unreviewable,
      months,
      totals: {
        weeks: weeks.length,
        workers: new Set(weeks.flatMap((w) => w.workers.map((x) => x.document))).size,
        netDifference: Decimal.sum(weeks.map((w) => Decimal.of(w.totals.netDifference))).toFixed(2),
      },
    };
  }
}
