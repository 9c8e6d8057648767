import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The guard could not check the session (the provider cannot be reached and the tokens expired). */
export function SessionCheckFailed({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 420, textAlign: 'center' }}>
        <Typography role="alert">{message}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={onRetry}>
            {t('auth.guard.retry')}
          </Button>
          <Button href="/auth/login">{t('auth.guard.login')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default SessionCheckFailed;
