import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '../common/load-presenter';
import type { BackupSummary } from '../../domain/backups/last-backup';

/**
 * The last backup on the administrator's dashboard: a success or warning line once read; nothing while
 * reading; a quiet line if it could not be read (the dashboard's other parts are not held up by it).
 */
export function LastBackupNotice({ state }: { state: LoadState<BackupSummary> }) {
  const { t } = useTranslation();
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="last-backup">
        {t('backups.lastBackup.unreadable', { message: state.message })}
      </Typography>
    );
  return (
    <Alert severity={state.severity} variant="outlined" data-testid="last-backup" role="status">
      {state.text}
    </Alert>
  );
}
