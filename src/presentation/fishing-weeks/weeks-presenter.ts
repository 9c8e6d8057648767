import type {
  FishingWeeksApi,
  WeekDetail,
  WeekSort,
  WeekSummary,
} from '../../application/fishing-weeks/fishing-weeks-api';
import type { WeekState } from '../../domain/fishing-weeks';
import {
  PagedListPresenter,
  pageRequest,
  type GrantsSource,
  type ListQuery,
  type ListState,
} from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';
import { WeekFormPresenter } from './week-form-presenter';
import { formatAmount, formatMonth, weekDates, weekTitle } from './week-format';

export const WEEKS_MODULE = 'semana_de_pesca';

/** A week as the list shows it (display-ready strings). */
export interface WeekRow {
  readonly id: number;
  readonly title: string;
  readonly dates: string;
  readonly month: string;
  readonly state: WeekState;
  readonly stateLabel: string;
  readonly landings: number;
  readonly crewDays: number;
  /** '' until computed. */
  readonly gross: string;
  readonly net: string;
}

export interface WeekFilters {
  /** '' for every year. */
  readonly year: string;
  readonly state: WeekState | '';
}

export type WeeksListState = ListState<WeekRow, WeekSort, WeekFilters, never, WeekFormPresenter>;

export function weekRowOf(w: WeekSummary, t: Translate): WeekRow {
  return {
    id: w.id,
    title: weekTitle(w, t),
    dates: weekDates(w, t),
    month: formatMonth(w.month),
    state: w.state,
    stateLabel: t(`fishingWeeks.states.${w.state}`),
    landings: w.landingCount,
    crewDays: w.crewDays,
    gross: w.totals ? formatAmount(w.totals.gross) : '',
    net: w.totals ? formatAmount(w.totals.net) : '',
  };
}

/**
 * The fishing weeks: newest first, filtered by year and state; "Nueva semana" (crear) opens the
 * creation dialog and, once created, the week itself (`open`).
 */
export class WeeksPresenter extends PagedListPresenter<
  WeekSummary,
  WeekRow,
  WeekSort,
  WeekFilters,
  never,
  WeekFormPresenter
> {
  constructor(
    private readonly api: FishingWeeksApi,
    grants: GrantsSource,
    t: Translate,
    /** Shows one week (the week page). */
    private readonly open: (id: number) => void,
  ) {
    super(grants, t, {
      module: WEEKS_MODULE,
      sort: 'start',
      order: 'desc',
      filters: { year: '', state: '' },
      firstOrder: (sort) => (sort === 'state' ? 'asc' : 'desc'),
    });
  }

  protected fetch(query: ListQuery<WeekSort, WeekFilters>) {
    const year = /^\d{4}$/.test(query.filters.year) ? Number(query.filters.year) : undefined;
    const { q: _q, ...page } = pageRequest(query);
    return this.api.list({
      ...page,
      ...(year !== undefined ? { year } : {}),
      ...(query.filters.state ? { state: query.filters.state } : {}),
    });
  }

  protected rowOf(w: WeekSummary): WeekRow {
    return weekRowOf(w, this.t);
  }

  protected override formFor(): WeekFormPresenter {
    return new WeekFormPresenter(
      this.api,
      (week: WeekDetail) => {
        this.closeForm();
        this.open(week.id);
      },
      this.t,
    );
  }

  /** Opens a week of the list. */
  openWeek(row: WeekRow): void {
    this.open(row.id);
  }
}
