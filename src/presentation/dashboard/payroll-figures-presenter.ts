import type {
  PayrollReportApi,
  PayrollSummary,
  WeekFigures,
} from '../../application/payroll-report/payroll-report-api';
import { formatAmount, formatSoles } from '../../domain/shared/decimal-text';
import { formatDate } from '../../domain/shared/dates';
import type { ApiResult } from '../../application/shared/api-result';
import { LoadPresenter, mapResult, type LoadState } from '../common/load-presenter';

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

function figuresOf(w: WeekFigures): Figure[] {
  return [
    { label: 'Total ingresos', value: formatSoles(w.gross) },
    { label: 'Neto pagado', value: formatSoles(w.net) },
    { label: 'Costo del empleador', value: formatSoles(w.employer) },
    { label: 'Toneladas', value: formatAmount(w.tonnes, 3) },
    { label: 'Trabajadores pagados', value: String(w.workers) },
  ];
}

/** The dashboard's payroll figures: the last closed week, the last 12 weeks, the open week's shortcut. */
export class PayrollFiguresPresenter extends LoadPresenter<PayrollFigures> {
  constructor(private readonly api: PayrollReportApi) {
    super();
  }

  protected override onAttach(): void {
    void this.load();
  }

  protected async read(): Promise<ApiResult<PayrollFigures>> {
    return mapResult(await this.api.summary(), figuresOfSummary);
  }
}

function figuresOfSummary(summary: PayrollSummary): PayrollFigures {
  const { lastClosed = null, openWeek = null } = summary;
  const weeks = Array.isArray(summary.weeks) ? summary.weeks : [];
  return {
    lastClosed: lastClosed
      ? `Semana ${lastClosed.number} – ${lastClosed.year} (${formatDate(lastClosed.start)} – ${formatDate(lastClosed.end)})`
      : '',
    figures: lastClosed ? figuresOf(lastClosed) : [],
    chart: weeks.map((w) => ({
      label: `S${w.number}`,
      gross: Number(w.gross),
      net: Number(w.net),
      employer: Number(w.employer),
    })),
    openWeek: openWeek
      ? {
          label: `Semana ${openWeek.number} – ${openWeek.year} (${OPEN_STATES[openWeek.state] ?? openWeek.state})`,
          path: `/semana_de_pesca?semana=${openWeek.id}`,
        }
      : null,
  };
}
