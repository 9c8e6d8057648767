import { defer, distinctUntilChanged, fromEvent, map, shareReplay, startWith, type Observable } from 'rxjs';
import type { Viewport } from '../../application/layout/ports';

/** The browser window's inner width, following resizes. */
export class WindowViewport implements Viewport {
  readonly width$: Observable<number>;

  constructor(private readonly window: Window) {
    this.width$ = defer(() =>
      fromEvent(this.window, 'resize').pipe(
        map(() => this.width()),
        startWith(this.width()),
      ),
    ).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
  }

  width(): number {
    return this.window.innerWidth;
  }
}
