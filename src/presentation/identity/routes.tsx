import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { AuthSession } from '../../application/identity/auth-session';
import { useInject } from '../core/dependencies';
import { withI18nextTexts } from './i18next-texts';
import { usePresenter } from '../core/use-presenter';
import { SessionGuardPresenter, type GuardState } from './session-guard-presenter';

// Shown only when the session cannot be checked: loaded then, not with the first page.
const SessionCheckFailed = lazy(() => import('./SessionCheckFailed'));

/** Routes outside the shell: sign-in (/auth/login), /forgotPassword, /changePassword; pages load lazily. */
export const authRoutes: RouteObject[] = [
  {
    path: '/auth',
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      {
        path: 'login',
        lazy: async () => ({ Component: withI18nextTexts((await import('./login/LoginPage')).LoginPage) }),
      },
      {
        path: 'callback',
        lazy: async () => ({
          Component: withI18nextTexts((await import('./callback/HostedCallbackPage')).HostedCallbackPage),
        }),
      },
    ],
  },
  {
    path: '/forgotPassword',
    lazy: async () => ({
      Component: withI18nextTexts((await import('./forgot-password/ForgotPasswordPage')).ForgotPasswordPage),
    }),
  },
  {
    path: '/changePassword',
    lazy: async () => ({
      Component: withI18nextTexts((await import('./change-password/ChangePasswordPage')).ChangePasswordPage),
    }),
  },
];

/**
 * Lets its children in only when a current session exists (an expired one is refreshed first);
 * otherwise redirects to /auth/login, remembering where the user was going.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useInject(AuthSession);
  const [presenter, state] = usePresenter<GuardState, SessionGuardPresenter>(
    () => new SessionGuardPresenter(session, t('auth.guard.failed')),
  );
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;

  // Every navigation inside the shell checks the session again.
  useEffect(() => {
    presenter.check();
  }, [presenter, location.key]);

  switch (state.kind) {
    case 'allowed':
      return <>{children}</>;
    case 'denied':
      return <Navigate to="/auth/login" replace state={state.returnHere ? { from: target } : undefined} />;
    case 'checking':
      return <Checking label={t('auth.guard.checking')} />;
    case 'failed':
      return (
        <Suspense fallback={<Checking label={t('auth.guard.checking')} />}>
          <SessionCheckFailed message={state.message} onRetry={() => presenter.check()} />
        </Suspense>
      );
  }
}

function Checking({ label }: { readonly label: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
