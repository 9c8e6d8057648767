import {
  buildPayrollReport,
  monthLabel,
  ReportError,
  reportFileName,
  type PayrollReport,
  type ReportFilters,
} from '../../src/domain/payroll-report/report';
import type { PayrollSummary, WeekFigures } from '../../src/application/payroll-report/payroll-report-api';
import type { ServerContext } from '../context';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { ClosedWeekSummary, PayrollReportStore } from './store';

/** What other features (the filings, the bank payment file) read of the closed results. */
export type ClosedResults = Pick<
  PayrollReportStore,
  'results' | 'vessels' | 'positionNames' | 'employers' | 'monthRun' | 'weekState'
>;

export const MODULE = 'reporte_de_planilla';

/** The period of a report: one week (by id) or a month ('AAAA-MM'). */
export type ReportPeriod = { readonly week: number } | { readonly month: string };

export const REPORT_SERVICE_MESSAGES = {
  period: 'Elija una semana o un mes (no ambos).',
  weekNotFound: 'La semana de pesca no existe.',
  notClosed: 'La semana no está cerrada: el reporte sale del resultado cerrado. Ciérrela primero.',
  noClosedWeeks: (month: string) =>
    `No hay semanas cerradas en ${monthLabel(month)}: el reporte del mes sale de sus semanas cerradas.`,
} as const;

const figure = (totals: Readonly<Record<string, unknown>> | null, key: string, fallback = '0.00'): string => {
  const value = totals?.[key];
  return typeof value === 'string' ? value : fallback;
};

function figuresOf(week: ClosedWeekSummary): WeekFigures {
  const workers = week.totals?.workers;
  return {
    id: week.id,
    year: week.year,
    number: week.number,
    start: week.start,
    end: week.end,
    state: week.state,
    workers: typeof workers === 'number' ? workers : 0,
    tonnes: figure(week.totals, 'tonnes', '0.000'),
    gross: figure(week.totals, 'gross'),
    deductions: figure(week.totals, 'deductions'),
    net: figure(week.totals, 'net'),
    employer: figure(week.totals, 'employer'),
  };
}

/** The payroll report of closed weeks and the figures of the dashboard (docs/payroll-report.md). */
export class PayrollReportService {
  constructor(
    private readonly context: Pick<ServerContext, 'db'>,
    private readonly store: PayrollReportStore,
  ) {}

  /** The closed results' reads, for the features that build files from them. */
  get closedResults(): ClosedResults {
    return this.store;
  }

  /** The weeks with a closed result, newest first, and the months they fall in. */
  async periods(): Promise<{ weeks: ClosedWeekSummary[]; months: string[] }> {
    const weeks = await this.store.closedWeeks(this.context.db);
    const months = [...new Set(weeks.map((w) => w.month))].sort().reverse();
    return { weeks, months };
  }

  async report(period: ReportPeriod, filters: ReportFilters): Promise<PayrollReport & { fileName: string }> {
    const { db } = this.context;
    const weeks = await this.store.results(db, period);
    if ('week' in period && weeks.length === 0) {
      const state = await this.store.weekState(db, period.week);
      throw state === undefined
        ? notFound(REPORT_SERVICE_MESSAGES.weekNotFound)
        : new ApiError(409, 'Conflict', REPORT_SERVICE_MESSAGES.notClosed);
    }
    if ('month' in period && weeks.length === 0)
      throw notFound(REPORT_SERVICE_MESSAGES.noClosedWeeks(period.month));
    const month = 'month' in period ? period.month : undefined;
    const [vessels, positionNames, employers, monthlyRun] = await Promise.all([
      this.store.vessels(db),
      this.store.positionNames(db),
      this.store.employers(db, weeks),
      month === undefined ? undefined : this.store.monthRun(db, month),
    ]);
    try {
      const report = buildPayrollReport(
        { weeks, vessels, positionNames, monthlyRun, employers },
        filters,
        month,
      );
      return { ...report, fileName: reportFileName(weeks, month) };
    } catch (error) {
      if (error instanceof ReportError) throw new ApiError(409, 'Conflict', error.message);
      throw error;
    }
  }

  /** The dashboard's figures, from the closed totals (no result is unpacked). */
  async summary(): Promise<PayrollSummary> {
    const [closed, open] = await Promise.all([
      this.store.closedWeeks(this.context.db, 12),
      this.store.openWeek(this.context.db),
    ]);
    const weeks = closed.map(figuresOf).reverse();
    return { lastClosed: weeks.at(-1) ?? null, weeks, openWeek: open ?? null };
  }
}

/** One of `semana` or `mes`, as the routes' query carries them. */
export function periodOf(query: { semana?: number; mes?: string }): ReportPeriod {
  if ((query.semana === undefined) === (query.mes === undefined))
    throw validationFailed(
      [{ field: 'semana', message: REPORT_SERVICE_MESSAGES.period }],
      REPORT_SERVICE_MESSAGES.period,
    );
  return query.semana !== undefined ? { week: query.semana } : { month: query.mes! };
}
