import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../common/visually-hidden';

export interface ShellPageProps {
  /** The page's code: its title is `pages.<code>.title` in the translations. */
  readonly code: string;
  /** Whether to show the title as a heading (the empty page shows none). */
  readonly showTitle?: boolean;
  readonly children?: ReactNode;
}

/** A page inside the shell: the browser tab's title and the page heading. */
export function ShellPage({ code, showTitle = true, children }: ShellPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${code}.title`);
  return (
    <Box component="section" aria-labelledby={`page-title-${code}`} data-page={code}>
      <title>{t('pages.documentTitle', { title })}</title>
      <Typography
        id={`page-title-${code}`}
        variant="h5"
        component="h1"
        sx={showTitle ? { mb: 2, fontWeight: 600 } : visuallyHidden}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The body of a screen whose content comes later. */
export function PendingContent() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 1 }}>
      {t('pages.pending')}
    </Typography>
  );
}
