import { gratificationMonthsBefore, gratificationsReceived } from '../../src/domain/months/general-staff';
import { generalLinesOf } from '../../src/domain/months/general-settlement';
import type {
  MonthDetail,
  MonthSummary,
  MonthWeekInfo,
  MonthWorkerBreakdown,
} from '../../src/application/months/months-api';
import { monthlyPayrollToJson } from '../../src/application/payroll/payroll-output-json';
import {
  diffMonths,
  isMonth,
  MONTH_MESSAGES,
  monthTotalsOf,
  MONTH_CYCLE,
  monthWorkerTotalsOf,
  openWeeksOf,
  parseMonthState,
  sameStamps,
  stampsOf,
  yearToDateOf,
  type MonthAction,
  type MonthState,
  type MonthTotals,
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
import {
  leaverSettlement,
  settlementMonths,
  type LeaverSettlement,
  type LeaverWorker,
  type SettlementVacation,
} from '../../src/domain/months/leaver';
import { limaDate } from '../../src/domain/shared/dates';
import { incomeCertificate, type IncomeCertificate } from '../../src/domain/months/income-certificate';
import { readTaxScale } from '../../src/domain/payroll/income-tax';
import { ParameterReader } from '../../src/domain/payroll/parameters';
import { buildMonthPayslip } from '../../src/domain/months/month-payslip';
import { describeErrors } from '../../src/domain/payroll/errors';
import type { Payslip } from '../../src/domain/shared/payslip';
import { PAYSLIP_MESSAGES, type PayslipService } from '../payslips/service';
import { consolidateMonth } from '../../src/domain/payroll/monthly-payroll';
import type { CourtOrderEntryInput } from '../../src/domain/payroll/weekly-input';
import type { WeeklyPayroll } from '../../src/domain/payroll/weekly-payroll';
import type { ServerContext } from '../context';
import type { MonthWeekRow, WeeksOfMonth } from '../fishing-weeks/service';
import { packJson } from '../kit/packed-json';
import {
  allowPeriodAction,
  closePeriod,
  reopenPeriod,
  reopeningsOf,
  periodStepsOn,
  type PeriodHooks,
  type PeriodSteps,
} from '../kit/period-cycle';
import { changeVersioned, createAudited, type AuditActor } from '../kit/versioned';
import type { PayrollParameterSource } from '../../src/application/payroll/ports';
import { ApiError, notFound, staleUpdate, validationFailed } from '../kit/errors';
import {
  declarationsForEngine,
  declarationStampsOf,
  sameDeclarations,
  type DeclarationStamp,
} from '../../src/domain/income-tax-declarations/declaration';
import type { DeclarationService } from '../income-tax-declarations/service';
import type { IncomeTaxBalanceService } from '../income-tax-balances';
import { monthLinesOf, taxBalanceOf } from './lines';
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
}

/** What the settlements read of the vacations' feature. */
export interface VacationRecords {
  balanceOn(
    document: string,
    date: string,
  ): Promise<{ readonly pending: number; readonly expiredDays: number } | undefined>;
}

const conflict = (message: string) => new ApiError(409, 'Conflict', message);

const weekInfoOf = (w: MonthWeekRow): MonthWeekInfo => ({
  id: w.id,
  year: w.year,
  number: w.number,
  start: w.start,
  end: w.end,
  state: w.state,
});

/** What the audit trail keeps of a month: its state and totals, not its workers. */
const auditView = (row: MonthRow) => ({
  month: row.month,
  state: row.state,
  totals: row.totals,
  version: row.version,
});

/**
 * Payroll months (docs/months.md): the consolidation of a month's closed fishing weeks, its close
 * (every week closed, none changed since the computation) and its reopening with the per-worker diff.
 * A closed month keeps its weeks: `FishingWeekService` refuses to reopen them or add weeks to it.
 */
export class MonthService {
  readonly store: MonthStore;
  private readonly weeksOf: WeeksOfMonth;
  private readonly declarations: DeclarationService;
  private readonly payslipService: PayslipService;
  private readonly parameters: PayrollParameterSource;
  private readonly vacations: VacationRecords;
  readonly taxBalances: IncomeTaxBalanceService;

  constructor(
    readonly context: ServerContext,
    deps: MonthDependencies,
    private readonly hooks: MonthHooks = {},
  ) {
    this.store = deps.store;
    this.weeksOf = deps.weeks;
    this.declarations = deps.declarations;
    this.payslipService = deps.payslips;
    this.parameters = deps.parameters;
    this.vacations = deps.vacations;
    this.taxBalances = deps.taxBalances;
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
    const [counts, rows] = await Promise.all([this.weeksOf.counts(db, year), this.store.months(db, year)]);
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    const [stamps, declared] = await Promise.all([
      this.weeksOf.closedStamps(db, year),
      this.declarations.stampsOf(db, year !== undefined ? { year } : {}),
    ]);
    const months = [...new Set([...counts.map((c) => c.month), ...rows.map((r) => r.month)])]
      .sort()
      .reverse();
    return months.map((month) => {
      const count = counts.find((c) => c.month === month);
      const row = byMonth.get(month);
      return this.summaryOf(
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
    this.checkMonth(month);
    const { db } = this.context;
    const [row, weeks, declared] = await Promise.all([
      this.store.get(db, month),
      this.weeksOf.weeks(db, month),
      this.declarations.stampsOf(db, { month }),
    ]);
    if (!row && weeks.length === 0) throw notFound(MONTH_MESSAGES.notFound);
    return this.detailOf(month, row, weeks, declared.get(month) ?? []);
  }

  /**
   * Consolidates the month's closed weeks (each computed again from its stored context: the closed
   * result) with the stored parameters and the year to date of the closed months before it; stores
   * the result and makes the month calculado. Weeks not closed are left out and named by the screen.
   */
  async compute(month: string, version: number, actor: AuditActor): Promise<MonthDetail> {
    this.checkMonth(month);
    const { db, clock } = this.context;
    const [row, weeks] = await Promise.all([this.store.get(db, month), this.weeksOf.weeks(db, month)]);
    if (!row && weeks.length === 0) throw notFound(MONTH_MESSAGES.notFound);
    if ((row?.version ?? 0) !== version) throw staleUpdate();
    const state = this.allow(row, 'compute');
    const closed = weeks.filter((w) => w.state === 'cerrada');
    if (closed.length === 0) throw conflict(MONTH_MESSAGES.noClosedWeeks);

    const payrolls: WeeklyPayroll[] = [];
    // The court orders in force in the month's weeks: those reaching the gratificación or the CTS
    // withhold from them (docs/court-orders.md "In the monthly run").
    const courtOrders: CourtOrderEntryInput[] = [];
    for (const week of closed) {
      const closedWeek = await this.weeksOf.closedPayrollWithOrders(db, week);
      payrolls.push(closedWeek.payroll);
      courtOrders.push(...closedWeek.courtOrders);
    }
    const [closedMonths, catalogue, declarations, otherBefore, ctsMonths] = await Promise.all([
      this.store.closedBefore(db, month),
      this.parameters.catalogue(),
      this.declarations.rowsOfMonth(db, month),
      this.declarations.otherIncomeBefore(db, month),
      // General-regime staff's CTS (April and October): the gratificación received in the period.
      gratificationMonthsBefore(month).length === 0
        ? []
        : this.store.semester(db, gratificationMonthsBefore(month), new Set()),
    ]);
    // The month's income tax declarations (other employers' pay, deductible expenses): the engine
    // ignores those of workers without weeks in the month. Other employers' pay of the closed months
    // before it is part of their year to date.
    const consolidated = consolidateMonth(
      {
        month,
        weeks: payrolls,
        yearToDate: yearToDateOf(closedMonths, month, otherBefore),
        ...declarationsForEngine(declarations),
        gratificationsReceived: gratificationsReceived(ctsMonths),
        ...(courtOrders.length > 0 ? { courtOrders } : {}),
      },
      catalogue,
    );
    if (!consolidated.ok)
      throw conflict(`El mes no se pudo consolidar: ${describeErrors(consolidated.error)}`);
    const payroll = consolidated.value;
    const changes = {
      state,
      weeks: stampsOf(weeks),
      declarations: declarationStampsOf(declarations),
      result: packJson(monthlyPayrollToJson(payroll)),
      totals: monthTotalsOf(payroll),
      workerTotals: monthWorkerTotalsOf(payroll),
    };
    const after = { state, totals: changes.totals, weeks: changes.weeks };
    if (!row) {
      await createAudited<string>(db, clock, {
        entity: MODULE,
        actor,
        insert: async (tx) => {
          const now = clock.now();
          const inserted = await this.store.insert(tx, {
            month,
            ...changes,
            createdAt: now,
            createdBy: actor.actorUsername,
            updatedAt: now,
            updatedBy: actor.actorUsername,
          });
          if (!inserted) throw staleUpdate();
          await this.hooks.afterWrite?.(tx);
          return month;
        },
        after,
      });
    } else {
      await changeVersioned<MonthRow>(db, clock, {
        entity: MODULE,
        id: month,
        version,
        action: 'editar',
        actor,
        notFoundMessage: MONTH_MESSAGES.notFound,
        load: (tx) => this.store.lock(tx, month),
        check: async (_tx, current) => void this.allow(current, 'compute'),
        write: async (tx, current) => {
          const written = await this.store.update(tx, month, current.version, {
            ...changes,
            updatedAt: clock.now(),
            updatedBy: actor.actorUsername,
          });
          await this.hooks.afterWrite?.(tx);
          return written;
        },
        before: auditView,
        after: () => after,
      });
    }
    return this.get(month);
  }

  /**
   * Closes a calculado month: every week of the month closed and none changed since the computation
   * (the weeks are locked meanwhile). The month is then immutable, and so are its weeks.
   */
  async close(month: string, version: number, actor: AuditActor): Promise<MonthDetail> {
    this.checkMonth(month);
    let closing: MonthRow | undefined;
    await closePeriod(this.steps(month), {
      id: month,
      version,
      actor,
      closed: 'cerrado',
      check: async (tx, current) => {
        this.allow(current, 'close');
        const weeks = await this.weeksOf.weeks(tx, month, true);
        const open = openWeeksOf(weeks);
        if (open.length > 0) throw conflict(MONTH_MESSAGES.openWeeks(open));
        if (!sameStamps(current.weeks as WeekStamp[], weeks)) throw conflict(MONTH_MESSAGES.stale);
        const declared = (await this.declarations.stampsOf(tx, { month }, true)).get(month) ?? [];
        if (!sameDeclarations(current.declarations as DeclarationStamp[], declared))
          throw conflict(MONTH_MESSAGES.staleDeclarations);
        closing = current;
      },
      columns: async () => this.store.closeColumns(),
      // What the run could not withhold becomes the workers' balances (docs/payroll.md).
      also: (tx) =>
        this.taxBalances.recordMonth(tx, month, (closing?.workerTotals ?? []) as MonthWorkerTotals[], {
          at: this.context.clock.now(),
          by: actor.actorUsername,
        }),
      after: (current) => ({ state: 'cerrado', totals: current.totals }),
    });
    return this.get(month);
  }

  /** Reopens a closed month (the route requires `aprobar`), recording who, when and why. */
  async reopen(month: string, version: number, reason: string, actor: AuditActor): Promise<MonthDetail> {
    this.checkMonth(month);
    await reopenPeriod(this.steps(month), {
      id: month,
      version,
      actor,
      reason,
      reopened: 'reabierto',
      check: async (_tx, current, text) => void this.allow(current, 'reopen', text),
      // Refused once a closed week withheld part of the month's balances.
      also: (tx) => this.taxBalances.forgetMonth(tx, month),
    });
    return this.get(month);
  }

  /** One worker's month with every traced amount, of the last computation or of the close. */
  async breakdown(
    month: string,
    document: string,
    source: 'calculo' | 'cierre',
  ): Promise<MonthWorkerBreakdown> {
    this.checkMonth(month);
    const traced = (await this.store.traced(this.context.db, month, source)) as {
      workers?: ({ worker: { document: string; name: string } } & Record<string, unknown>)[];
    } | null;
    if (!traced)
      throw new ApiError(
        404,
        'NotFound',
        source === 'cierre'
          ? 'El mes no tiene un resultado cerrado.'
          : 'El mes no tiene un cálculo: calcúlelo primero.',
      );
    const worker = traced.workers?.find((w) => w.worker.document === document);
    if (!worker)
      throw new ApiError(404, 'NotFound', `El trabajador ${document} no figura en el resultado del mes.`);
    const balance = (await this.taxBalances.ofMonth(this.context.db, month)).find(
      (b) => b.document === document,
    );
    return {
      source,
      document,
      name: worker.worker.name,
      lines: monthLinesOf(worker),
      ...(balance ? { taxBalance: taxBalanceOf(balance) } : {}),
    };
  }

  /**
   * A semester statement: July's or December's gratificación, May's or November's CTS deposit, from
   * the closed months it covers (docs/months.md).
   */
  async semester(kind: SemesterKind, period: string): Promise<SemesterStatement> {
    const months = semesterMonths(kind, period);
    if (!months) throw validationFailed([{ field: 'periodo', message: SEMESTER_MESSAGES.period }]);
    return semesterStatement(kind, period, await this.semesterSources(months))!;
  }

  /**
   * The payslips of a closed month's run (one worker's with `document`), each with the employer and
   * position of the worker's last week of the month; by employer, then name.
   */
  async payslips(month: string, document?: string): Promise<{ title: string; payslips: Payslip[] }> {
    this.checkMonth(month);
    const { db } = this.context;
    const [row, weeks] = await Promise.all([this.store.get(db, month), this.weeksOf.weeks(db, month)]);
    if (!row && weeks.length === 0) throw notFound(MONTH_MESSAGES.notFound);
    if (row?.state !== 'cerrado') throw conflict(MONTH_MESSAGES.payslipsNeedClose);
    const traced = (await this.store.traced(db, month, 'cierre')) as { workers?: Record<string, unknown>[] };
    const workers = (traced.workers ?? []).filter(
      (w) => document === undefined || (w.worker as { document?: string }).document === document,
    );
    if (document !== undefined && workers.length === 0)
      throw new ApiError(404, 'NotFound', `El trabajador ${document} no figura en el resultado del mes.`);
    const of = await this.employersOf(weeks);
    const payslips = workers
      .map((worker) => {
        const known = of.get((worker.worker as { document: string }).document);
        if (!known) throw conflict(PAYSLIP_MESSAGES.noEmployer);
        return buildMonthPayslip({
          month,
          weeks: weeks.map((w) => ({ year: w.year, number: w.number })),
          worker,
          employer: known.employer,
          positionName: known.position,
        });
      })
      .sort(
        (a, b) =>
          a.employer.legalName.localeCompare(b.employer.legalName, 'es') ||
          a.worker.name.localeCompare(b.worker.name, 'es') ||
          a.worker.document.localeCompare(b.worker.document),
      );
    return { title: `boletas-${month}`, payslips };
  }

  /**
   * The employer and position of each worker of a month: those of its closed weeks' payslips (the
   * company of the vessel the worker sailed most, `companyResolver`), the last week winning.
   */
  async employersOf(
    weeks: readonly MonthWeekRow[],
  ): Promise<Map<string, { employer: Payslip['employer']; position: string }>> {
    return this.payslipService.employersOf(weeks.filter((w) => w.state === 'cerrada').map((w) => w.id));
  }

  /** The weeks of a month by start date (for its employers). */
  monthWeeks(month: string): Promise<MonthWeekRow[]> {
    return this.weeksOf.weeks(this.context.db, month);
  }

  /** The settlements of the workers whose end date falls in `year` (docs/months.md), by end date. */
  async leavers(year: number): Promise<LeaverSettlement[]> {
    const { db } = this.context;
    const people = await this.store.leavers(db, { year });
    const months = [...new Set(people.flatMap((p) => settlementMonths(p.endDate)))].sort();
    const sources = months.length > 0 ? await this.semesterSources(months) : [];
    return Promise.all(people.map((p) => this.settlementOf(p, sources)));
  }

  /** A leaver's settlement from the months read, with the vacation record, the tax scale and the clock. */
  private async settlementOf(
    person: LeaverWorker,
    sources: Awaited<ReturnType<MonthService['semesterSources']>>,
  ): Promise<LeaverSettlement> {
    const balance = await this.vacations.balanceOn(person.document, person.endDate);
    const vacation: SettlementVacation | null = balance
      ? { pendingDays: balance.pending, expiredDays: balance.expiredDays }
      : null;
    const reader = new ParameterReader(await this.parameters.catalogue(), person.endDate);
    const scale = readTaxScale(reader);
    const now = this.context.clock.now();
    const lima = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(11, 16);
    const lines = person.general ? generalLinesOf(person.general, reader) : undefined;
    const year = person.endDate.slice(0, 4);
    return leaverSettlement(person, sources, {
      vacation,
      pendingTaxBalance: await this.taxBalances.pendingOfYear(this.context.db, person.document, year),
      scale: reader.missing.length > 0 ? null : scale,
      now: `${limaDate(now)}T${lima}`,
      ...(lines ? { lines } : {}),
    });
  }

  /** One leaver's settlement and the employer of the last closed month the worker was paid in. */
  async leaver(
    document: string,
  ): Promise<{ settlement: LeaverSettlement; employer: Payslip['employer'] | null }> {
    const { db } = this.context;
    const [person] = await this.store.leavers(db, { document });
    if (!person) throw new ApiError(404, 'NotFound', MONTH_MESSAGES.noLeaver(document));
    const sources = await this.semesterSources(settlementMonths(person.endDate));
    const settlement = await this.settlementOf(person, sources);
    const last = [...sources]
      .reverse()
      .find((s) => s.state === 'cerrado' && s.workers?.some((w) => w.document === document));
    const employer = last
      ? ((await this.employersOf(await this.monthWeeks(last.month))).get(document)?.employer ?? null)
      : null;
    return { settlement, employer };
  }

  /**
   * A worker's certificado de rentas y retenciones of a year (Reglamento LIR art. 45), from the year's
   * closed months, and the employer of the last of them; 404 when no closed month of the year paid them.
   */
  async incomeCertificate(
    document: string,
    year: number,
  ): Promise<{ certificate: IncomeCertificate; employer: Payslip['employer'] | null }> {
    const { db } = this.context;
    const [closed, catalogue, balances] = await Promise.all([
      this.store.closedOfYear(db, year),
      this.parameters.catalogue(),
      this.taxBalances.certificateOf(db, document),
    ]);
    const reader = new ParameterReader(catalogue, `${String(year)}-12-31`);
    const scale = readTaxScale(reader);
    if (reader.missing.length > 0)
      throw conflict(`El certificado no se pudo calcular: ${describeErrors(reader.missing)}`);
    const certificate = incomeCertificate(year, document, closed, scale, balances);
    if (!certificate) throw new ApiError(404, 'NotFound', MONTH_MESSAGES.noCertificate(document, year));
    const last = certificate.months.at(-1)!.month;
    const employer = (await this.employersOf(await this.monthWeeks(last))).get(document)?.employer ?? null;
    return { certificate, employer };
  }

  /** The states of the given months and, of the closed ones, their workers' figures. */
  private async semesterSources(months: readonly string[]) {
    const { db } = this.context;
    return this.store.semester(db, months, await this.weeksOf.monthsWithWeeks(db, months));
  }

  private checkMonth(month: string): void {
    if (!isMonth(month)) throw validationFailed([{ field: 'month', message: MONTH_MESSAGES.month }]);
  }

  /** The state after the action, or the refusal as an ApiError. */
  private allow(row: MonthRow | undefined, action: MonthAction, reason?: string): MonthState {
    const state = parseMonthState(row?.state ?? MONTH_CYCLE.states.open);
    return allowPeriodAction(MONTH_CYCLE, state, reopeningsOf(row).length > 0, action, reason);
  }

  private summaryOf(
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

  private detailOf(
    month: string,
    row: MonthRow | undefined,
    weeks: readonly MonthWeekRow[],
    declared: readonly DeclarationStamp[],
  ): MonthDetail {
    const closed = weeks.filter((w) => w.state === 'cerrada');
    const summary = this.summaryOf(month, row, weeks.length, closed.length, stampsOf(weeks), declared);
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
}
