import type { FileSaver } from '../../application/ports/file-saver';
import type { DownloadProgress } from '../../application/ports/http-client';
import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { Notice } from './screen-state';

/** How many bytes more a download's progress waits for before it is shown again (a tenth of a megabyte). */
const PROGRESS_STEP = 100_000;

/**
 * Saves the file a download answered; answers the refusal as the error notice the screen shows, or null
 * once the file is saved.
 */
export function saveDownload(files: FileSaver, result: ApiResult<DownloadedFile>): Notice | null {
  if (!result.ok) return { severity: 'error', text: result.error.message };
  files.save(result.value.fileName, result.value.file);
  return null;
}

/**
 * A download's progress, shown at most once per tenth of a megabyte (a large file arrives in thousands of
 * pieces) and only while `live()` (the screen is not disposed).
 */
export function downloadProgress(live: () => boolean, show: (received: number) => void): DownloadProgress {
  let shown = 0;
  return (received) => {
    if (!live() || received - shown < PROGRESS_STEP) return;
    shown = received;
    show(received);
  };
}
