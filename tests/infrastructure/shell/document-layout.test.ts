import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_CONFIG } from '../../../src/domain/layout/layout-config';
import { DocumentLayoutApplier } from '../../../src/infrastructure/layout/document-layout-applier';
import { WindowViewport } from '../../../src/infrastructure/layout/window-viewport';

describe('DocumentLayoutApplier', () => {
  it('sets the root font size from the scale and marks the theme on the root element', () => {
    new DocumentLayoutApplier(document).apply({
      ...DEFAULT_LAYOUT_CONFIG,
      scale: 16,
      theme: 'lara-dark-teal',
      colorScheme: 'dark',
    });
    const root = document.documentElement;
    expect(root.style.fontSize).toBe('16px');
    expect(root.dataset.theme).toBe('lara-dark-teal');
    expect(root.dataset.colorScheme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });
});

describe('WindowViewport', () => {
  it('reports the window width now and after resizes', () => {
    const viewport = new WindowViewport(window);
    const seen: number[] = [];
    window.innerWidth = 1280;
    const subscription = viewport.width$.subscribe((w) => seen.push(w));
    window.innerWidth = 600;
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    expect(viewport.width()).toBe(600);
    subscription.unsubscribe();
    expect(seen).toEqual([1280, 600]);
  });
});
