import type { BackupsApi, BackupStatus } from '../../application/backups/backups-api';
import { failed, okResult } from '../../application/shared/api-result';
import { invalidAnswer } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';
import { hasFields } from '../http/answer-shape';

/** Whether an answer is the backups' status (what the dashboard reads). */
function isStatus(value: unknown): value is BackupStatus {
  if (!hasFields<BackupStatus>(value, { intervalHours: 'number', count: 'number' })) return false;
  const last: unknown = value.last;
  return last === null || (typeof last === 'object' && last !== undefined && 'takenAt' in last);
}

/** The backups' adapter over `GET /respaldos`. */
export class HttpBackupsApi extends BackendAdapter implements BackupsApi {
  async status() {
    const result = await this.api.call<unknown>('GET', '/respaldos');
    if (!result.ok) return result;
    return isStatus(result.value) ? okResult(result.value) : failed<BackupStatus>(invalidAnswer());
  }
}
