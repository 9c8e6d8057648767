import type { DownloadProgress } from '../../../application/ports/http-client';
import type { ApiFailure, ApiResult } from '../../../application/shared/api-result';
import type { FileSaver } from '../../../application/ports/file-saver';
import type { DownloadedFile } from '../../../application/shared/catalogue-api';
import { isReopenReason, type PeriodCycle } from '../../../domain/shared/period-cycle';
import { STALE_UPDATE_MESSAGE } from '../../../domain/shared/stale-update';
import { PERMISSION_ACTIONS } from '../../../domain/shell/modules';
import { Presenter } from '../../core/presenter';
import { failedWith, LOADING, type LoadState } from '../load-presenter';
import { NOTHING_ALLOWED, type Can, type GrantsSource } from '../paged-list-presenter';
import { downloadProgress, saveDownload } from '../file-download';
import { allowed, type Notice } from '../screen-state';
import type { BreakdownView } from './breakdown-view';

/** A worker's traced result in its dialog: loading, failed, or ready to show. */
export type BreakdownState = { readonly document?: string } & (
  | { readonly kind: 'loading'; readonly name: string }
  | { readonly kind: 'failed'; readonly name: string; readonly message: string }
  | { readonly kind: 'ready'; readonly view: BreakdownView }
);

/** The reopening dialog: the reason typed so far, the refusal shown, a request under way. */
export interface Reopening {
  readonly reason: string;
  readonly error: string | null;
  readonly busy: boolean;
}

/** What the period's state and the user's grants allow now. */
export interface CycleActions {
  readonly compute: boolean;
  readonly close: boolean;
  readonly reopen: boolean;
  /** The payslips of the closed result, with `exportar`. */
  readonly payslips: boolean;
}

/** What every ready period page holds besides its own figures. */
export interface CycleReady {
  readonly kind: 'ready';
  readonly can: Can;
  readonly actions: CycleActions;
  readonly busy: 'compute' | 'close' | null;
  readonly confirmingClose: boolean;
  readonly notice: Notice | null;
  /** A stale version (409): the kit's reload banner. */
  readonly conflict: string | null;
  readonly breakdown: BreakdownState | null;
  readonly reopening: Reopening | null;
  /** A payslip download is under way. */
  readonly downloading?: boolean;
  /** How much of the payslips' file has arrived (bytes), while it downloads. */
  readonly downloaded?: number;
}

/** A period page: loading, failed (the server's message) or ready. */
export type PeriodPageState<R extends CycleReady> = LoadState<R>;

/** What a period names in its own words. */
export interface PeriodCycleTexts {
  readonly closed: string;
  readonly reopened: string;
  readonly reasonShort: string;
}

/** What a period presenter is built on: its module (for the grants), its cycle and its texts. */
export interface PeriodCycleSetup {
  readonly module: string;
  readonly cycle: Pick<PeriodCycle<string>, 'reason'>;
  readonly texts: PeriodCycleTexts;
  readonly grants: GrantsSource;
  /** The payslips of the closed result and how the browser saves them (no payslip actions without). */
  readonly documents?: PeriodDocuments | undefined;
}

/** Where a period's payslips come from (every worker's, or one worker's) and how the browser saves them. */
export interface PeriodDocuments {
  readonly payslips: (
    document: string | undefined,
    onProgress: DownloadProgress,
  ) => Promise<ApiResult<DownloadedFile>>;
  readonly files: FileSaver;
}

const isStale = (failure: ApiFailure) =>
  failure.kind === 'conflict' && failure.message === STALE_UPDATE_MESSAGE;

/**
 * The presenter of a payroll period's page (a fishing week, a payroll month): it reads the period
 * (`get`, `shown`), runs Calcular and Cerrar (after a confirmation) as commands on the period's version,
 * Reabrir with a reason of the cycle's length, a worker's traced result (of the closed result when the
 * period is closed, else of the last computation) and the payslips' downloads. A stale version shows the
 * reload banner. `P` is the period as read, `A` what closing and reopening answer.
 */
export abstract class PeriodCyclePresenter<R extends CycleReady, P, A> extends Presenter<PeriodPageState<R>> {
  protected can: Can = NOTHING_ALLOWED;

  protected constructor(private readonly setup: PeriodCycleSetup) {
    super(LOADING);
  }

  /** Reads the period. */
  protected abstract get(): Promise<ApiResult<P>>;
  /** Shows the period read (`before`: the page already shown, on a reload). */
  protected abstract shown(period: P, before: R | null): void;
  /** What follows from the period, the grants (`this.can`) and the page's own flags: header, actions. */
  protected abstract derived(next: R): R;
  /** The version the period's commands are sent with. */
  protected abstract version(s: R): number;
  /** Whether the period is closed. */
  protected abstract isClosed(s: R): boolean;
  protected abstract sendClose(version: number): Promise<ApiResult<A>>;
  protected abstract sendReopen(version: number, reason: string): Promise<ApiResult<A>>;
  /** A closed or reopened period's answer, shown with its notice. */
  protected abstract applied(answer: A, notice: Notice): void;
  protected abstract readBreakdown(
    document: string,
    source: 'cierre' | 'calculo',
  ): Promise<ApiResult<BreakdownView>>;

  /** The grants were read (the month tells its declarations). */
  protected grantsRead(): void {}

  /** Whether a refused command shows the reload banner (a stale version) rather than a notice. */
  protected reloads(failure: ApiFailure): boolean {
    return isStale(failure);
  }

  /** Whether a refused reopening closes the dialog for the reload banner (else it stays in the dialog). */
  protected reopenReloads(_failure: ApiFailure): boolean {
    return false;
  }

  /** Whether Cerrar clears the notice shown while it runs. */
  protected readonly closeClearsNotice: boolean = true;
  /** Whether a download clears the notice shown while it runs. */
  protected readonly downloadClearsNotice: boolean = false;

  protected override onAttach(): void {
    void this.setup.grants.execute().then(
      (grants) => {
        this.can = allowed(grants, this.setup.module, PERMISSION_ACTIONS);
        this.update((s) => s);
        this.grantsRead();
      },
      () => undefined,
    );
    if (this.state.kind !== 'ready') void this.load();
  }

  protected ready(): R | null {
    return this.state.kind === 'ready' ? (this.state as R) : null;
  }

  /** Changes the ready page and recomputes what follows from it. */
  protected update(change: (s: R) => R): void {
    const s = this.ready();
    if (!s) return;
    this.setState(this.derived({ ...change(s), can: this.can }));
  }

  /** Reads the period (also the reload after a stale version); a failed reload is a notice. */
  async load(): Promise<void> {
    const before = this.ready();
    if (!before) this.setState(LOADING);
    const result = await this.get();
    if (this.disposed) return;
    if (!result.ok) {
      if (before) this.update((s) => ({ ...s, notice: { severity: 'error', text: result.error.message } }));
      else this.setState(failedWith(result.error.message));
      return;
    }
    this.shown(result.value, before);
  }

  /** A refusal: the reload banner for a stale version, a notice for anything else. */
  protected refused(failure: ApiFailure): void {
    this.update((s) => ({
      ...s,
      busy: null,
      confirmingClose: false,
      ...(this.reloads(failure)
        ? { conflict: failure.message }
        : { notice: { severity: 'error' as const, text: failure.message } }),
    }));
  }

  /** Runs Calcular or Cerrar when the actions allow it, one at a time; `done` shows its answer. */
  protected async command<T>(
    busy: 'compute' | 'close',
    send: (version: number) => Promise<ApiResult<T>>,
    done: (answer: T) => void,
    clearNotice = true,
  ): Promise<void> {
    const s = this.ready();
    if (!s || s.busy || !s.actions[busy]) return;
    this.update((r) => ({ ...r, busy, ...(clearNotice ? { notice: null } : {}) }));
    const result = await send(this.version(s));
    if (this.disposed) return;
    if (!result.ok) return this.refused(result.error);
    done(result.value);
  }

  askClose(): void {
    if (this.ready()?.actions.close) this.update((s) => ({ ...s, confirmingClose: true }));
  }

  cancelClose(): void {
    this.update((s) => (s.busy ? s : { ...s, confirmingClose: false }));
  }

  /** Cerrar (confirmed): the result is kept and the period becomes read-only. */
  close(): Promise<void> {
    return this.command(
      'close',
      (version) => this.sendClose(version),
      (answer) => this.applied(answer, { severity: 'success', text: this.setup.texts.closed }),
      this.closeClearsNotice,
    );
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

  /** Reabrir with a reason of the cycle's length (aprobar). */
  async reopen(): Promise<void> {
    const s = this.ready();
    const reopening = s?.reopening;
    if (!s || !reopening || reopening.busy) return;
    const reason = reopening.reason.trim();
    if (!isReopenReason(this.setup.cycle, reason)) {
      this.update((r) => ({ ...r, reopening: { ...reopening, error: this.setup.texts.reasonShort } }));
      return;
    }
    this.update((r) => ({ ...r, reopening: { ...reopening, busy: true, error: null } }));
    const result = await this.sendReopen(this.version(s), reason);
    if (this.disposed) return;
    if (!result.ok) {
      const failure = result.error;
      if (this.reopenReloads(failure)) {
        this.update((r) => ({ ...r, reopening: null, conflict: failure.message }));
        return;
      }
      this.update((r) => ({ ...r, reopening: { ...reopening, busy: false, error: failure.message } }));
      return;
    }
    this.applied(result.value, { severity: 'success', text: this.setup.texts.reopened });
  }

  /** A worker's traced result: of the closed result when the period is closed, else of the last computation. */
  async openBreakdown(row: { readonly document: string; readonly name: string }): Promise<void> {
    const s = this.ready();
    if (!s) return;
    const source = this.isClosed(s) ? 'cierre' : 'calculo';
    this.update((r) => ({ ...r, breakdown: { kind: 'loading', name: row.name, document: row.document } }));
    const result = await this.readBreakdown(row.document, source);
    const shown = this.ready()?.breakdown;
    if (this.disposed || shown?.kind !== 'loading' || shown.document !== row.document) return;
    this.update((r) => ({
      ...r,
      breakdown: result.ok
        ? { kind: 'ready', view: result.value, document: row.document }
        : { kind: 'failed', name: row.name, message: result.error.message, document: row.document },
    }));
  }

  closeBreakdown(): void {
    this.update((s) => ({ ...s, breakdown: null }));
  }

  dismissNotice(): void {
    this.update((s) => ({ ...s, notice: null }));
  }

  /** «Boletas (PDF)»: every worker's payslip of the closed result. */
  downloadPayslips(): Promise<void> {
    return this.download(undefined);
  }

  /** The breakdown's «Boleta (PDF)»: that worker's. */
  downloadBreakdownPayslip(): Promise<void> {
    const document = this.ready()?.breakdown?.document;
    return document === undefined ? Promise.resolve() : this.download(document);
  }

  /** Downloads the payslips: every worker's, or one worker's (`document`). */
  protected async download(document: string | undefined): Promise<void> {
    const s = this.ready();
    const documents = this.setup.documents;
    if (!s || !documents || !s.actions.payslips || s.downloading) return;
    this.update((r) => ({
      ...r,
      downloading: true,
      downloaded: 0,
      ...(this.downloadClearsNotice ? { notice: null } : {}),
    }));
    const result = await documents.payslips(
      document,
      downloadProgress(
        () => !this.disposed,
        (received) => this.update((r) => ({ ...r, downloaded: received })),
      ),
    );
    if (this.disposed) return;
    const refused = saveDownload(documents.files, result);
    this.update((r) => ({ ...r, downloading: false, downloaded: 0, notice: refused ?? r.notice }));
  }
}
