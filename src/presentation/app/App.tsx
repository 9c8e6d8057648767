import { CssBaseline } from '@mui/material';
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { DependencyProvider, type Resolver } from '../core/dependencies';
import { createAppTheme } from '../theme/theme';
import { ThemeProvider } from '../theme/ThemeProvider';
import { routes as defaultRoutes } from './routes';

export interface AppProps {
  resolver: Resolver;
  i18n: i18n;
  routes?: RouteObject[];
  /**
   * A router made before the app renders (start-up creates it first, so the current route's chunks load
   * while the configuration and translations arrive; the build-time render uses a memory router).
   */
  router?: DataRouter;
}

export function App({ resolver, i18n, routes = defaultRoutes, router: given }: AppProps) {
  const router = useMemo(() => given ?? createBrowserRouter(routes), [given, routes]);
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
