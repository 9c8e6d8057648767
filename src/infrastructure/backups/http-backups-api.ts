import type { BackupsApi, BackupStatus } from '../../application/backups/backups-api';
import { failed, okResult } from '../../application/shared/api-result';
import { invalidAnswer, JsonApi } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';

/** Whether an answer is the backups' status (what the dashboard reads). */
function isStatus(value: unknown): value is BackupStatus {
  if (typeof value !== 'object' || value === null) return false;
  const status: Partial<Record<keyof BackupStatus, unknown>> = value;
  const last = status.last;
  return (
    typeof status.intervalHours === 'number' &&
    typeof status.count === 'number' &&
    (last === null || (typeof last === 'object' && last !== undefined && 'takenAt' in last))
  );
}

/** The backups' adapter over `GET /respaldos`. */
export class HttpBackupsApi extends BackendAdapter implements BackupsApi {
  private readonly api = new JsonApi(this.http, this.backend, this.logger);

  async status() {
    const result = await this.api.call<unknown>('GET', '/respaldos');
    if (!result.ok) return result;
    return isStatus(result.value) ? okResult(result.value) : failed<BackupStatus>(invalidAnswer());
  }
}
