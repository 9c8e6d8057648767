import { BehaviorSubject, Subscription, distinctUntilChanged, skip, type Observable } from 'rxjs';

/**
 * Base of every presenter: state in a BehaviorSubject, read by React through
 * `useSyncExternalStore(presenter.subscribe, presenter.getSnapshot)`.
 * Subclasses expose intent methods and call `setState`; state should be a tagged union with
 * display-ready strings, so views only render.
 */
export abstract class Presenter<S> {
  private readonly subject: BehaviorSubject<S>;
  /** Subscriptions owned by the presenter, closed by `dispose()`. */
  protected readonly subscriptions = new Subscription();
  readonly state$: Observable<S>;
  private disposedFlag = false;
  private attachments = 0;
  private attached = new Subscription();

  protected constructor(initial: S) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable().pipe(distinctUntilChanged());
  }

  get state(): S {
    return this.subject.getValue();
  }

  get disposed(): boolean {
    return this.disposedFlag;
  }

  readonly getSnapshot = (): S => this.subject.getValue();

  readonly subscribe = (listener: () => void): (() => void) => {
    const subscription = this.state$.pipe(skip(1)).subscribe(() => listener());
    return () => subscription.unsubscribe();
  };

  protected setState(next: S | ((current: S) => S)): void {
    if (this.disposedFlag) return;
    const value = typeof next === 'function' ? (next as (current: S) => S)(this.subject.getValue()) : next;
    this.subject.next(value);
  }

  /**
   * Called when a view mounts (React may mount, unmount and mount again under StrictMode, so attach
   * and detach are symmetric and re-entrant). The first attach runs `onAttach`.
   */
  attach(): void {
    if (this.disposedFlag) return;
    if (this.attachments++ === 0) this.onAttach();
  }

  /** Called when a view unmounts; the last detach stops what `onAttach` started. */
  detach(): void {
    if (this.attachments === 0) return;
    if (--this.attachments === 0) {
      this.attached.unsubscribe();
      this.attached = new Subscription();
      this.onDetach();
    }
  }

  /** Work to start while a view shows this presenter (loads, subscriptions). */
  protected onAttach(): void {}

  /** Work to stop when no view shows this presenter any more. */
  protected onDetach(): void {}

  /** Keeps a subscription only while attached. */
  protected whileAttached(subscription: Subscription | (() => void)): void {
    this.attached.add(subscription);
  }

  dispose(): void {
    if (this.disposedFlag) return;
    this.disposedFlag = true;
    this.attached.unsubscribe();
    this.subscriptions.unsubscribe();
    this.subject.complete();
  }
}
