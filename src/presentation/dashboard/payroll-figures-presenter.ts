import type { PayrollReportApi, WeekFigures } from '../../application/payroll-report/payroll-report-api';
import { formatAmount } from '../../domain/shared/decimal-text';
import { formatDate } from '../../domain/shared/dates';
import { Presenter } from '../core/presenter';

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

export type PayrollFiguresState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'ready';
      /** 'Semana 15 – 2025 (07/04/2025 – 13/04/2025)'; '' when no week is closed yet. */
      readonly lastClosed: string;
      readonly figures: readonly Figure[];
      readonly chart: readonly ChartWeek[];
      /** The shortcut to the week being worked on. */
      readonly openWeek: { readonly label: string; readonly path: string } | null;
    };

const OPEN_STATES: Readonly<Record<string, string>> = {
  abierta: 'abierta',
  calculada: 'calculada',
  reabierta: 'reabierta',
};

function figuresOf(w: WeekFigures): Figure[] {
  return [
    { label: 'Total ingresos', value: `S/ ${formatAmount(w.gross)}` },
    { label: 'Neto pagado', value: `S/ ${formatAmount(w.net)}` },
    { label: 'Costo del empleador', value: `S/ ${formatAmount(w.employer)}` },
    { label: 'Toneladas', value: formatAmount(w.tonnes, 3) },
    { label: 'Trabajadores pagados', value: String(w.workers) },
  ];
}

/** The dashboard's payroll figures: the last closed week, the last 12 weeks, the open week's shortcut. */
export class PayrollFiguresPresenter extends Presenter<PayrollFiguresState> {
  constructor(private readonly api: PayrollReportApi) {
    super({ kind: 'loading' });
  }

  protected override onAttach(): void {
    void this.load();
  }

  async load(): Promise<void> {
    this.setState({ kind: 'loading' });
    const result = await this.api.summary();
    if (!result.ok) {
      this.setState({ kind: 'error', message: result.error.message });
      return;
    }
    const { lastClosed = null, openWeek = null } = result.value;
    const weeks = Array.isArray(result.value.weeks) ? result.value.weeks : [];
    this.setState({
      kind: 'ready',
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
    });
  }
}
