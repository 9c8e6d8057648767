import type { PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import {
  PENSION_SUMMARY_COLUMNS,
  type PensionSchemeSummary,
  type PensionSummaryCell,
  type PensionSummaryColumn,
} from '../../domain/parameters/pension-summary';
import { formatDate } from '../../domain/shared/dates';
import type { Translate } from '../common/screen-state';
import { LoadPresenter, mapResult, type LoadState, type Ready } from '../common/load-presenter';
import type { ApiResult } from '../../application/shared/api-result';
import { parameterValueText } from './parameter-screens';

/** A value as the summary shows it: '10.00 %' and 'desde 01/01/2023', or '—' and '' when missing. */
export interface PensionSummaryCellView {
  readonly text: string;
  readonly since: string;
}

/** One scheme's row, display-ready. */
export type PensionSummaryRow = {
  readonly id: string;
  readonly scheme: string;
  readonly table11Code: string;
} & { readonly [C in PensionSummaryColumn]: PensionSummaryCellView };

interface PensionSummary {
  /** 'Vigentes al 02/03/2026'. */
  readonly caption: string;
  readonly rows: readonly PensionSummaryRow[];
  /** Reading again after a change; the rows shown stay until the answer. */
  readonly refreshing: boolean;
}

export type PensionSummaryState = LoadState<PensionSummary>;

export const MISSING_VALUE = '—';

/**
 * «Vigentes hoy por régimen» on the fondo_de_pension screen: the values in force today, one row per
 * scheme, each with the date it rules from. `load()` reads again (retry, and after a change in the
 * catalogue below); only the latest answer counts.
 */
export class PensionSummaryPresenter extends LoadPresenter<PensionSummary> {
  constructor(
    private readonly api: PensionSummaryApi,
    private readonly t: Translate,
  ) {
    super();
  }

  protected override rereading(ready: Ready<PensionSummaryState>): PensionSummaryState {
    return { ...ready, refreshing: true };
  }

  protected async read(): Promise<ApiResult<PensionSummary>> {
    return mapResult(await this.api.inForce(), (summary) => ({
      caption: this.t('pensionFunds.summary.caption', { date: formatDate(summary.date) }),
      rows: summary.rows.map((r) => this.rowOf(r)),
      refreshing: false,
    }));
  }

  private cellOf(cell: PensionSummaryCell | null): PensionSummaryCellView {
    return cell === null
      ? { text: MISSING_VALUE, since: '' }
      : {
          text: parameterValueText(cell, this.t),
          since: this.t('pensionFunds.summary.since', { date: formatDate(cell.effectiveFrom) }),
        };
  }

  private rowOf(r: PensionSchemeSummary): PensionSummaryRow {
    const cells = Object.fromEntries(PENSION_SUMMARY_COLUMNS.map((c) => [c, this.cellOf(r[c])])) as {
      [C in PensionSummaryColumn]: PensionSummaryCellView;
    };
    return { id: r.scheme, scheme: r.scheme, table11Code: r.table11Code ?? MISSING_VALUE, ...cells };
  }
}
