import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';

/**
 * The theme of the product's screens. Its themes have no CSS variables (no `colorSchemes`), so this
 * does what `@mui/material`'s ThemeProvider does for such a theme (`ThemeProviderNoVars`), without
 * bundling its CSS-variables provider into every page's first load (about 2 kB gzip).
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children?: ReactNode }) {
  // As MUI's provider: `vars: null` keeps a nested theme from inheriting an outer theme's variables.
  const noVars = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={noVars}>{children}</SystemThemeProvider>;
}
