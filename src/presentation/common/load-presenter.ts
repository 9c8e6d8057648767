import type { ApiResult } from '../../application/shared/api-result';
import { Presenter } from '../core/presenter';
import { LatestOnly } from './screen-state';

/**
 * What a screen (or a part of one) read from the server shows: `loading`, `failed` with the server's
 * message, or `ready` with what was read (`R`, display-ready). `C` is what every state carries (a
 * dialog's title). `failed` is the kit's one name for a read that did not succeed.
 */
export type LoadState<R extends object, C extends object = object> =
  | (C & { readonly kind: 'loading' })
  | (C & { readonly kind: 'failed'; readonly message: string })
  | (C & R & { readonly kind: 'ready' });

/** The ready state of a `LoadState`. */
export type Ready<S extends { readonly kind: string }> = Extract<S, { readonly kind: 'ready' }>;

/** An answer's value changed into what the screen shows (a refusal stays as it is). */
export function mapResult<T, R>(result: ApiResult<T>, map: (value: T) => R): ApiResult<R> {
  return result.ok ? { ok: true, value: map(result.value) } : result;
}

export const LOADING = { kind: 'loading' } as const;

/** A failed read: the server's message (or the screen's own). */
export const failedWith = (message: string) => ({ kind: 'failed', message }) as const;

/** The state of a part read on its own (a dashboard card, one of a screen's lists): ready or failed. */
export function loadedOf<T, R extends object>(result: ApiResult<T>, ready: (value: T) => R): LoadState<R> {
  return result.ok ? { ...ready(result.value), kind: 'ready' } : failedWith(result.error.message);
}

/**
 * A presenter that reads what it shows: `read()` answers the ready state (or the server's refusal);
 * `load()` reads (again), keeping only the latest answer; the first view attached reads unless the
 * state is ready (or the presenter `rereadsOnAttach`). A ready screen reading again shows `rereading(ready)` meanwhile (by default
 * `loading`; a screen that keeps its rows while reading returns them with a `refreshing` flag).
 */
export abstract class LoadPresenter<R extends object, C extends object = object> extends Presenter<
  LoadState<R, C>
> {
  private readonly latest = new LatestOnly();
  /** Every view attached reads again, also over a ready state (a dialog opened anew, a dashboard card). */
  protected readonly rereadsOnAttach: boolean = false;

  protected constructor(around: C = {} as C) {
    super({ ...around, kind: 'loading' });
  }

  /** Reads what the ready state shows. */
  protected abstract read(): Promise<ApiResult<R>>;

  /** What every state carries, taken from the current state (none by default). */
  protected around(_state: LoadState<R, C>): C {
    return {} as C;
  }

  /** What a ready screen shows while it reads again (by default `loading`). */
  protected rereading(ready: Ready<LoadState<R, C>>): LoadState<R, C> {
    return { ...this.around(ready), kind: 'loading' };
  }

  protected override onAttach(): void {
    if (this.rereadsOnAttach || this.state.kind !== 'ready') void this.load();
  }

  async load(): Promise<void> {
    const mine = this.latest.next();
    this.setState((s) => (s.kind === 'ready' ? this.rereading(s) : { ...this.around(s), kind: 'loading' }));
    const result = await this.read();
    if (this.disposed || !mine()) return;
    this.setState((s) =>
      result.ok
        ? { ...this.around(s), ...result.value, kind: 'ready' }
        : { ...this.around(s), ...failedWith(result.error.message) },
    );
  }
}
