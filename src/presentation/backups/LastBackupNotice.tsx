import { Alert, Typography } from '@mui/material';
import type { LoadState } from '../common/load-presenter';
import type { BackupSummary } from '../../domain/backups/last-backup';

/**
 * The last backup on the administrator's dashboard: a success or warning line once read; nothing while
 * reading; a quiet line if it could not be read (the dashboard's other parts are not held up by it).
 */
export function LastBackupNotice({ state }: { state: LoadState<BackupSummary> }) {
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="last-backup">
        No se pudo leer el estado de los respaldos: {state.message}
      </Typography>
    );
  return (
    <Alert severity={state.severity} variant="outlined" data-testid="last-backup" role="status">
      {state.text}
    </Alert>
  );
}
