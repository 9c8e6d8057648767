import type { RouteObject } from 'react-router-dom';
import { SHELL_ROUTES, type ShellRoute } from '../../domain/shell/modules';
import { DASHBOARD_PAGE, type PageEntry } from './page-entry';
import { ShellLoading, ShellRouteError } from './ShellFallbacks';

/**
 * The page of a module. The registry of every screen is a chunk of its own, so that the first load
 * (the dashboard) does not carry the list of every screen's chunks, which grows with each new screen.
 */
async function pageEntryOf(code: string): Promise<PageEntry | undefined> {
  if (code === 'dashboard') return DASHBOARD_PAGE;
  return (await import('./page-registry')).PAGES[code];
}

/**
 * A route of the module table: its page's chunk and the gate (grants, the feature's services, the
 * refusal page) load when the route is first visited, never with the first page.
 */
function screenRoute(route: ShellRoute): RouteObject {
  const lazy = async () => {
    const [{ ScreenGate }, entry] = await Promise.all([import('./ScreenGate'), pageEntryOf(route.code)]);
    const loaded = await entry?.load();
    const page = loaded?.default ?? null;
    return {
      Component: () => (
        <ScreenGate code={route.code} page={page} {...(entry?.feature ? { feature: entry.feature } : {})} />
      ),
    };
  };
  return route.path === '' ? { index: true, lazy } : { path: route.path, lazy };
}

/** Every screen inside the shell, built from the module table (src/domain/shell/modules.ts). */
export const shellPageRoutes: RouteObject[] = SHELL_ROUTES.map(screenRoute);

/**
 * The routes inside the shell, rendered at '/' inside the sign-in guard: the shell layout (its own
 * lazily loaded chunk: top bar, menu, footer, configuration) with every page as its child.
 */
export const shellRoutes: RouteObject[] = [
  {
    id: 'shell',
    lazy: async () => ({ Component: (await import('./ShellLayout')).ShellLayout }),
    HydrateFallback: ShellLoading,
    ErrorBoundary: ShellRouteError,
    children: shellPageRoutes,
  },
];
