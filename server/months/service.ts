import type {
  MonthDetail,
  MonthSummary,
  MonthWorkerBreakdown,
} from '../../src/application/months/months-api';
import {
  MONTH_MESSAGES,
  openWeeksOf,
  sameStamps,
  type MonthWorkerTotals,
  type WeekStamp,
} from '../../src/domain/months/month';
import {
  SEMESTER_MESSAGES,
  semesterMonths,
  semesterStatement,
  type SemesterKind,
  type SemesterStatement,
} from '../../src/domain/months/semesters';
import type { LeaverSettlement } from '../../src/domain/months/leaver';
import type { Payslip } from '../../src/domain/shared/payslip';
import {
  sameDeclarations,
  type DeclarationStamp,
} from '../../src/domain/income-tax-declarations/declaration';
import type { ServerContext } from '../context';
import type { MonthWeekRow } from '../fishing-weeks/service';
import { notFound, validationFailed } from '../kit/errors';
import { closePeriod, reopenPeriod, periodStepsOn, type PeriodSteps } from '../kit/period-cycle';
import type { AuditActor } from '../kit/versioned';
import type { IncomeTaxBalanceService } from '../income-tax-balances';
import { computeMonth } from './month-compute';
import {
  monthBreakdown,
  monthPayslips,
  yearIncomeCertificate,
  yearIncomeCertificates,
  type IssuedCertificate,
} from './month-documents';
import { leaverOf, leaverSettlements } from './month-leavers';
import {
  allowMonthAction,
  auditView,
  checkMonth,
  conflict,
  employersOfWeeks,
  MODULE,
  semesterSourcesOf,
  type MonthDependencies,
  type MonthHooks,
  type MonthParts,
} from './month-parts';
import { detailOf, summaryOf } from './month-views';
import type { MonthRow, MonthStore } from './store';

export {
  MODULE,
  type MonthDependencies,
  type MonthHooks,
  type MonthPublishing,
  type VacationRecords,
} from './month-parts';

/**
 * Payroll months (docs/months.md): the consolidation of a month's closed fishing weeks, its close
 * (every week closed, none changed since the computation) and its reopening with the per-worker diff.
 * A closed month keeps its weeks: `FishingWeekService` refuses to reopen them or add weeks to it.
 * The computation (month-compute.ts), the documents (month-documents.ts) and the leavers'
 * settlements (month-leavers.ts) are steps of their own on the same parts.
 */
export class MonthService {
  readonly store: MonthStore;
  readonly taxBalances: IncomeTaxBalanceService;
  private readonly parts: MonthParts;

  constructor(
    readonly context: ServerContext,
    private readonly deps: MonthDependencies,
    private readonly hooks: MonthHooks = {},
  ) {
    this.store = deps.store;
    this.taxBalances = deps.taxBalances;
    this.parts = { context, deps, hooks };
  }

  /** The cycle's steps on the month's row. */
  private steps(month: string): PeriodSteps<MonthRow> {
    const { db, clock } = this.context;
    const period = { db, clock, entity: MODULE, notFoundMessage: MONTH_MESSAGES.notFound, auditView };
    return periodStepsOn<string, MonthRow>(this.store, month, period, this.hooks);
  }

  /** The months that have weeks or a stored computation, newest first. */
  async list(year?: number): Promise<MonthSummary[]> {
    const { db } = this.context;
    const { weeks: weeksOf, declarations } = this.deps;
    const [counts, rows] = await Promise.all([weeksOf.counts(db, year), this.store.months(db, year)]);
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    const [stamps, declared] = await Promise.all([
      weeksOf.closedStamps(db, year),
      declarations.stampsOf(db, year !== undefined ? { year } : {}),
    ]);
    const months = [...new Set([...counts.map((c) => c.month), ...rows.map((r) => r.month)])]
      .sort()
      .reverse();
    return months.map((month) => {
      const count = counts.find((c) => c.month === month);
      const row = byMonth.get(month);
      return summaryOf(
        month,
        row,
        count?.weekCount ?? 0,
        count?.closedWeeks ?? 0,
        stamps.get(month) ?? [],
        declared.get(month) ?? [],
      );
    });
  }

  async get(month: string): Promise<MonthDetail> {
    checkMonth(month);
    const { db } = this.context;
    const [row, weeks, declared] = await Promise.all([
      this.store.get(db, month),
      this.deps.weeks.weeks(db, month),
      this.deps.declarations.stampsOf(db, { month }),
    ]);
    if (!row && weeks.length === 0) throw notFound(MONTH_MESSAGES.notFound);
    return detailOf(month, row, weeks, declared.get(month) ?? []);
  }

  /** Consolidates the month's closed weeks and makes the month calculado (month-compute.ts). */
  async compute(month: string, version: number, actor: AuditActor): Promise<MonthDetail> {
    await computeMonth(this.parts, month, version, actor);
    return this.get(month);
  }

  /**
   * Closes a calculado month: every week of the month closed and none changed since the computation
   * (the weeks are locked meanwhile). The month is then immutable, and so are its weeks.
   */
  async close(month: string, version: number, actor: AuditActor): Promise<MonthDetail> {
    checkMonth(month);
    let closing: MonthRow | undefined;
    await closePeriod(this.steps(month), {
      id: month,
      version,
      actor,
      closed: 'cerrado',
      check: async (tx, current) => {
        allowMonthAction(current, 'close');
        const weeks = await this.deps.weeks.weeks(tx, month, true);
        const open = openWeeksOf(weeks);
        if (open.length > 0) throw conflict(MONTH_MESSAGES.openWeeks(open));
        if (!sameStamps(current.weeks as WeekStamp[], weeks)) throw conflict(MONTH_MESSAGES.stale);
        const declared = (await this.deps.declarations.stampsOf(tx, { month }, true)).get(month) ?? [];
        if (!sameDeclarations(current.declarations as DeclarationStamp[], declared))
          throw conflict(MONTH_MESSAGES.staleDeclarations);
        closing = current;
      },
      columns: async () => this.store.closeColumns(),
      // What the run could not withhold becomes the workers' balances (docs/payroll.md); what the month
      // gives its workers is published to them.
      also: async (tx) => {
        await this.taxBalances.recordMonth(tx, month, (closing?.workerTotals ?? []) as MonthWorkerTotals[], {
          at: this.context.clock.now(),
          by: actor.actorUsername,
        });
        await this.deps.deliveries?.publishMonth(tx, month);
      },
      after: (current) => ({ state: 'cerrado', totals: current.totals }),
    });
    await this.deps.deliveries?.completeMonth(month).catch(() => undefined);
    return this.get(month);
  }

  /** Reopens a closed month (the route requires `aprobar`), recording who, when and why. */
  async reopen(month: string, version: number, reason: string, actor: AuditActor): Promise<MonthDetail> {
    checkMonth(month);
    await reopenPeriod(this.steps(month), {
      id: month,
      version,
      actor,
      reason,
      reopened: 'reabierto',
      check: async (_tx, current, text) => void allowMonthAction(current, 'reopen', text),
      // Refused once a closed week withheld part of the month's balances.
      also: (tx) => this.taxBalances.forgetMonth(tx, month),
    });
    return this.get(month);
  }

  /** One worker's month with every traced amount, of the last computation or of the close. */
  breakdown(month: string, document: string, source: 'calculo' | 'cierre'): Promise<MonthWorkerBreakdown> {
    return monthBreakdown(this.parts, month, document, source);
  }

  /**
   * A semester statement: July's or December's gratificación, May's or November's CTS deposit, from
   * the closed months it covers (docs/months.md).
   */
  async semester(kind: SemesterKind, period: string): Promise<SemesterStatement> {
    const months = semesterMonths(kind, period);
    if (!months) throw validationFailed([{ field: 'periodo', message: SEMESTER_MESSAGES.period }]);
    return semesterStatement(kind, period, await semesterSourcesOf(this.parts, months))!;
  }

  /** The payslips of a closed month's run (one worker's with `document`), by employer, then name. */
  payslips(month: string, document?: string): Promise<{ title: string; payslips: Payslip[] }> {
    return monthPayslips(this.parts, month, document);
  }

  /**
   * The employer and position of each worker of a month: those of its closed weeks' payslips (the
   * company of the vessel the worker sailed most, or the «Empresa empleadora» of their terms:
   * `companyResolver`), the last week winning.
   */
  employersOf(
    weeks: readonly MonthWeekRow[],
  ): Promise<Map<string, { employer: Payslip['employer']; position: string }>> {
    return employersOfWeeks(this.parts, weeks);
  }

  /** The weeks of a month by start date (for its employers). */
  monthWeeks(month: string): Promise<MonthWeekRow[]> {
    return this.deps.weeks.weeks(this.context.db, month);
  }

  /** The settlements of the workers whose end date falls in `year` (docs/months.md), by end date. */
  leavers(year: number): Promise<LeaverSettlement[]> {
    return leaverSettlements(this.parts, year);
  }

  /** One leaver's settlement and the employer of the last closed month the worker was paid in. */
  leaver(document: string): Promise<{ settlement: LeaverSettlement; employer: Payslip['employer'] | null }> {
    return leaverOf(this.parts, document);
  }

  /** A worker's certificado de rentas y retenciones of a year (month-documents.ts). */
  incomeCertificate(document: string, year: number): Promise<IssuedCertificate> {
    return yearIncomeCertificate(this.parts, document, year);
  }

  /** Every worker's certificate of a year, and the year's months not closed yet (left out of them). */
  async incomeCertificates(
    year: number,
  ): Promise<{ certificates: IssuedCertificate[]; openMonths: string[] }> {
    const [certificates, months] = await Promise.all([
      yearIncomeCertificates(this.parts, year),
      this.list(year),
    ]);
    const openMonths = months
      .filter((m) => m.state !== 'cerrado')
      .map((m) => m.month)
      .sort();
    return { certificates, openMonths };
  }
}
