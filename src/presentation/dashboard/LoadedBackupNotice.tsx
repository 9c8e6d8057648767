import { LoadBackupStatus } from '../../application/backups/backups-api';
import { LastBackupNotice } from '../backups/LastBackupNotice';
import { LastBackupPresenter } from '../backups/last-backup-presenter';
import type { LoadState } from '../common/load-presenter';
import type { BackupSummary } from '../../domain/backups/last-backup';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';

/** The last backup's line once the administration's module is loaded (a chunk of its own, see BackupNotice). */
export default function LoadedBackupNotice() {
  const status = useInject<LoadBackupStatus>(LoadBackupStatus);
  const [, state] = usePresenter<LoadState<BackupSummary>, LastBackupPresenter>(
    () => new LastBackupPresenter(status),
  );
  return <LastBackupNotice state={state} />;
}
