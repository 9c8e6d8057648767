import { createTheme, type Theme } from '@mui/material/styles';
import type { LayoutConfig } from '../../../domain/layout/layout-config';
import { DEFAULT_THEME, findTheme, type ThemeDescriptor } from '../../../domain/layout/themes';
import { PRIMARY, SURFACES } from './palettes';

const BASE_SCALE = 14;

/**
 * The MUI theme of a layout configuration: the named theme's palette and scheme, the input style as
 * the default variant of text fields, and the ripple. Sizes are in rem, so the scale (the root font
 * size) resizes the whole interface.
 */
export function createShellTheme(config: LayoutConfig): Theme {
  const descriptor: ThemeDescriptor =
    findTheme(config.theme) ?? (findTheme(DEFAULT_THEME) as ThemeDescriptor);
  const scheme = descriptor.scheme;
  const surface = SURFACES[scheme];
  const disableRipple = !config.ripple;
  return createTheme({
    palette: {
      mode: scheme,
      primary: { main: PRIMARY[descriptor.color][scheme] },
      background: { default: surface.ground, paper: surface.card },
      text:
        scheme === 'light'
          ? { primary: surface.text, secondary: '#475569' }
          : { primary: surface.text, secondary: '#cbd5e1' },
      divider: surface.border,
      contrastThreshold: 4.5,
    },
    // The default scale (14 px root) looks like MUI's defaults; other scales resize everything.
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif', htmlFontSize: BASE_SCALE },
    spacing: (factor: number) => `${(8 * factor) / BASE_SCALE}rem`,
    shape: { borderRadius: 6 },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple } },
      // Labels as written ('Cerrar Sesión'), not in capitals.
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // An unselected toggle (a week's days) reads at 4.5:1 on the page's ground, not MUI's 54 % black.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      MuiTextField: { defaultProps: { variant: config.inputStyle } },
      MuiFormControl: { defaultProps: { variant: config.inputStyle } },
      MuiSelect: { defaultProps: { variant: config.inputStyle } },
    },
  });
}
