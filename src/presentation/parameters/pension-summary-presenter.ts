import type { PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import {
  PENSION_SUMMARY_COLUMNS,
  type PensionSchemeSummary,
  type PensionSummaryCell,
  type PensionSummaryColumn,
} from '../../domain/parameters/pension-summary';
import { formatDate } from '../../domain/shared/dates';
import type { Translate } from '../common/screen-state';
import { Presenter } from '../core/presenter';
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

export type PensionSummaryState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      /** 'Vigentes al 02/03/2026'. */
      readonly caption: string;
      readonly rows: readonly PensionSummaryRow[];
      /** Reading again after a change; the rows shown stay until the answer. */
      readonly refreshing: boolean;
    };

export const MISSING_VALUE = '—';

/**
 * «Vigentes hoy por régimen» on the fondo_de_pension screen: the values in force today, one row per
 * scheme, each with the date it rules from. `load()` reads again (retry, and after a change in the
 * catalogue below); only the latest answer counts.
 */
export class PensionSummaryPresenter extends Presenter<PensionSummaryState> {
  private request = 0;

  constructor(
    private readonly api: PensionSummaryApi,
    private readonly t: Translate,
  ) {
    super({ kind: 'loading' });
  }

  protected override onAttach(): void {
    if (this.state.kind !== 'ready') void this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.setState((s) => (s.kind === 'ready' ? { ...s, refreshing: true } : { kind: 'loading' }));
    const result = await this.api.inForce();
    if (this.disposed || request !== this.request) return;
    this.setState(
      result.ok
        ? {
            kind: 'ready',
            caption: this.t('pensionFunds.summary.caption', { date: formatDate(result.value.date) }),
            rows: result.value.rows.map((r) => this.rowOf(r)),
            refreshing: false,
          }
        : { kind: 'failed', message: result.error.message },
    );
  }

  private cellOf(cell: PensionSummaryCell | null): PensionSummaryCellView {
    return cell === null
      ? { text: MISSING_VALUE, since: '' }
      : {
          text: parameterValueText(cell),
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
