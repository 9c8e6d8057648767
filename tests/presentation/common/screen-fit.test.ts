import { describe, expect, it } from 'vitest';
import { fittedHeight, LEAST_FIT } from '../../../src/presentation/common/screen-fit';

describe('fittedHeight: a grid shows as many rows as the screen allows', () => {
  // A 1366×768 laptop: the top bar is 64 px, the page keeps 24 px under the grid.
  const laptop = { viewport: 768, topbar: 64 };

  it('a grid starting in the upper half of the first screen ends at its bottom', () => {
    // The crew grid under the week's header, tabs and day picker.
    expect(fittedHeight({ ...laptop, top: 350 })).toBe(768 - 350 - 24);
    // Right under the top bar it takes the whole screen.
    expect(fittedHeight({ ...laptop, top: 64 })).toBe(768 - 64 - 24);
  });

  it('a grid further down fills a whole screen under the top bar once scrolled to', () => {
    // Half a screen is 340 px: from 405 px down, less than that is left.
    expect(fittedHeight({ ...laptop, top: 405 })).toBe(680);
    // Below another grid, past the first screen.
    expect(fittedHeight({ ...laptop, top: 1200 })).toBe(680);
  });

  it('never under the least height, on the smallest screens', () => {
    expect(fittedHeight({ viewport: 300, topbar: 64, top: 100 })).toBe(LEAST_FIT);
    expect(fittedHeight({ viewport: 300, topbar: 64, top: 900 })).toBe(LEAST_FIT);
  });

  it('gives whole pixels', () => {
    expect(Number.isInteger(fittedHeight({ viewport: 768.5, topbar: 64, top: 300.25 }))).toBe(true);
  });
});
