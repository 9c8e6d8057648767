import { COLOR_SCHEMES, DEFAULT_THEME, findTheme, themeForScheme, type ColorScheme } from './themes';

export type InputStyle = 'outlined' | 'filled';
export type MenuMode = 'static' | 'overlay';
export const INPUT_STYLES: readonly InputStyle[] = ['outlined', 'filled'];
export const MENU_MODES: readonly MenuMode[] = ['static', 'overlay'];

/** The interface configuration a person chooses; persisted per browser. */
export interface LayoutConfig {
  /** Ripple effect on buttons. */
  readonly ripple: boolean;
  readonly inputStyle: InputStyle;
  /** static: the menu sits beside the content; overlay: it floats above it. */
  readonly menuMode: MenuMode;
  readonly colorScheme: ColorScheme;
  /** A name of the theme catalogue; always of the colour scheme above. */
  readonly theme: string;
  /** Root font size in pixels: every size of the interface follows it. */
  readonly scale: number;
}

export const SCALES = [12, 13, 14, 15, 16] as const;
export const MIN_SCALE = 12;
export const MAX_SCALE = 16;
export const DEFAULT_SCALE = 14;

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  ripple: false,
  inputStyle: 'outlined',
  menuMode: 'static',
  colorScheme: 'light',
  theme: DEFAULT_THEME,
  scale: DEFAULT_SCALE,
};

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return DEFAULT_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale)));
}

/**
 * Reads a stored configuration. Every field that is missing or not valid takes its default, so an old
 * or tampered value never breaks the interface. The theme and the colour scheme are kept consistent.
 */
export function parseLayoutConfig(input: unknown): LayoutConfig {
  if (typeof input !== 'object' || input === null) return DEFAULT_LAYOUT_CONFIG;
  const c = input as Record<string, unknown>;
  const d = DEFAULT_LAYOUT_CONFIG;
  const theme = typeof c.theme === 'string' && findTheme(c.theme) ? c.theme : d.theme;
  const colorScheme = COLOR_SCHEMES.includes(c.colorScheme as ColorScheme)
    ? (c.colorScheme as ColorScheme)
    : (findTheme(theme)?.scheme ?? d.colorScheme);
  return {
    ripple: typeof c.ripple === 'boolean' ? c.ripple : d.ripple,
    inputStyle: INPUT_STYLES.includes(c.inputStyle as InputStyle)
      ? (c.inputStyle as InputStyle)
      : d.inputStyle,
    menuMode: MENU_MODES.includes(c.menuMode as MenuMode) ? (c.menuMode as MenuMode) : d.menuMode,
    colorScheme,
    theme: themeForScheme(theme, colorScheme).name,
    scale: typeof c.scale === 'number' ? clampScale(c.scale) : d.scale,
  };
}

/** A change a person makes in the configuration sidebar. */
export type LayoutConfigChange =
  | { readonly kind: 'ripple'; readonly value: boolean }
  | { readonly kind: 'inputStyle'; readonly value: InputStyle }
  | { readonly kind: 'menuMode'; readonly value: MenuMode }
  | { readonly kind: 'colorScheme'; readonly value: ColorScheme }
  | { readonly kind: 'theme'; readonly value: string }
  | { readonly kind: 'scale'; readonly value: number };

/**
 * Applies a change. Choosing a theme sets the colour scheme to the theme's; choosing a colour scheme
 * switches to the same colour's theme in that scheme. Unknown themes are ignored.
 */
export function changeLayoutConfig(config: LayoutConfig, change: LayoutConfigChange): LayoutConfig {
  switch (change.kind) {
    case 'ripple':
      return { ...config, ripple: change.value };
    case 'inputStyle':
      return INPUT_STYLES.includes(change.value) ? { ...config, inputStyle: change.value } : config;
    case 'menuMode':
      return MENU_MODES.includes(change.value) ? { ...config, menuMode: change.value } : config;
    case 'colorScheme':
      if (!COLOR_SCHEMES.includes(change.value)) return config;
      return { ...config, colorScheme: change.value, theme: themeForScheme(config.theme, change.value).name };
    case 'theme': {
      const theme = findTheme(change.value);
      return theme ? { ...config, theme: theme.name, colorScheme: theme.scheme } : config;
    }
    case 'scale':
      return { ...config, scale: clampScale(change.value) };
  }
}

/** Whether applying the change needs the theme to be swapped (theme or colour scheme changed). */
export function themeChanged(before: LayoutConfig, after: LayoutConfig): boolean {
  return before.theme !== after.theme || before.colorScheme !== after.colorScheme;
}
