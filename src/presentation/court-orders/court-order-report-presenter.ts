import type { CourtOrdersApi } from '../../application/court-orders/court-orders-api';
import type { ApiResult } from '../../application/shared/api-result';
import { formatDate } from '../../domain/shared/dates';
import { formatSoles } from '../../domain/shared/decimal-text';
import { LoadPresenter, mapResult, type LoadState } from '../common/load-presenter';

/** A week of the order's report as the dialog shows it. */
export interface CourtOrderReportRowView {
  readonly key: string;
  /** 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)'. */
  readonly week: string;
  readonly base: string;
  readonly withheld: string;
}

interface Report {
  readonly rows: readonly CourtOrderReportRowView[];
  readonly total: string;
}

export type CourtOrderReportState = LoadState<Report>;

/** One order's report for the court (docs/court-orders.md), read when the clerk opens it. */
export class CourtOrderReportPresenter extends LoadPresenter<Report> {
  constructor(
    private readonly api: CourtOrdersApi,
    readonly orderId: number,
  ) {
    super({});
  }

  protected async read(): Promise<ApiResult<Report>> {
    return mapResult(await this.api.report(this.orderId), (report) => ({
      rows: report.rows.map((r) => ({
        key: `${r.year}-${r.number}`,
        week: `Semana ${r.number} – ${r.year} (${formatDate(r.start)} – ${formatDate(r.end)})`,
        base: formatSoles(r.base),
        withheld: formatSoles(r.withheld),
      })),
      total: formatSoles(report.total),
    }));
  }
}
