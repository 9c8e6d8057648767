import BlockIcon from '@mui/icons-material/Block';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ShellPage } from './ShellPage';

/**
 * A screen the user may not see (no `ver` on its module): says so and offers the way back, instead
 * of the screen's frame with a refusal banner and a useless retry.
 */
export function RefusedPage({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <ShellPage code={code}>
      <Paper variant="outlined" sx={{ p: 3 }} role="alert" data-testid="refused-page">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <BlockIcon color="error" />
            <Typography variant="h6" component="p">
              {t('pages.refused.title')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t('pages.refused.text')}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {t('pages.refused.back')}
          </Button>
        </Stack>
      </Paper>
    </ShellPage>
  );
}
