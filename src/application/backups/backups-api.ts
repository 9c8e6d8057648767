import type { ApiResult } from '../shared/api-result';
import type { BackupStatus } from './contract';

export type { Backup, BackupStatus } from './contract';

/** The backups' port (`GET /respaldos`): the last backup and the schedule, for the administrator. */
export interface BackupsApi {
  status(): Promise<ApiResult<BackupStatus>>;
}
export const BackupsApi = Symbol.for('BackupsApi');

/** Reads the backups' status (the administrator's dashboard). */
export class LoadBackupStatus {
  constructor(private readonly api: BackupsApi) {}
  execute(): Promise<ApiResult<BackupStatus>> {
    return this.api.status();
  }
}
