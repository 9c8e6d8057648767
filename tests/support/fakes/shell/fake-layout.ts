import { BehaviorSubject } from 'rxjs';
import type { LayoutApplier, LayoutConfigStore, Viewport } from '../../../../src/application/layout/ports';
import type { LayoutConfig } from '../../../../src/domain/layout/layout-config';

export class FakeLayoutConfigStore implements LayoutConfigStore {
  readonly saved: LayoutConfig[] = [];
  constructor(private stored: unknown = null) {}
  load(): unknown {
    return this.stored;
  }
  save(config: LayoutConfig): void {
    this.saved.push(config);
    this.stored = config;
  }
}

export class SpyLayoutApplier implements LayoutApplier {
  readonly applied: LayoutConfig[] = [];
  apply(config: LayoutConfig): void {
    this.applied.push(config);
  }
  get last(): LayoutConfig | undefined {
    return this.applied.at(-1);
  }
}

/** A window whose width tests set. */
export class FakeViewport implements Viewport {
  private readonly subject: BehaviorSubject<number>;
  readonly width$;
  constructor(width = 1280) {
    this.subject = new BehaviorSubject(width);
    this.width$ = this.subject.asObservable();
  }
  width(): number {
    return this.subject.getValue();
  }
  resize(width: number): void {
    this.subject.next(width);
  }
}
