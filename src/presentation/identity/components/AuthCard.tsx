import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTexts } from '../../core/texts';

export interface AuthCardProps {
  /** The page's heading (h1). */
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Shows a progress bar on top of the card while a request is on its way. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  readonly children: ReactNode;
}

/** The centered card of the pages outside the shell: the product logo and name, a title, the form. */
export function AuthCard({ title, subtitle, busy = false, busyLabel, children }: AuthCardProps) {
  const { t } = useTexts();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        // Anchored at the top, about centred for the sign-in card (≈ 520 px): a card whose content
        // arrives in pieces (a slow parse, the logo) grows downwards and moves nothing already drawn,
        // where vertical centring would move the whole card up at every piece (layout shift).
        alignItems: 'flex-start',
        justifyContent: 'center',
        p: 2,
        pt: { xs: 2, sm: 'max(16px, calc(50vh - 260px))' },
        bgcolor: (theme) => (theme.palette.mode === 'light' ? '#eef1f8' : 'background.default'),
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, position: 'relative', overflow: 'hidden' }} elevation={3}>
        {busy && (
          <LinearProgress
            aria-label={busyLabel ?? title}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <Box
              component="img"
              src="/assets/layout/images/logo.svg"
              alt={t('auth.logoAlt')}
              sx={{ width: 64, height: 64 }}
            />
            <Typography
              variant="subtitle2"
              component="p"
              color="primary"
              sx={{ fontWeight: 700, letterSpacing: 1 }}
            >
              {t('auth.productName').toUpperCase()}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
