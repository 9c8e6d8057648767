import { Alert, Button, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A message with an action button (retry a failed load, or read stale data again). */
export function RetryAlert({
  children,
  onRetry,
  severity = 'error',
  actionLabel,
}: {
  children: ReactNode;
  onRetry: () => void;
  severity?: AlertColor;
  /** 'Reintentar' unless given. */
  actionLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {actionLabel ?? t('admin.common.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
