/** The room kept under a block that fills the screen: the page's bottom padding (px). */
const BOTTOM_GAP = 24;
/** The least a fitted block is given (px), on the smallest screens: a grid's header, five rows and footer. */
export const LEAST_FIT = 280;

/** What `fittedHeight` reads of the screen and of the block, in pixels. */
export interface ScreenPlace {
  /** The window's inner height. */
  readonly viewport: number;
  /** The fixed top bar's height. */
  readonly topbar: number;
  /** The block's top from the top of the page (not of the window: the same at any scroll). */
  readonly top: number;
}

/**
 * How tall a scrolling block (a grid) may be so that it shows as many rows as the screen allows: a block
 * that starts in the upper half of the first screen ends at that screen's bottom, seen whole without
 * scrolling the page; one further down fills a whole screen under the top bar once scrolled to. Never
 * under `LEAST_FIT`.
 */
export function fittedHeight({ viewport, topbar, top }: ScreenPlace): number {
  const screen = viewport - topbar - BOTTOM_GAP;
  const rest = viewport - top - BOTTOM_GAP;
  return Math.max(LEAST_FIT, Math.floor(rest >= screen / 2 ? rest : screen));
}
