import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { authRoutes, RequireSession } from '../identity/routes';
import { shellRoutes } from '../shell/routes';

/** Every route of the SPA; pages load lazily so the first page stays small. */
export const routes: RouteObject[] = [
  ...authRoutes,
  {
    path: '/',
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: shellRoutes,
  },
  {
    path: '/notfound',
    lazy: async () => ({ Component: (await import('../pages/not-found/NotFoundPage')).NotFoundPage }),
  },
  { path: '*', element: <Navigate to="/notfound" replace /> },
];
