import { CssBaseline, ThemeProvider } from '@mui/material';
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DependencyProvider, type Resolver } from '../core/dependencies';
import { createAppTheme } from '../theme/theme';
import { routes as defaultRoutes } from './routes';

export interface AppProps {
  resolver: Resolver;
  i18n: i18n;
  routes?: RouteObject[];
}

export function App({ resolver, i18n, routes = defaultRoutes }: AppProps) {
  const router = useMemo(() => createBrowserRouter(routes), [routes]);
  const theme = useMemo(() => createAppTheme('light'), []);
  return (
    <DependencyProvider resolver={resolver}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </DependencyProvider>
  );
}
