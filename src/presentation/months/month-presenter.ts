import type { MonthDetail, MonthsApi, MonthSummary } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import {
  MONTH_CYCLE,
  MONTH_DIFF_FIELDS,
  MONTH_MESSAGES,
  MONTH_REOPEN_REASON_MIN,
  weekName,
  type MonthState,
  type MonthWorkerTotals,
} from '../../domain/months/month';
import { formatDateTime } from '../../domain/shared/dates';
import { LoadPresenter, mapResult, type LoadState, type Ready as ReadyOf } from '../common/load-presenter';
import type { Can, GrantsSource } from '../common/paged-list-presenter';
import type { BreakdownView } from '../common/period-cycle/breakdown-view';
import { formatDifference } from '../common/period-cycle/breakdown-view';
import {
  PeriodCyclePresenter,
  type CycleReady,
  type PeriodPageState,
} from '../common/period-cycle/period-presenter';
import type { Notice, Translate } from '../common/screen-state';
import { isWeekState } from '../../domain/shared/week-states';
import { formatAmount, formatMonth, monthBreakdownView, monthTitle } from './month-format';

export const MONTHS_MODULE = 'vacaciones_gratificaciones_cts';

/** The month's texts in the presenter's language (public/assets/i18n, «months.cycle»). */
export const monthTexts = (t: Translate) =>
  ({
    computed: t('months.cycle.computed'),
    closed: t('months.cycle.closed'),
    reopened: t('months.cycle.reopened'),
    closedNotice: t('months.cycle.closedNotice'),
    stale: t('months.cycle.stale'),
    notComputed: t('months.cycle.notComputed'),
    reasonShort: t('months.cycle.reasonShort', { min: MONTH_REOPEN_REASON_MIN }),
  }) as const;

type MonthTexts = ReturnType<typeof monthTexts>;

/** A worker's month as the table shows it. */
export interface MonthWorkerRow extends Pick<
  MonthWorkerTotals,
  | 'document'
  | 'name'
  | 'weeks'
  | 'gross'
  | 'vacation'
  | 'bonus'
  | 'bonusExtra'
  | 'cts'
  | 'familyAllowance'
  | 'pensionAdjustment'
  | 'incomeTax'
  | 'payable'
> {
  readonly id: string;
  readonly carried: string;
  /** Changed against the closed result (a reopened month computed again). */
  readonly changed: boolean;
}

export interface MonthDiffRow {
  readonly document: string;
  readonly name: string;
  /** One text per compared field, e.g. '+12.50'. */
  readonly changes: Readonly<Record<(typeof MONTH_DIFF_FIELDS)[number], string>>;
}

export interface MonthWeekLine {
  readonly id: number;
  readonly name: string;
  readonly stateLabel: string;
  readonly closed: boolean;
}

export interface MonthHeader {
  readonly title: string;
  readonly state: MonthState;
  readonly stateLabel: string;
  readonly weeks: string;
  readonly changed: string;
  readonly reopened: string | null;
}

export interface MonthActions {
  readonly compute: boolean;
  readonly close: boolean;
  readonly reopen: boolean;
  /** The closed month's payslips, with `exportar`. */
  readonly payslips: boolean;
}

/** The ready page: the cycle's parts (the kit's) and the month's own. */
export interface MonthReady extends CycleReady {
  readonly month: MonthDetail;
  readonly header: MonthHeader;
  readonly actions: MonthActions;
  readonly weeks: readonly MonthWeekLine[];
  /** The weeks that keep the month from closing, named. */
  readonly openWeeks: string | null;
  /** Why the month cannot close or is read-only, or what to do first. */
  readonly hint: string | null;
  /** The workers whose name or document holds the search text. */
  readonly rows: readonly MonthWorkerRow[];
  readonly search: string;
  readonly totals: Omit<MonthWorkerRow, 'id' | 'document' | 'name' | 'weeks' | 'changed'> | null;
  readonly diff: readonly MonthDiffRow[];
  readonly downloading: boolean;
}

export type MonthPageState = PeriodPageState<MonthReady>;

type Ready = MonthReady;

const rowOf = (w: MonthWorkerTotals, changed: boolean): MonthWorkerRow => ({
  id: w.document,
  document: w.document,
  name: w.name,
  weeks: w.weeks,
  gross: formatAmount(w.gross),
  vacation: formatAmount(w.vacation),
  bonus: formatAmount(w.bonus),
  bonusExtra: formatAmount(w.bonusExtra),
  cts: formatAmount(w.cts),
  familyAllowance: formatAmount(w.familyAllowance),
  pensionAdjustment: formatAmount(w.pensionAdjustment),
  incomeTax: formatAmount(w.incomeTax),
  payable: formatAmount(w.payable),
  carried: formatAmount(w.carriedToLastWeek),
  changed,
});

function headerOf(m: MonthDetail, t: Translate): MonthHeader {
  const last = m.reopenings.at(-1);
  return {
    title: monthTitle(m.month, t),
    state: m.state,
    stateLabel: t(`months.states.${m.state}`),
    weeks: t('months.header.weeks', {
      weeks: t('months.header.weekCount', { count: m.weekCount }),
      closed: t('months.header.closedCount', { count: m.closedWeeks }),
    }),
    changed: m.updatedAt
      ? t('months.header.changed', { at: formatDateTime(m.updatedAt), by: m.updatedBy ?? '' })
      : '',
    reopened:
      m.state === 'reabierto' && last
        ? t('months.header.reopened', { by: last.by, reason: last.reason })
        : null,
  };
}

const closedMonth = (state: MonthState) => state === 'cerrado';

function actionsOf(m: MonthDetail, can: Can): MonthActions {
  const closed = closedMonth(m.state);
  return {
    compute: can.editar && !closed && m.closedWeeks > 0,
    close: can.editar && m.state === 'calculado' && !m.stale,
    reopen: can.aprobar && closed,
    payslips: can.exportar && closed,
  };
}

/** A week's state as the month names it (a state unknown to this version as the server wrote it). */
const weekStateLabel = (state: string, t: Translate): string =>
  isWeekState(state) ? t(`months.weekStates.${state}`) : state;

function openWeeksText(m: MonthDetail, t: Translate): string | null {
  const open = m.weeks.filter((w) => w.state !== 'cerrada');
  if (open.length === 0) return null;
  const names = open.map((w) => `${weekName(w)} (${weekStateLabel(w.state, t).toLowerCase()})`);
  return t('months.header.openWeeks', { weeks: names.join(', ') });
}

function hintOf(m: MonthDetail, texts: MonthTexts): string | null {
  if (closedMonth(m.state)) return texts.closedNotice;
  if (m.stale) return texts.stale;
  if (!m.totals) return m.closedWeeks > 0 ? texts.notComputed : MONTH_MESSAGES.noClosedWeeks;
  return null;
}

/** The month's figures for the screen: rows, totals, the reopened month's diff. */
function figuresOf(m: MonthDetail) {
  const changed = new Set(m.diff.map((d) => d.document));
  return {
    rows: m.workers.map((w) => rowOf(w, changed.has(w.document))),
    totals: m.totals
      ? {
          gross: formatAmount(m.totals.gross),
          vacation: formatAmount(m.totals.vacation),
          bonus: formatAmount(m.totals.bonus),
          bonusExtra: formatAmount(m.totals.bonusExtra),
          cts: formatAmount(m.totals.cts),
          familyAllowance: formatAmount(m.totals.familyAllowance),
          pensionAdjustment: '',
          incomeTax: formatAmount(m.totals.incomeTax),
          payable: formatAmount(m.totals.payable),
          carried: '',
        }
      : null,
    diff: m.diff.map((d) => ({
      document: d.document,
      name: d.name,
      changes: Object.fromEntries(
        MONTH_DIFF_FIELDS.map((f) => [f, formatDifference(d.change[f])]),
        // eslint-disable-next-line no-restricted-syntax -- Object.fromEntries loses the keys: every one of MONTH_DIFF_FIELDS is mapped just above
      ) as MonthDiffRow['changes'],
    })),
  };
}

/**
 * A section another feature adds to the month's page (the income tax declarations, composed in
 * pages/months): told what the user may do there, disposed with the month.
 */
export interface MonthSection {
  setAccess(canEdit: boolean, closed: boolean): void;
  dispose(): void;
}

/**
 * One payroll month (vacaciones_gratificaciones_cts): its weeks and the ones still open, the actions
 * its state and the user's grants allow (Calcular, Cerrar after a confirmation, Reabrir with a reason),
 * each worker's accruals, income tax and monthly pay, a worker's traced month, and after a reopening
 * the per-worker difference against the closed result.
 */
export class MonthPresenter<S extends MonthSection = MonthSection> extends PeriodCyclePresenter<
  Ready,
  MonthDetail,
  MonthDetail
> {
  /** Another feature's section of the page (the income tax declarations); a change reads the month again. */
  readonly section: S | null;
  /** Cerrar keeps the notice shown while it runs; a download clears it. */
  protected override readonly closeClearsNotice = false;
  protected override readonly downloadClearsNotice = true;

  constructor(
    private readonly api: MonthsApi,
    grants: GrantsSource,
    /** The translator of the texts (i18next's `t`). */
    private readonly t: Translate,
    private readonly monthKey: string,
    /** How the browser saves a download (no payslip actions without). */
    files?: FileSaver,
    /** Makes the section for this month, given how it reads the month again. */
    section?: (monthKey: string, reload: () => void) => S,
    private readonly texts = monthTexts(t),
  ) {
    super({
      module: MONTHS_MODULE,
      cycle: MONTH_CYCLE,
      texts,
      grants,
      documents: files && {
        files,
        payslips: (document, onProgress) => api.payslips(monthKey, document, onProgress),
      },
    });
    this.section = section ? section(monthKey, () => void this.load()) : null;
  }

  override dispose(): void {
    this.section?.dispose();
    super.dispose();
  }

  /** Tells the section what the user may do there: `editar`, on a month not closed. */
  private shareAccess(): void {
    const s = this.ready();
    this.section?.setAccess(this.can.editar, s !== null && closedMonth(s.month.state));
  }

  protected override grantsRead(): void {
    this.shareAccess();
  }

  protected derived(next: Ready): Ready {
    return { ...next, actions: actionsOf(next.month, this.can) };
  }

  protected get(): Promise<ApiResult<MonthDetail>> {
    return this.api.get(this.monthKey);
  }

  protected shown(month: MonthDetail, before: Ready | null): void {
    this.show(month, before ? { notice: null } : {});
  }

  protected version(s: Ready): number {
    return s.month.version;
  }

  protected isClosed(s: Ready): boolean {
    return closedMonth(s.month.state);
  }

  protected sendClose(version: number): Promise<ApiResult<MonthDetail>> {
    return this.api.close(this.monthKey, version);
  }

  protected sendReopen(version: number, reason: string): Promise<ApiResult<MonthDetail>> {
    return this.api.reopen(this.monthKey, version, reason);
  }

  protected applied(month: MonthDetail, notice: Notice): void {
    this.show(month, { notice });
  }

  protected async readBreakdown(
    document: string,
    source: 'cierre' | 'calculo',
  ): Promise<ApiResult<BreakdownView>> {
    return mapResult(await this.api.breakdown(this.monthKey, document, source), (b) =>
      monthBreakdownView(b, this.t),
    );
  }

  /** The month's state from an answer of the server. */
  private show(month: MonthDetail, extra: Partial<Ready> = {}): void {
    const s = this.ready();
    const base: Ready = {
      kind: 'ready',
      month,
      header: headerOf(month, this.t),
      can: this.can,
      actions: actionsOf(month, this.can),
      weeks: month.weeks.map((w) => ({
        id: w.id,
        name: this.t('months.breakdown.week', { number: w.number, year: w.year }),
        stateLabel: weekStateLabel(w.state, this.t),
        closed: w.state === 'cerrada',
      })),
      openWeeks: openWeeksText(month, this.t),
      hint: hintOf(month, this.texts),
      ...figuresOf(month),
      search: '',
      busy: null,
      confirmingClose: false,
      notice: s?.notice ?? null,
      conflict: null,
      breakdown: null,
      reopening: null,
      downloading: false,
      ...extra,
    };
    this.setState(base);
    this.shareAccess();
  }

  compute(): Promise<void> {
    return this.command(
      'compute',
      (version) => this.api.compute(this.monthKey, version),
      (month) => this.show(month, { notice: { severity: 'success', text: this.texts.computed } }),
    );
  }

  /** Filters the workers by name or document (accents and case aside). */
  setSearch(search: string): void {
    this.update((s) => {
      const all = figuresOf(s.month).rows;
      const q = fold(search.trim());
      return {
        ...s,
        search,
        rows: q ? all.filter((r) => fold(r.name).includes(q) || r.document.includes(q)) : all,
      };
    });
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A month of the list (display-ready). */
export interface MonthListRow {
  readonly id: string;
  readonly month: string;
  readonly title: string;
  readonly state: MonthState;
  readonly stateLabel: string;
  readonly weeks: string;
  readonly workers: string;
  readonly gross: string;
  readonly vacation: string;
  readonly bonus: string;
  readonly cts: string;
  readonly payable: string;
  readonly stale: boolean;
}

export type MonthsListState = LoadState<{ readonly rows: readonly MonthListRow[] }>;

export function monthListRowOf(m: MonthSummary, t: Translate): MonthListRow {
  const totals = m.totals;
  return {
    id: m.month,
    month: m.month,
    title: formatMonth(m.month),
    state: m.state,
    stateLabel: t(`months.states.${m.state}`),
    weeks: t('months.list.weeksClosed', { closed: m.closedWeeks, count: m.weekCount }),
    workers: totals ? String(totals.workers) : '—',
    gross: totals ? formatAmount(totals.gross) : '—',
    vacation: totals ? formatAmount(totals.vacation) : '—',
    bonus: totals ? formatAmount(totals.bonus) : '—',
    cts: totals ? formatAmount(totals.cts) : '—',
    payable: totals ? formatAmount(totals.payable) : '—',
    stale: m.stale,
  };
}

/** The payroll months: every month with fishing weeks, newest first; opening one shows it. */
export class MonthsPresenter extends LoadPresenter<{ readonly rows: readonly MonthListRow[] }> {
  constructor(
    private readonly api: MonthsApi,
    readonly open: (month: string) => void,
    /** The translator of the texts (i18next's `t`). */
    private readonly t: Translate,
  ) {
    super();
  }

  protected async read() {
    return mapResult(await this.api.list(), (months) => ({
      rows: months.map((m) => monthListRowOf(m, this.t)),
    }));
  }

  /** Reading again keeps the months shown. */
  protected override rereading(ready: ReadyOf<MonthsListState>): MonthsListState {
    return ready;
  }
}
