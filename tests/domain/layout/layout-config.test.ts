import { describe, expect, it } from 'vitest';
import {
  changeLayoutConfig,
  clampScale,
  DEFAULT_LAYOUT_CONFIG,
  parseLayoutConfig,
  themeChanged,
} from '../../../src/domain/layout/layout-config';
import { findTheme, THEME_CATALOGUE, themeForScheme } from '../../../src/domain/layout/themes';

describe('the layout configuration', () => {
  it('has the specified defaults', () => {
    expect(DEFAULT_LAYOUT_CONFIG).toEqual({
      ripple: false,
      inputStyle: 'outlined',
      menuMode: 'static',
      colorScheme: 'light',
      theme: 'lara-light-indigo',
      scale: 14,
    });
  });

  it('reads a stored configuration as it is', () => {
    const stored = {
      ripple: true,
      inputStyle: 'filled',
      menuMode: 'overlay',
      colorScheme: 'dark',
      theme: 'lara-dark-teal',
      scale: 16,
    };
    expect(parseLayoutConfig(stored)).toEqual(stored);
  });

  it.each([null, 'x', 42, []])('falls back to the defaults for %j', (input) => {
    expect(parseLayoutConfig(input)).toEqual(DEFAULT_LAYOUT_CONFIG);
  });

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    expect(
      parseLayoutConfig({
        ripple: 'yes',
        inputStyle: 'round',
        menuMode: 'overlay',
        theme: 'nope',
        scale: 99,
      }),
    ).toEqual({ ...DEFAULT_LAYOUT_CONFIG, menuMode: 'overlay', scale: 16 });
  });

  it('keeps theme and colour scheme consistent when they disagree', () => {
    expect(parseLayoutConfig({ theme: 'lara-light-teal', colorScheme: 'dark' })).toMatchObject({
      theme: 'lara-dark-teal',
      colorScheme: 'dark',
    });
    expect(parseLayoutConfig({ theme: 'lara-dark-purple' })).toMatchObject({
      theme: 'lara-dark-purple',
      colorScheme: 'dark',
    });
  });

  it('clamps the scale to 12–16 whole pixels', () => {
    expect([clampScale(3), clampScale(12), clampScale(14.6), clampScale(40), clampScale(Number.NaN)]).toEqual(
      [12, 12, 15, 16, 14],
    );
  });
});

describe('changeLayoutConfig', () => {
  const base = DEFAULT_LAYOUT_CONFIG;

  it('choosing a theme takes its colour scheme', () => {
    const next = changeLayoutConfig(base, { kind: 'theme', value: 'lara-dark-green' });
    expect(next).toMatchObject({ theme: 'lara-dark-green', colorScheme: 'dark' });
    expect(themeChanged(base, next)).toBe(true);
  });

  it('choosing a colour scheme keeps the colour', () => {
    const teal = changeLayoutConfig(base, { kind: 'theme', value: 'lara-light-teal' });
    expect(changeLayoutConfig(teal, { kind: 'colorScheme', value: 'dark' })).toMatchObject({
      theme: 'lara-dark-teal',
      colorScheme: 'dark',
    });
  });

  it('ignores unknown themes and values', () => {
    expect(changeLayoutConfig(base, { kind: 'theme', value: 'saga-blue' })).toBe(base);
    expect(changeLayoutConfig(base, { kind: 'menuMode', value: 'slim' as never })).toBe(base);
    expect(changeLayoutConfig(base, { kind: 'inputStyle', value: 'round' as never })).toBe(base);
    expect(changeLayoutConfig(base, { kind: 'colorScheme', value: 'sepia' as never })).toBe(base);
  });

  it('changes ripple, input style, menu mode and scale', () => {
    let c = changeLayoutConfig(base, { kind: 'ripple', value: true });
    c = changeLayoutConfig(c, { kind: 'inputStyle', value: 'filled' });
    c = changeLayoutConfig(c, { kind: 'menuMode', value: 'overlay' });
    c = changeLayoutConfig(c, { kind: 'scale', value: 12 });
    expect(c).toEqual({ ...base, ripple: true, inputStyle: 'filled', menuMode: 'overlay', scale: 12 });
    expect(themeChanged(base, c)).toBe(false);
  });
});

describe('the theme catalogue', () => {
  it('offers every colour in light and dark, with unique names', () => {
    const names = THEME_CATALOGUE.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('lara-light-indigo');
    expect(names).toContain('lara-dark-indigo');
    for (const theme of THEME_CATALOGUE) {
      expect(themeForScheme(theme.name, theme.scheme === 'light' ? 'dark' : 'light').color).toBe(theme.color);
    }
  });

  it('finds themes by name', () => {
    expect(findTheme('lara-dark-teal')).toEqual({
      name: 'lara-dark-teal',
      family: 'lara',
      scheme: 'dark',
      color: 'teal',
    });
    expect(findTheme('nope')).toBeUndefined();
    expect(themeForScheme('nope', 'dark').name).toBe('lara-dark-indigo');
  });
});
