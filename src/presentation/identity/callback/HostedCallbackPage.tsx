import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { CompleteHostedLogin } from '../../../application/identity/hosted-login';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { HostedCallbackPresenter, type HostedCallbackState } from './hosted-callback-presenter';

/** /auth/callback: where the hosted login returns with a code. */
export function HostedCallbackPage({ url = window.location.href }: { readonly url?: string }) {
  const { t } = useTranslation();
  const complete = useInject(CompleteHostedLogin);
  const [, state] = usePresenter<HostedCallbackState, HostedCallbackPresenter>(
    () => new HostedCallbackPresenter(complete, url, t),
  );
  if (state.kind === 'signedIn') return <Navigate to={state.returnTo} replace />;
  return (
    <AuthCard
      title={t('auth.login.title')}
      busy={state.kind === 'exchanging'}
      busyLabel={t('auth.hosted.exchanging')}
    >
      {state.kind === 'exchanging' ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-hidden />
          <Typography>{t('auth.hosted.exchanging')}</Typography>
        </Stack>
      ) : (
        <>
          <FormAlert text={state.message} />
          <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth autoFocus>
            {t('auth.login.back')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

export default HostedCallbackPage;
