import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {t('notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.detail')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.back')}
      </Button>
    </Box>
  );
}

export default NotFoundPage;
