import { failedWith } from '../common/load-presenter';
import type {
  ClosedResultReview,
  LoadClosedResultReview,
  ReviewWeek,
} from '../../application/closed-result-reviews/closed-result-reviews-api';
import type { MyGrants } from '../../application/shared/my-grants';
import { formatDate } from '../../domain/shared/dates';
import { formatSoles } from '../../domain/shared/decimal-text';
import { hasGrant } from '../../domain/shared/grants';
import { formatMonthName } from '../../domain/shared/month-names';
import type { Translate } from '../common/screen-state';
import { Presenter } from '../core/presenter';

/** Where the clerk reopens a week: the weeks' list, or one week. */
export const WEEKS_PATH = '/semana_de_pesca';

/** A worker of a listed week, display-ready. */
export interface ReviewWorkerRow {
  readonly document: string;
  readonly name: string;
  /** 'S/ 2,126.51'; '—' when the worker is on one side only. */
  readonly storedNet: string;
  readonly correctNet: string;
  /** correct − stored, signed: '+S/ 65.92' or '-S/ 3.00'. */
  readonly difference: string;
}

export interface ReviewWeekRow {
  readonly id: number;
  /** 'Semana 14 – 2025' */
  readonly title: string;
  /** '31/03/2025 – 06/04/2025' */
  readonly dates: string;
  /** '1 trabajador', '3 trabajadores' */
  readonly workers: string;
  readonly difference: string;
  /** The week's own page, to reopen it. */
  readonly path: string;
  readonly rows: readonly ReviewWorkerRow[];
}

export type ClosedResultReviewState =
  | { readonly kind: 'loading' }
  /** The user may not see the fishing weeks: nothing shows. */
  | { readonly kind: 'hidden' }
  | { readonly kind: 'failed'; readonly message: string }
  /** Every closed result agrees with the current engine. */
  | { readonly kind: 'clear'; readonly pending: boolean }
  | {
      readonly kind: 'found';
      /** How many weeks are listed (the dashboard's count). */
      readonly count: number;
      /** '2 semanas cerradas, 3 trabajadores, diferencia total +S/ 80.00' */
      readonly summary: string;
      readonly weeks: readonly ReviewWeekRow[];
      /** 'Abril 2025 (mes cerrado): semana 14 – 1 trabajador, +S/ 65.92' */
      readonly months: readonly string[];
      /** 'Semana 3 – 2024: <reason>' */
      readonly unreviewable: readonly string[];
      /** true while the server's review of this engine has not finished (the list may grow). */
      readonly pending: boolean;
      /** The ids of the weeks whose workers are shown. */
      readonly expanded: readonly number[];
    };

/** A difference with its sign: what the worker is owed (+) or was overpaid (−). */
export function signedSoles(value: string): string {
  const text = formatSoles(value);
  return value.startsWith('-') || /^0(\.0+)?$/.test(value) ? text : `+${text}`;
}
const weekTitle = (w: { number: number; year: number }, t: Translate) =>
  t('closedResultReviews.weekTitle', { number: w.number, year: w.year });

function rowOf(w: ReviewWeek, t: Translate): ReviewWeekRow {
  return {
    id: w.id,
    title: weekTitle(w, t),
    dates: `${formatDate(w.start)} – ${formatDate(w.end)}`,
    workers: t('closedResultReviews.workers', { count: w.totals.workers }),
    difference: signedSoles(w.totals.netDifference),
    path: `${WEEKS_PATH}?semana=${w.id}`,
    rows: w.workers.map((x) => ({
      document: x.document,
      name: x.name,
      storedNet: x.storedNet === null ? '—' : formatSoles(x.storedNet),
      correctNet: x.correctNet === null ? '—' : formatSoles(x.correctNet),
      difference: signedSoles(x.netDifference),
    })),
  };
}

function stateOf(review: ClosedResultReview, t: Translate): ClosedResultReviewState {
  if (review.weeks.length === 0 && review.unreviewable.length === 0)
    return { kind: 'clear', pending: !review.finished };
  const { totals } = review;
  return {
    kind: 'found',
    count: totals.weeks,
    summary: t('closedResultReviews.summary', {
      weeks: t('closedResultReviews.closedWeeks', { count: totals.weeks }),
      workers: t('closedResultReviews.workers', { count: totals.workers }),
      difference: signedSoles(totals.netDifference),
    }),
    weeks: review.weeks.map((w) => rowOf(w, t)),
    months: review.months.map((m) =>
      t('closedResultReviews.month', {
        month: formatMonthName(m.month),
        weeks: t('closedResultReviews.monthWeeks', { count: m.weeks.length, numbers: m.weeks.join(', ') }),
        workers: t('closedResultReviews.workers', { count: m.workers }),
        difference: signedSoles(m.netDifference),
      }),
    ),
    unreviewable: review.unreviewable.map((w) =>
      t('closedResultReviews.unreviewable', { week: weekTitle(w, t), reason: w.reason }),
    ),
    pending: !review.finished,
    expanded: [],
  };
}

/**
 * The closed result review for the clerk (docs/fishing-weeks.md, "Closed result reviews"): the closed
 * weeks whose stored result differs from the current engine's, each expandable to its workers. With
 * `grants`, only for users who may see the fishing weeks (the dashboard); the weeks' list needs none.
 */
export class ClosedResultReviewPresenter extends Presenter<ClosedResultReviewState> {
  constructor(
    private readonly load: LoadClosedResultReview,
    private readonly t: Translate,
    private readonly grants?: MyGrants,
  ) {
    super({ kind: 'loading' });
  }

  protected override onAttach(): void {
    void this.refresh();
  }

  async refresh(): Promise<void> {
    if (this.grants) {
      const grants = await this.grants.execute().catch(() => null);
      if (!grants || !hasGrant(grants, 'semana_de_pesca', 'ver')) {
        this.setState({ kind: 'hidden' });
        return;
      }
    }
    this.setState({ kind: 'loading' });
    const result = await this.load.execute();
    this.setState(result.ok ? stateOf(result.value, this.t) : failedWith(result.error.message));
  }

  /** Shows or hides a week's workers. */
  toggle(id: number): void {
    this.setState((s) =>
      s.kind !== 'found'
        ? s
        : {
            ...s,
            expanded: s.expanded.includes(id) ? s.expanded.filter((x) => x !== id) : [...s.expanded, id],
          },
    );
  }
}
