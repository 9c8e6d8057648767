import type { DownloadProgress } from '../../application/ports/http-client';
import type {
  ComputeAnswer,
  EngineErrorRow,
  FishingWeeksApi,
  WeekDetail,
  WeekSummary,
} from '../../application/fishing-weeks/fishing-weeks-api';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiFailure, ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import { REOPEN_REASON_MIN, WEEK_CYCLE, type WeekState } from '../../domain/fishing-weeks';
import { Decimal } from '../../domain/payroll/decimal';
import { formatDateTime } from '../../domain/shared/dates';
import { STALE_UPDATE_MESSAGE } from '../../domain/shared/stale-update';
import { failedWith, LOADING, mapResult, type LoadState } from '../common/load-presenter';
import type { Can, GrantsSource } from '../common/paged-list-presenter';
import {
  PeriodCyclePresenter,
  type CycleReady,
  type PeriodPageState,
} from '../common/period-cycle/period-presenter';
import type { Notice, Translate } from '../common/screen-state';
import {
  breakdownView,
  engineErrorLines,
  engineErrorRows,
  formatAmount,
  formatDifference,
  formatMonth,
  weekDates,
  weekTitle,
  type BreakdownView,
  type EngineErrorLine,
} from './week-format';
import { WEEKS_MODULE } from './weeks-presenter';

export type { BreakdownState, Reopening } from '../common/period-cycle/period-presenter';

export type WeekTab = 'descargas' | 'tripulacion' | 'ajustes' | 'resultado';

export interface WeekHeader {
  readonly title: string;
  readonly dates: string;
  readonly month: string;
  readonly state: WeekState;
  readonly stateLabel: string;
  readonly changed: string;
  /** The last reopening's reason, of a reopened week. */
  readonly reopened: string | null;
}

/** What the user may do now (the state machine and the user's grants). */
export interface WeekActions {
  readonly compute: boolean;
  readonly close: boolean;
  readonly reopen: boolean;
  /** Calcular waits for the grids' unsaved edits. */
  readonly computeHint: string | null;
  /** Grids read-only: a closed week, or no `editar`. */
  readonly readOnly: boolean;
  /** The payslips of the closed result (a closed week, or a reopened one), with `exportar`. */
  readonly payslips: boolean;
}

export interface ResultRow {
  readonly document: string;
  readonly name: string;
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
  /** Changed against the closed result (a reopened week). */
  readonly changed: boolean;
}

export interface DiffRow {
  readonly document: string;
  readonly name: string;
  readonly before: string;
  readonly after: string;
  readonly difference: string;
}

/** The week's current result: read on its own (the kit's load state), or none before a computation. */
export type ResultState =
  | { readonly kind: 'none' }
  | LoadState<{
      readonly rows: readonly ResultRow[];
      readonly totals: { gross: string; deductions: string; net: string };
      /** A reopened week's per-worker net before/after the recomputation. */
      readonly diff: readonly DiffRow[];
    }>;

/** The ready page: the cycle's parts (the kit's) and the week's own. */
export interface WeekReady extends CycleReady {
  readonly week: WeekDetail;
  readonly header: WeekHeader;
  readonly actions: WeekActions;
  readonly tab: WeekTab;
  /** The grids' tab last shown (the grids stay alive, hidden, while the result is shown). */
  readonly gridTab: Exclude<WeekTab, 'resultado'>;
  readonly dirty: boolean;
  /** The engine's refusal of the last computation, each line naming its grid and row. */
  readonly refusal: readonly EngineErrorLine[] | null;
  readonly engineErrors: readonly EngineErrorRow[];
  readonly result: ResultState;
}

export type WeekPageState = PeriodPageState<WeekReady>;

type Ready = WeekReady;

/** The week's texts in the presenter's language (public/assets/i18n, «fishingWeeks.cycle»). */
export const weekTexts = (t: Translate) =>
  ({
    computed: t('fishingWeeks.cycle.computed'),
    closed: t('fishingWeeks.cycle.closed'),
    reopened: t('fishingWeeks.cycle.reopened'),
    saveFirst: t('fishingWeeks.cycle.saveFirst'),
    reasonShort: t('fishingWeeks.cycle.reasonShort', { min: REOPEN_REASON_MIN }),
  }) as const;

const sum = (values: readonly string[]) => Decimal.sum(values.map((v) => Decimal.of(v))).toString();

function resultOf(answer: ComputeAnswer): ResultState {
  const changed = new Set(answer.diff.map((d) => d.document));
  return {
    kind: 'ready',
    rows: answer.workers.map((w) => ({
      document: w.document,
      name: w.name,
      gross: formatAmount(w.gross),
      deductions: formatAmount(w.deductions),
      net: formatAmount(w.net),
      changed: changed.has(w.document),
    })),
    totals: {
      gross: formatAmount(sum(answer.workers.map((w) => w.gross))),
      deductions: formatAmount(sum(answer.workers.map((w) => w.deductions))),
      net: formatAmount(sum(answer.workers.map((w) => w.net))),
    },
    diff: answer.diff.map((d) => ({
      document: d.document,
      name: d.name,
      before: d.before ? formatAmount(d.before.net) : '—',
      after: d.after ? formatAmount(d.after.net) : '—',
      difference: formatDifference(d.net),
    })),
  };
}

/**
 * Where a week's payslips come from: every worker's, or one worker's by document (the payslips
 * feature's port, given by the page that composes the two, pages/fishing-weeks).
 */
export interface WeekPayslips {
  week(weekId: number, onProgress?: DownloadProgress): Promise<ApiResult<DownloadedFile>>;
  worker(weekId: number, document: string): Promise<ApiResult<DownloadedFile>>;
}

/**
 * One fishing week: its header, the actions its state and the user's grants allow (Calcular,
 * Cerrar, Reabrir with a reason), the grids' tabs and the result (totals per worker, a reopened
 * week's difference against its closed result, each worker's traced breakdown). A refused
 * computation names grid rows; a stale version shows the reload banner.
 */
export class WeekPresenter extends PeriodCyclePresenter<Ready, WeekDetail, WeekSummary> {
  constructor(
    private readonly api: FishingWeeksApi,
    grants: GrantsSource,
    /** The translator of the texts (i18next's `t`). */
    private readonly t: Translate,
    private readonly id: number,
    /** Where the payslips come from and how the browser saves them (no payslip actions without). */
    documents?: { readonly payslips: WeekPayslips; readonly files: FileSaver },
    private readonly texts = weekTexts(t),
  ) {
    super({
      module: WEEKS_MODULE,
      cycle: WEEK_CYCLE,
      texts,
      grants,
      documents: documents && {
        files: documents.files,
        payslips: (document, onProgress) =>
          document === undefined
            ? documents.payslips.week(id, onProgress)
            : documents.payslips.worker(id, document),
      },
    });
  }

  /** The header and actions from the week, the grants and the dirty flag. */
  protected derived(next: Ready): Ready {
    return {
      ...next,
      header: headerOf(next.week, this.t),
      actions: actionsOf(
        next.week.state,
        this.can,
        next.dirty,
        next.week.closedAt !== null,
        this.texts.saveFirst,
      ),
    };
  }

  protected get(): Promise<ApiResult<WeekDetail>> {
    return this.api.get(this.id);
  }

  /** The week read (also the reload after a stale version), then its last result. */
  protected shown(week: WeekDetail, before: Ready | null): void {
    const base: Ready = before
      ? { ...before, week, conflict: null, dirty: false }
      : {
          kind: 'ready',
          week,
          header: headerOf(week, this.t),
          can: this.can,
          actions: actionsOf(week.state, this.can, false, week.closedAt !== null, this.texts.saveFirst),
          tab: 'descargas',
          gridTab: 'descargas',
          dirty: false,
          busy: null,
          confirmingClose: false,
          notice: null,
          conflict: null,
          refusal: null,
          engineErrors: [],
          result: LOADING,
          breakdown: null,
          reopening: null,
        };
    this.setState(base);
    this.update((s) => s);
    void this.loadResult();
  }

  protected version(s: Ready): number {
    return s.week.version;
  }

  protected isClosed(s: Ready): boolean {
    return s.week.state === 'cerrada';
  }

  /** Any conflict of a command shows the reload banner. */
  protected override reloads(failure: ApiFailure): boolean {
    return failure.kind === 'conflict';
  }

  /** A stale version: the reload banner. Any other refusal (its month is closed) stays in the dialog. */
  protected override reopenReloads(failure: ApiFailure): boolean {
    return failure.kind === 'conflict' && failure.message === STALE_UPDATE_MESSAGE;
  }

  protected sendClose(version: number): Promise<ApiResult<WeekSummary>> {
    return this.api.close(this.id, { version });
  }

  protected sendReopen(version: number, reason: string): Promise<ApiResult<WeekSummary>> {
    return this.api.reopen(this.id, { version, reason });
  }

  /** After a close or a reopening: the week's new state, then its closing/reopening records and result. */
  protected applied(summary: WeekSummary, notice: Notice): void {
    this.update((r) => ({
      ...r,
      busy: null,
      confirmingClose: false,
      reopening: null,
      week: { ...r.week, ...summary },
      notice,
    }));
    void this.reloadQuietly();
  }

  protected async readBreakdown(
    document: string,
    source: 'cierre' | 'calculo',
  ): Promise<ApiResult<BreakdownView>> {
    return mapResult(await this.api.workerBreakdown(this.id, document, source), (b) =>
      breakdownView(b, this.t),
    );
  }

  private async loadResult(): Promise<void> {
    const week = this.ready()?.week;
    // An open week never closed has no computation to show: not asked for (the answer would be a 404).
    if (week?.state === 'abierta' && week.closedAt === null) {
      this.update((s) => ({ ...s, result: { kind: 'none' } }));
      return;
    }
    this.update((s) => ({ ...s, result: LOADING }));
    const answer = await this.api.lastResult(this.id);
    if (this.disposed) return;
    this.update((s) => ({
      ...s,
      result: answer.ok
        ? resultOf(answer.value)
        : answer.error.kind === 'not-found'
          ? { kind: 'none' }
          : failedWith(answer.error.message),
    }));
  }

  setTab(tab: WeekTab): void {
    this.update((s) => ({ ...s, tab, gridTab: tab === 'resultado' ? s.gridTab : tab }));
  }

  /** The grids have (or no longer have) unsaved edits. */
  setDirty(dirty: boolean): void {
    if (this.ready()?.dirty === dirty) return;
    this.update((s) => ({ ...s, dirty }));
  }

  /** A grid was saved: the week's new version and state; the last result is gone with the change. */
  gridSaved(summary: WeekSummary): void {
    const s = this.ready();
    if (!s) return;
    const resultGone = s.week.state === 'calculada' && summary.state !== 'calculada';
    this.update((r) => ({
      ...r,
      week: { ...r.week, ...summary },
      refusal: null,
      engineErrors: [],
      ...(resultGone ? { result: { kind: 'none' as const } } : {}),
    }));
  }

  /** Calcular: the server computes the week; a refusal names the grid rows to correct. */
  async compute(): Promise<void> {
    if (this.ready()?.conflict) return;
    await this.command(
      'compute',
      (version) => this.api.compute(this.id, { version }),
      (outcome) => {
        if (outcome.kind === 'refused') {
          this.update((r) => ({
            ...r,
            busy: null,
            notice: null,
            refusal: engineErrorLines(outcome.refusal, this.t),
            engineErrors: engineErrorRows(outcome.refusal),
          }));
          return;
        }
        this.update((r) => ({
          ...r,
          busy: null,
          week: { ...r.week, ...outcome.week },
          notice: { severity: 'success', text: this.texts.computed },
          refusal: null,
          engineErrors: [],
          result: resultOf(outcome),
          tab: 'resultado',
        }));
      },
    );
  }

  /** After a close or a reopening: the week's closing/reopening records and its result. */
  private async reloadQuietly(): Promise<void> {
    const result = await this.api.get(this.id);
    if (this.disposed || !result.ok) return;
    this.update((s) => ({ ...s, week: result.value }));
    void this.loadResult();
  }

  /** One worker's payslip, of the week's closed result. */
  downloadPayslip(document: string): Promise<void> {
    return this.download(document);
  }
}

export function headerOf(week: WeekDetail, t: Translate): WeekHeader {
  const last = week.reopenings.at(-1);
  return {
    title: weekTitle(week, t),
    dates: weekDates(week, t),
    month: t('fishingWeeks.header.month', { month: formatMonth(week.month) }),
    state: week.state,
    stateLabel: t(`fishingWeeks.states.${week.state}`),
    changed: t('fishingWeeks.header.changed', { by: week.updatedBy, at: formatDateTime(week.updatedAt) }),
    reopened:
      week.state === 'reabierta' && last
        ? t('fishingWeeks.header.reopened', { by: last.by, at: formatDateTime(last.at), reason: last.reason })
        : null,
  };
}

export function actionsOf(
  state: WeekState,
  can: Can,
  dirty: boolean,
  hasClosedResult: boolean,
  /** Why «Calcular» waits: «Guarde los cambios de las grillas antes de calcular.» */
  saveFirst: string,
): WeekActions {
  const closed = state === 'cerrada';
  return {
    payslips: can.exportar && hasClosedResult,
    compute: can.editar && !closed && !dirty,
    close: can.editar && state === 'calculada',
    reopen: can.aprobar && closed,
    computeHint: can.editar && !closed && dirty ? saveFirst : null,
    readOnly: closed || !can.editar,
  };
}
