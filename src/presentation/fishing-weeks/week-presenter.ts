import type {
  ComputeAnswer,
  EngineErrorRow,
  FishingWeeksApi,
  WeekDetail,
  WeekSummary,
} from '../../application/fishing-weeks/fishing-weeks-api';
import type { PayslipsApi } from '../../application/payslips/payslips-api';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiFailure, ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import {
  REOPEN_REASON_MAX,
  REOPEN_REASON_MIN,
  WEEK_MESSAGES,
  WEEK_STATE_LABELS,
  type WeekState,
} from '../../domain/fishing-weeks';
import { Decimal } from '../../domain/payroll/decimal';
import { formatDateTime } from '../../domain/shared/dates';
import { STALE_UPDATE_MESSAGE } from '../../domain/shared/stale-update';
import { PERMISSION_ACTIONS } from '../../domain/shell/modules';
import { Presenter } from '../core/presenter';
import { NOTHING_ALLOWED, type Can, type GrantsSource } from '../common/paged-list-presenter';
import { allowed, type Notice } from '../common/screen-state';
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

export type ResultState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly rows: readonly ResultRow[];
      readonly totals: { gross: string; deductions: string; net: string };
      /** A reopened week's per-worker net before/after the recomputation. */
      readonly diff: readonly DiffRow[];
    };

export type BreakdownState = { readonly document?: string } & (
  | { readonly kind: 'loading'; readonly name: string }
  | { readonly kind: 'failed'; readonly name: string; readonly message: string }
  | { readonly kind: 'ready'; readonly view: BreakdownView }
);

export interface Reopening {
  readonly reason: string;
  readonly error: string | null;
  readonly busy: boolean;
}

export type WeekPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly week: WeekDetail;
      readonly header: WeekHeader;
      readonly can: Can;
      readonly actions: WeekActions;
      readonly tab: WeekTab;
      readonly dirty: boolean;
      readonly busy: 'compute' | 'close' | null;
      readonly confirmingClose: boolean;
      readonly notice: Notice | null;
      /** A stale version (409): the kit's reload banner. */
      readonly conflict: string | null;
      /** The engine's refusal of the last computation, each line naming its grid and row. */
      readonly refusal: readonly EngineErrorLine[] | null;
      readonly engineErrors: readonly EngineErrorRow[];
      readonly result: ResultState;
      readonly breakdown: BreakdownState | null;
      readonly reopening: Reopening | null;
      /** A payslip download is under way. */
      readonly downloading?: boolean;
    };

type Ready = Extract<WeekPageState, { kind: 'ready' }>;

export const WEEK_TEXTS = {
  computed: 'Semana calculada.',
  closed: 'Semana cerrada.',
  reopened: 'Semana reabierta.',
  refused: 'El cálculo fue rechazado: corrija las filas indicadas.',
  saveFirst: 'Guarde los cambios de las grillas antes de calcular.',
  closedNotice: 'La semana está cerrada: solo lectura. Un usuario con permiso de aprobación puede reabrirla.',
  reasonShort: WEEK_MESSAGES.reopenReason,
} as const;

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
 * One fishing week: its header, the actions its state and the user's grants allow (Calcular,
 * Cerrar, Reabrir with a reason), the grids' tabs and the result (totals per worker, a reopened
 * week's difference against its closed result, each worker's traced breakdown). A refused
 * computation names grid rows; a stale version shows the reload banner.
 */
export class WeekPresenter extends Presenter<WeekPageState> {
  private can: Can = NOTHING_ALLOWED;

  constructor(
    private readonly api: FishingWeeksApi,
    private readonly grants: GrantsSource,
    private readonly id: number,
    /** Where the payslips come from and how the browser saves them (no payslip actions without). */
    private readonly documents?: { readonly payslips: PayslipsApi; readonly files: FileSaver },
  ) {
    super({ kind: 'loading' });
  }

  protected override onAttach(): void {
    void this.grants.execute().then(
      (grants) => {
        this.can = allowed(grants, WEEKS_MODULE, PERMISSION_ACTIONS);
        this.update((s) => s);
      },
      () => undefined,
    );
    if (this.state.kind !== 'ready') void this.load();
  }

  private ready(): Ready | null {
    return this.state.kind === 'ready' ? this.state : null;
  }

  /** Recomputes the header and actions from the week, the grants and the dirty flag. */
  private update(change: (s: Ready) => Ready): void {
    const s = this.ready();
    if (!s) return;
    const next = change(s);
    this.setState({
      ...next,
      can: this.can,
      header: headerOf(next.week),
      actions: actionsOf(next.week.state, this.can, next.dirty, next.week.closedAt !== null),
    });
  }

  /** Reads the week (also the reload after a stale version) and its last result. */
  async load(): Promise<void> {
    const before = this.ready();
    if (!before) this.setState({ kind: 'loading' });
    const result = await this.api.get(this.id);
    if (this.disposed) return;
    if (!result.ok) {
      if (before) this.update((s) => ({ ...s, notice: { severity: 'error', text: result.error.message } }));
      else this.setState({ kind: 'failed', message: result.error.message });
      return;
    }
    const week = result.value;
    const base: Ready = before
      ? { ...before, week, conflict: null, dirty: false }
      : {
          kind: 'ready',
          week,
          header: headerOf(week),
          can: this.can,
          actions: actionsOf(week.state, this.can, false, week.closedAt !== null),
          tab: 'descargas',
          dirty: false,
          busy: null,
          confirmingClose: false,
          notice: null,
          conflict: null,
          refusal: null,
          engineErrors: [],
          result: { kind: 'loading' },
          breakdown: null,
          reopening: null,
        };
    this.setState(base);
    this.update((s) => s);
    void this.loadResult();
  }

  private async loadResult(): Promise<void> {
    this.update((s) => ({ ...s, result: { kind: 'loading' } }));
    const answer = await this.api.lastResult(this.id);
    if (this.disposed) return;
    this.update((s) => ({
      ...s,
      result: answer.ok
        ? resultOf(answer.value)
        : answer.error.kind === 'not-found'
          ? { kind: 'none' }
          : { kind: 'failed', message: answer.error.message },
    }));
  }

  setTab(tab: WeekTab): void {
    this.update((s) => ({ ...s, tab }));
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

  dismissNotice(): void {
    this.update((s) => ({ ...s, notice: null }));
  }

  private refused(failure: ApiFailure): void {
    if (failure.kind === 'conflict') {
      this.update((s) => ({ ...s, busy: null, confirmingClose: false, conflict: failure.message }));
      return;
    }
    this.update((s) => ({
      ...s,
      busy: null,
      confirmingClose: false,
      notice: { severity: 'error', text: failure.message },
    }));
  }

  /** Calcular: the server computes the week; a refusal names the grid rows to correct. */
  async compute(): Promise<void> {
    const s = this.ready();
    if (!s || s.busy || !s.actions.compute || s.conflict) return;
    this.update((r) => ({ ...r, busy: 'compute', notice: null }));
    const result = await this.api.compute(this.id, { version: s.week.version });
    if (this.disposed) return;
    if (!result.ok) return this.refused(result.error);
    const outcome = result.value;
    if (outcome.kind === 'refused') {
      this.update((r) => ({
        ...r,
        busy: null,
        notice: null,
        refusal: engineErrorLines(outcome.refusal),
        engineErrors: engineErrorRows(outcome.refusal),
      }));
      return;
    }
    this.update((r) => ({
      ...r,
      busy: null,
      week: { ...r.week, ...outcome.week },
      notice: { severity: 'success', text: WEEK_TEXTS.computed },
      refusal: null,
      engineErrors: [],
      result: resultOf(outcome),
      tab: 'resultado',
    }));
  }

  askClose(): void {
    if (this.ready()?.actions.close) this.update((s) => ({ ...s, confirmingClose: true }));
  }

  cancelClose(): void {
    if (this.ready()?.busy) return;
    this.update((s) => ({ ...s, confirmingClose: false }));
  }

  /** Cerrar (confirmed): the week's result is kept and the week becomes read-only. */
  async close(): Promise<void> {
    const s = this.ready();
    if (!s || s.busy || !s.actions.close) return;
    this.update((r) => ({ ...r, busy: 'close', notice: null }));
    const result = await this.api.close(this.id, { version: s.week.version });
    if (this.disposed) return;
    if (!result.ok) return this.refused(result.error);
    this.update((r) => ({
      ...r,
      busy: null,
      confirmingClose: false,
      week: { ...r.week, ...result.value },
      notice: { severity: 'success', text: WEEK_TEXTS.closed },
    }));
    void this.reloadQuietly();
  }

  /** After a close or a reopening: the week's closing/reopening records and its result. */
  private async reloadQuietly(): Promise<void> {
    const result = await this.api.get(this.id);
    if (this.disposed || !result.ok) return;
    this.update((s) => ({ ...s, week: result.value }));
    void this.loadResult();
  }

  startReopen(): void {
    if (this.ready()?.actions.reopen)
      this.update((s) => ({ ...s, reopening: { reason: '', error: null, busy: false } }));
  }

  setReason(reason: string): void {
    this.update((s) =>
      s.reopening && !s.reopening.busy ? { ...s, reopening: { ...s.reopening, reason, error: null } } : s,
    );
  }

  cancelReopen(): void {
    this.update((s) => (s.reopening?.busy ? s : { ...s, reopening: null }));
  }

  /** Reabrir with a reason of at least ten characters (aprobar). */
  async reopen(): Promise<void> {
    const s = this.ready();
    const reopening = s?.reopening;
    if (!s || !reopening || reopening.busy) return;
    const reason = reopening.reason.trim();
    if (reason.length < REOPEN_REASON_MIN || reason.length > REOPEN_REASON_MAX) {
      this.update((r) => ({ ...r, reopening: { ...reopening, error: WEEK_TEXTS.reasonShort } }));
      return;
    }
    this.update((r) => ({ ...r, reopening: { ...reopening, busy: true, error: null } }));
    const result = await this.api.reopen(this.id, { version: s.week.version, reason });
    if (this.disposed) return;
    if (!result.ok) {
      const failure = result.error;
      // A stale version: the reload banner. Any other refusal (its month is closed) stays in the dialog.
      if (failure.kind === 'conflict' && failure.message === STALE_UPDATE_MESSAGE) {
        this.update((r) => ({ ...r, reopening: null, conflict: failure.message }));
        return;
      }
      this.update((r) => ({ ...r, reopening: { ...reopening, busy: false, error: failure.message } }));
      return;
    }
    this.update((r) => ({
      ...r,
      reopening: null,
      week: { ...r.week, ...result.value },
      notice: { severity: 'success', text: WEEK_TEXTS.reopened },
    }));
    void this.reloadQuietly();
  }

  /** A worker's traced result: of the closed result when the week is closed, else of the last computation. */
  async openBreakdown(row: Pick<ResultRow, 'document' | 'name'>): Promise<void> {
    const s = this.ready();
    if (!s) return;
    const source = s.week.state === 'cerrada' ? 'cierre' : 'calculo';
    this.update((r) => ({ ...r, breakdown: { kind: 'loading', name: row.name, document: row.document } }));
    const result = await this.api.workerBreakdown(this.id, row.document, source);
    if (this.disposed) return;
    this.update((r) => {
      if (r.breakdown?.kind !== 'loading' || r.breakdown.name !== row.name) return r;
      return {
        ...r,
        breakdown: result.ok
          ? { kind: 'ready', view: breakdownView(result.value), document: row.document }
          : { kind: 'failed', name: row.name, message: result.error.message, document: row.document },
      };
    });
  }

  closeBreakdown(): void {
    this.update((s) => ({ ...s, breakdown: null }));
  }

  /** The whole week's payslips (one PDF), of its closed result. */
  downloadPayslips(): Promise<void> {
    return this.download((payslips) => payslips.week(this.id));
  }

  /** One worker's payslip, of the week's closed result. */
  downloadPayslip(document: string): Promise<void> {
    return this.download((payslips) => payslips.worker(this.id, document));
  }

  /** The payslip of the worker whose breakdown is open. */
  downloadBreakdownPayslip(): Promise<void> {
    const document = this.ready()?.breakdown?.document;
    return document === undefined ? Promise.resolve() : this.downloadPayslip(document);
  }

  private async download(fetch: (api: PayslipsApi) => Promise<ApiResult<DownloadedFile>>): Promise<void> {
    const s = this.ready();
    if (!s || !this.documents || !s.actions.payslips || s.downloading) return;
    this.update((r) => ({ ...r, downloading: true }));
    const result = await fetch(this.documents.payslips);
    if (this.disposed) return;
    if (result.ok) this.documents.files.save(result.value.fileName, result.value.file);
    this.update((r) => ({
      ...r,
      downloading: false,
      notice: result.ok ? r.notice : { severity: 'error', text: result.error.message },
    }));
  }
}

export function headerOf(week: WeekDetail): WeekHeader {
  const last = week.reopenings.at(-1);
  return {
    title: weekTitle(week),
    dates: weekDates(week),
    month: `Mes de planilla: ${formatMonth(week.month)}`,
    state: week.state,
    stateLabel: WEEK_STATE_LABELS[week.state],
    changed: `Último cambio: ${week.updatedBy}, ${formatDateTime(week.updatedAt)}`,
    reopened:
      week.state === 'reabierta' && last
        ? `Reabierta por ${last.by} el ${formatDateTime(last.at)}: ${last.reason}`
        : null,
  };
}

export function actionsOf(
  state: WeekState,
  can: Can,
  dirty: boolean,
  hasClosedResult = state === 'cerrada',
): WeekActions {
  const closed = state === 'cerrada';
  return {
    payslips: can.exportar && hasClosedResult,
    compute: can.editar && !closed && !dirty,
    close: can.editar && state === 'calculada',
    reopen: can.aprobar && closed,
    computeHint: can.editar && !closed && dirty ? WEEK_TEXTS.saveFirst : null,
    readOnly: closed || !can.editar,
  };
}
