import type { ColorScheme, ThemeColor } from '../../../domain/layout/themes';

/**
 * Design tokens of the theme catalogue: for each colour, the primary colour in light and dark
 * schemes. Light themes use a shade dark enough for white text (WCAG AA, 4.5:1); dark themes a light
 * shade read with dark text.
 */
export const PRIMARY: Record<ThemeColor, Record<ColorScheme, string>> = {
  indigo: { light: '#4f46e5', dark: '#a5b4fc' },
  blue: { light: '#1d4ed8', dark: '#93c5fd' },
  teal: { light: '#0f766e', dark: '#5eead4' },
  purple: { light: '#7e22ce', dark: '#d8b4fe' },
  deeppurple: { light: '#6d28d9', dark: '#c4b5fd' },
  green: { light: '#15803d', dark: '#86efac' },
};

/** Surfaces of the Lara family. */
export const SURFACES: Record<ColorScheme, { ground: string; card: string; border: string; text: string }> = {
  light: { ground: '#f1f5f9', card: '#ffffff', border: '#dfe7ef', text: '#1e293b' },
  dark: { ground: '#0f172a', card: '#1e293b', border: '#334155', text: '#f1f5f9' },
};
