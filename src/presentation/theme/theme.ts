import { createTheme, type Theme } from '@mui/material/styles';

/** The product's base theme (the shell's layout configuration refines it). */
export function createAppTheme(mode: 'light' | 'dark' = 'light'): Theme {
  return createTheme({
    palette: { mode, primary: { main: '#3f51b5' }, secondary: { main: '#00897b' } },
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
  });
}
