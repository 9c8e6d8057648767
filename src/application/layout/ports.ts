import type { Observable } from 'rxjs';
import type { LayoutConfig } from '../../domain/layout/layout-config';

/** Where the interface configuration is kept per browser. `load` is synchronous: it runs before first paint. */
export interface LayoutConfigStore {
  /** The stored value, unchecked; null when nothing is stored. */
  load(): unknown;
  save(config: LayoutConfig): void;
}
export const LayoutConfigStore = Symbol.for('LayoutConfigStore');

/**
 * Applies the configuration to the document outside the component tree: the root font size (scale)
 * and the document's colour scheme and theme markers (the theme itself is swapped by the views).
 */
export interface LayoutApplier {
  apply(config: LayoutConfig): void;
}
export const LayoutApplier = Symbol.for('LayoutApplier');

/** The browser window's width, now and as it changes. */
export interface Viewport {
  width(): number;
  readonly width$: Observable<number>;
}
export const Viewport = Symbol.for('Viewport');
