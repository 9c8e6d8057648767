import type { CourtOrdersApi } from '../../application/court-orders/court-orders-api';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { CourtOrderReport } from '../../domain/court-orders/court-order';
import { formatDate } from '../../domain/shared/dates';
import { formatMonthName } from '../../domain/shared/month-names';
import { formatSoles } from '../../domain/shared/decimal-text';
import { LoadPresenter, mapResult, type LoadState } from '../common/load-presenter';
import type { Translate } from '../common/screen-state';

/** A week (or a month run's benefit) of the order's report as the dialog shows it. */
export interface CourtOrderReportRowView {
  readonly key: string;
  /** 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)', 'Gratificación – julio 2025'. */
  readonly week: string;
  readonly base: string;
  readonly withheld: string;
}

interface Report {
  readonly rows: readonly CourtOrderReportRowView[];
  readonly total: string;
}

/**
 * The row's period: 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)', or for a month run's benefit
 * 'Gratificación – julio 2025' / 'CTS – abril 2025'.
 */
export function periodLabel(r: CourtOrderReport['rows'][number], t: Translate): string {
  if (r.source === 'semana')
    return t('courtOrders.reportPeriod.week', {
      number: r.number,
      year: r.year,
      start: formatDate(r.start),
      end: formatDate(r.end),
    });
  const month = formatMonthName(r.start.slice(0, 7));
  const benefit =
    r.source === 'cts' ? t('courtOrders.reportPeriod.cts') : t('courtOrders.reportPeriod.bonus');
  return t('courtOrders.reportPeriod.benefit', { benefit, month });
}

/** The report's .xlsx for the court: offered with `exportar`, one download at a time. */
interface ReportExport {
  readonly canExport: boolean;
  readonly downloading: boolean;
  /** The server's refusal of the last download, or null. */
  readonly exportError: string | null;
}

export type CourtOrderReportState = LoadState<Report, ReportExport>;

/** One order's report for the court (docs/court-orders.md), read when the clerk opens it. */
export class CourtOrderReportPresenter extends LoadPresenter<Report, ReportExport> {
  constructor(
    private readonly api: CourtOrdersApi,
    readonly orderId: number,
    /** The translator of the texts (i18next's `t`). */
    private readonly t: Translate,
    /** Where the .xlsx goes (the browser's download); without it, or without `exportar`, no export. */
    private readonly files: FileSaver | null = null,
    canExport = false,
  ) {
    super({ canExport: canExport && files !== null, downloading: false, exportError: null });
  }

  protected override around(state: CourtOrderReportState): ReportExport {
    return { canExport: state.canExport, downloading: state.downloading, exportError: state.exportError };
  }

  protected async read(): Promise<ApiResult<Report>> {
    return mapResult(await this.api.report(this.orderId), (report) => ({
      rows: report.rows.map((r) => ({
        key: `${r.source}-${r.year}-${r.number}`,
        week: periodLabel(r, this.t),
        base: formatSoles(r.base),
        withheld: formatSoles(r.withheld),
      })),
      total: formatSoles(report.total),
    }));
  }

  /** «Exportar reporte (.xlsx)»: the report route's workbook, handed to the browser. */
  async download(): Promise<void> {
    if (!this.state.canExport || this.state.downloading || this.files === null) return;
    this.setState((s) => ({ ...s, downloading: true, exportError: null }));
    const result = await this.api.reportWorkbook(this.orderId);
    if (this.disposed) return;
    if (result.ok) this.files.save(result.value.fileName, result.value.file);
    this.setState((s) => ({
      ...s,
      downloading: false,
      exportError: result.ok ? null : result.error.message,
    }));
  }
}
