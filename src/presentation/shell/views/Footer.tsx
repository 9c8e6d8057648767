import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'Sistema de Planillas {version} - 2025'. */
export function Footer({ version }: { version: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('app.footer', { version })}
      </Typography>
    </Box>
  );
}
