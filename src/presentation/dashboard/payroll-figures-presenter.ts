import type {
  PayrollReportApi,
  PayrollSummary,
  WeekFigures,
} from '../../application/payroll-report/payroll-report-api';
import { formatAmount, formatSoles } from '../../domain/shared/decimal-text';
import { formatDate } from '../../domain/shared/dates';
import type { ApiResult } from '../../application/shared/api-result';
import { LoadPresenter, mapResult, type LoadState } from '../common/load-presenter';
import type { Translate } from '../common/screen-state';

/** A figure of the last closed week, display-ready. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

export interface ChartWeek {
  /** 'S14' */
  readonly label: string;
  readonly gross: number;
  readonly net: number;
  readonly employer: number;
}

interface PayrollFigures {
  /** 'Semana 15 – 2025 (07/04/2025 – 13/04/2025)'; '' when no week is closed yet. */
  readonly lastClosed: string;
  readonly figures: readonly Figure[];
  readonly chart: readonly ChartWeek[];
  /** The shortcut to the week being worked on. */
  readonly openWeek: { readonly label: string; readonly path: string } | null;
}

export type PayrollFiguresState = LoadState<PayrollFigures>;

const OPEN_STATES: Readonly<Record<string, string>> = {
  abierta: 'abierta',
  calculada: 'calculada',
  reabierta: 'reabierta',
};

function figuresOf(w: WeekFigures, t: Translate): Figure[] {
  return [
    { label: t('dashboard.figures.grossTotal'), value: formatSoles(w.gross) },
    { label: t('dashboard.figures.netPaid'), value: formatSoles(w.net) },
    { label: t('dashboard.figures.employer'), value: formatSoles(w.employer) },
    { label: t('dashboard.figures.tonnes'), value: formatAmount(w.tonnes, 3) },
    { label: t('dashboard.figures.workersPaid'), value: String(w.workers) },
  ];
}

/** The dashboard's payroll figures: the last closed week, the last 12 weeks, the open week's shortcut. */
export class PayrollFiguresPresenter extends LoadPresenter<PayrollFigures> {
  protected override readonly rereadsOnAttach = true;

  constructor(
    private readonly api: PayrollReportApi,
    private readonly t: Translate,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<PayrollFigures>> {
    return mapResult(await this.api.summary(), (summary) => figuresOfSummary(summary, this.t));
  }
}

function figuresOfSummary(summary: PayrollSummary, t: Translate): PayrollFigures {
  const { lastClosed = null, openWeek = null } = summary;
  const weeks = Array.isArray(summary.weeks) ? summary.weeks : [];
  return {
    lastClosed: lastClosed
      ? t('dashboard.figures.lastClosedWeek', {
          number: lastClosed.number,
          year: lastClosed.year,
          start: formatDate(lastClosed.start),
          end: formatDate(lastClosed.end),
        })
      : '',
    figures: lastClosed ? figuresOf(lastClosed, t) : [],
    chart: weeks.map((w) => ({
      label: t('dashboard.figures.weekShort', { number: w.number }),
      gross: Number(w.gross),
      net: Number(w.net),
      employer: Number(w.employer),
    })),
    openWeek: openWeek
      ? {
          label: t('dashboard.figures.openWeekLabel', {
            number: openWeek.number,
            year: openWeek.year,
            state: OPEN_STATES[openWeek.state] ?? openWeek.state,
          }),
          path: `/semana_de_pesca?semana=${openWeek.id}`,
        }
      : null,
  };
}
