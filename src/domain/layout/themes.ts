/** Light or dark interface. */
export type ColorScheme = 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/** The colour families of the catalogue; each exists in a light and a dark theme. */
export const THEME_COLORS = ['indigo', 'blue', 'teal', 'purple', 'deeppurple', 'green'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

/** A named theme of the catalogue, e.g. 'lara-light-indigo'. */
export interface ThemeDescriptor {
  readonly name: string;
  readonly family: 'lara';
  readonly scheme: ColorScheme;
  readonly color: ThemeColor;
}

export const DEFAULT_THEME = 'lara-light-indigo';

/** Every named theme: each colour family in light and dark. */
export const THEME_CATALOGUE: readonly ThemeDescriptor[] = THEME_COLORS.flatMap((color) =>
  (['light', 'dark'] as const).map((scheme) => ({
    name: `lara-${scheme}-${color}`,
    family: 'lara' as const,
    scheme,
    color,
  })),
);

export function findTheme(name: string): ThemeDescriptor | undefined {
  return THEME_CATALOGUE.find((t) => t.name === name);
}

/** The theme of the same colour in the other scheme (the theme itself when it is already in it). */
export function themeForScheme(name: string, scheme: ColorScheme): ThemeDescriptor {
  const current = findTheme(name) ?? (findTheme(DEFAULT_THEME) as ThemeDescriptor);
  return (
    THEME_CATALOGUE.find(
      (t) => t.family === current.family && t.color === current.color && t.scheme === scheme,
    ) ?? current
  );
}
