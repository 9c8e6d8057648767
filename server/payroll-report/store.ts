import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { monthRunOf, type MonthRun } from '../../src/domain/months/month-run';
import type { ReportCompany, ReportWeek } from '../../src/domain/payroll-report/report';
import type { WorkerEmployers } from '../../src/domain/shared/payslip';
import type { Executor } from '../db/database';
import { companies, fishingWeeks, payrollMonths, vessels } from '../db/schema';
import { unpackJson } from '../kit/json';
import { workerEmployers } from '../workers/catalogue';
import { closedResultWorkers, WEEK_PERIOD, type WeekPeriod } from '../fishing-weeks/references';
import { positionNamesByCode } from '../positions/catalogue';

/** A week with a closed result, as the period selector and the dashboard list it. */
export interface ClosedWeekSummary extends WeekPeriod {
  readonly id: number;
  /** The closed totals (workers, tonnes, catch value, gross, deductions, net, employer). */
  readonly totals: Readonly<Record<string, unknown>> | null;
}

const SUMMARY = { id: fishingWeeks.id, ...WEEK_PERIOD };

/** Reads the closed weeks' results and the master data the report names (vessels, companies, positions). */
export class PayrollReportStore {
  /** Every week with a closed result (a reopened week keeps its last close), newest first. */
  async closedWeeks(ex: Executor, limit = 520): Promise<ClosedWeekSummary[]> {
    const rows = await ex
      .select({ ...SUMMARY, totals: fishingWeeks.closedTotals })
      .from(fishingWeeks)
      .where(isNotNull(fishingWeeks.closedResult))
      .orderBy(desc(fishingWeeks.startDate), desc(fishingWeeks.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, totals: (r.totals as Record<string, unknown> | null) ?? null }));
  }

  /** The closed results of one week, or of a month's weeks (by start date); none when not closed. */
  async results(ex: Executor, where: { week: number } | { month: string }): Promise<ReportWeek[]> {
    const rows = await ex
      .select({ ...SUMMARY, result: fishingWeeks.closedResult })
      .from(fishingWeeks)
      .where(
        and(
          isNotNull(fishingWeeks.closedResult),
          'week' in where ? eq(fishingWeeks.id, where.week) : eq(fishingWeeks.month, where.month),
        ),
      )
      .orderBy(asc(fishingWeeks.startDate), asc(fishingWeeks.id));
    return rows.map(({ result, ...week }) => ({
      ...week,
      workers: closedResultWorkers(result) ?? [],
    }));
  }

  /** The run of a closed month, per worker; undefined while the month is not closed. */
  async monthRun(ex: Executor, month: string): Promise<MonthRun[] | undefined> {
    const [row] = await ex
      .select({ result: payrollMonths.closedResult })
      .from(payrollMonths)
      .where(and(eq(payrollMonths.month, month), eq(payrollMonths.state, 'cerrado')));
    if (!row?.result) return undefined;
    const traced = unpackJson(row.result) as { workers?: Record<string, unknown>[] };
    return (traced.workers ?? []).map(monthRunOf);
  }

  /** The newest week not closed (the one the office is working on), if any. */
  async openWeek(
    ex: Executor,
  ): Promise<{ id: number; year: number; number: number; state: string } | undefined> {
    const [row] = await ex
      .select({
        id: fishingWeeks.id,
        year: fishingWeeks.year,
        number: fishingWeeks.number,
        state: fishingWeeks.state,
      })
      .from(fishingWeeks)
      .where(ne(fishingWeeks.state, 'cerrada'))
      .orderBy(desc(fishingWeeks.startDate), desc(fishingWeeks.id))
      .limit(1);
    return row;
  }

  /** Whether the week exists (closed or not). */
  async weekState(ex: Executor, id: number): Promise<string | undefined> {
    const [row] = await ex
      .select({ state: fishingWeeks.state })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, id));
    return row?.state;
  }

  /** Every vessel by registration: its name and company. */
  async vessels(
    ex: Executor,
  ): Promise<Map<string, { name: string; company: { ruc: string; legalName: string } }>> {
    const rows = await ex
      .select({
        registration: vessels.registration,
        name: vessels.name,
        ruc: companies.ruc,
        legalName: companies.legalName,
      })
      .from(vessels)
      .innerJoin(companies, eq(companies.id, vessels.companyId));
    return new Map(
      rows.map((r) => [r.registration, { name: r.name, company: { ruc: r.ruc, legalName: r.legalName } }]),
    );
  }

  /**
   * The employers of the weeks' workers no vessel names: the «Empresa empleadora» of their terms, the
   * group's only company (`companyResolver`).
   */
  employers(ex: Executor, weeks: readonly ReportWeek[]): Promise<WorkerEmployers<ReportCompany>> {
    return workerEmployers(
      ex,
      weeks.flatMap((w) => w.workers.map((x) => x.worker.document)),
    );
  }

  positionNames(ex: Executor): Promise<Map<string, string>> {
    return positionNamesByCode(ex);
  }
}
