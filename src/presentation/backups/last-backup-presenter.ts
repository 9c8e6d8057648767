import type { LoadBackupStatus } from '../../application/backups/backups-api';
import type { ApiResult } from '../../application/shared/api-result';
import { describeLastBackup, type BackupSummary } from '../../domain/backups/last-backup';
import { LoadPresenter, mapResult } from '../common/load-presenter';

/** The last backup, for the administrator's dashboard: loading, failed, or ready with its sentence. */
export class LastBackupPresenter extends LoadPresenter<BackupSummary> {
  constructor(
    private readonly status: LoadBackupStatus,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<BackupSummary>> {
    return mapResult(await this.status.execute(), (status) => describeLastBackup(status, this.now()));
  }
}
