import type { FishingWeeksApi } from '../../../application/fishing-weeks/fishing-weeks-api';
import type { ApiFailure } from '../../../application/shared/api-result';
import type { WeekPreview } from '../../../application/fishing-weeks/week-preview';
import { namedWorkerIds, type ComputeContext, type WeekGridRows } from '../../../domain/fishing-weeks';
import { Decimal } from '../../../domain/shared/decimal';
import type { Translate } from '../../common/screen-state';
import { Presenter } from '../../core/presenter';
import type { WeekRows } from './week-grids-presenter';

/** What the preview panel shows: display-ready texts. */
export type WeekPreviewState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | {
      readonly kind: 'computed';
      readonly workers: number;
      readonly gross: string;
      readonly deductions: string;
      readonly net: string;
    }
  | { readonly kind: 'refused'; readonly message: string }
  /** The server answered, but could not give the preview's context: its reason. */
  | { readonly kind: 'failed'; readonly message: string }
  /** The network failed, or the browser's preview could not run. */
  | { readonly kind: 'unavailable'; readonly message: string };

export interface WeekPreviewDeps {
  readonly api: Pick<FishingWeeksApi, 'computeContext'>;
  readonly preview: WeekPreview;
  /** How long after the last edit the preview runs (ms). */
  readonly delay?: number;
  readonly t: Translate;
}

/** The edited rows as the engine's grids. */
export const gridsOf = (rows: WeekRows): WeekGridRows => ({
  prices: rows.precios,
  landings: rows.descargas,
  crew: rows.tripulacion,
  landWork: rows.tierra,
  adjustments: rows.ajustes,
});

/**
 * Whether every figure of the grids reads as a number (a negative one too: the engine names it). A cell
 * keeps what the clerk typed («1a», «12.3.4»), for the grid's check to refuse; the preview waits for it.
 */
export function figuresReadable(grids: WeekGridRows): boolean {
  const readable = (text: string | null) => text === null || Decimal.parse(text) !== undefined;
  return (
    grids.prices.every((p) => readable(p.pricePerTonne)) &&
    grids.landings.every(
      (l) => readable(l.tonnes) && readable(l.penalisedTonnes) && readable(l.pricePerTonne),
    ) &&
    grids.adjustments.every((a) => readable(a.amount) && readable(a.percent))
  );
}

/**
 * Why the preview's context could not be read, as the panel says it: «No se pudo conectar» only when the
 * request got no answer; an error the server sent is named with its status and the server's reason.
 */
export function previewFailureOf(
  failure: ApiFailure,
  t: Translate,
): {
  kind: 'failed' | 'unavailable';
  message: string;
} {
  if (failure.kind === 'unavailable')
    return { kind: 'unavailable', message: t('fishingWeeks.grids.preview.noConnection') };
  if (failure.kind === 'server' && failure.status >= 500)
    return {
      kind: 'failed',
      message:
        failure.reason !== null
          ? t('fishingWeeks.grids.preview.serverReason', { status: failure.status, reason: failure.reason })
          : t('fishingWeeks.grids.preview.serverError', { status: failure.status }),
    };
  return { kind: 'failed', message: t('fishingWeeks.grids.preview.failed', { message: failure.message }) };
}

/** A version's compute context, the workers it holds and the unsaved ones already asked for. */
interface HeldContext {
  readonly version: number;
  readonly workers: ReadonlySet<number>;
  readonly asked: readonly number[];
  readonly value: ComputeContext;
}

/**
 * The instant preview of a week being edited: after each edit (debounced), the shared engine computes
 * the grids in the browser's Web Worker (WeekPreview) with the week's compute context, read from the
 * server once per saved version and again when the grids name workers it does not hold yet (only those). Only the
 * latest edit's answer is shown; nothing is stored. The server stays authoritative («Calcular»).
 */
export class WeekPreviewPresenter extends Presenter<WeekPreviewState> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sequence = 0;
  private context: HeldContext | undefined;

  constructor(
    private readonly weekId: number,
    private readonly deps: WeekPreviewDeps,
  ) {
    super({ kind: 'idle' });
  }

  /** The grids changed (or the week was saved): preview them after a short pause. */
  update(rows: WeekRows, version: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    const sequence = ++this.sequence;
    if (rows.descargas.length === 0 && rows.tierra.length === 0) {
      this.setState({ kind: 'idle' });
      return;
    }
    const grids = gridsOf(rows);
    if (!figuresReadable(grids)) {
      this.setState({ kind: 'refused', message: this.deps.t('fishingWeeks.grids.preview.unreadable') });
      return;
    }
    this.timer = setTimeout(() => void this.run(sequence, grids, version), this.deps.delay ?? 150);
  }

  protected override onDetach(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.sequence++;
  }

  private async run(sequence: number, grids: WeekGridRows, version: number): Promise<void> {
    if (this.state.kind === 'idle' || this.state.kind === 'unavailable' || this.state.kind === 'failed')
      this.setState({ kind: 'working' });
    try {
      const context = await this.contextFor(grids, version);
      if (sequence !== this.sequence) return;
      if (!context.ok) {
        this.setState(previewFailureOf(context.error, this.deps.t));
        return;
      }
      const outcome = await this.deps.preview.preview(context.value, grids);
      if (sequence !== this.sequence) return;
      if (outcome.kind === 'refused') {
        this.setState({ kind: 'refused', message: outcome.refusal.message });
        return;
      }
      const sum = (field: 'gross' | 'deductions' | 'net') =>
        Decimal.sum(outcome.workers.map((w) => Decimal.of(w[field]))).toFixed(2);
      this.setState({
        kind: 'computed',
        workers: outcome.workers.length,
        gross: sum('gross'),
        deductions: sum('deductions'),
        net: sum('net'),
      });
    } catch {
      if (sequence === this.sequence)
        this.setState({
          kind: 'unavailable',
          message: this.deps.t('fishingWeeks.grids.preview.unavailable'),
        });
    }
  }

  /**
   * The context of this version, holding every worker the grids name. The server puts in the workers of
   * the saved grids itself, so the address names only those the clerk added since (once each): a large
   * week's context is read once per saved version, never with thousands of ids in its address.
   */
  private async contextFor(
    grids: WeekGridRows,
    version: number,
  ): Promise<{ ok: true; value: ComputeContext } | { ok: false; error: ApiFailure }> {
    let held = this.context?.version === version ? this.context : undefined;
    if (!held) {
      const answer = await this.deps.api.computeContext(this.weekId);
      if (!answer.ok) return { ok: false, error: answer.error };
      held = this.hold(version, answer.value, []);
    }
    const missing = namedWorkerIds(grids).filter((id) => id > 0 && !held.workers.has(id));
    if (missing.length === 0) return { ok: true, value: held.value };
    const asked = [...held.asked, ...missing];
    const answer = await this.deps.api.computeContext(this.weekId, asked);
    if (!answer.ok) return { ok: false, error: answer.error };
    return { ok: true, value: this.hold(version, answer.value, asked).value };
  }

  /** Keeps a version's context, with the workers it holds and those already asked for (found or not). */
  private hold(version: number, value: ComputeContext, asked: readonly number[]): HeldContext {
    const workers = new Set([...value.master.workers.map((w) => w.id), ...asked]);
    this.context = { version, workers, asked, value };
    return this.context;
  }
}
