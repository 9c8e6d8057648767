import type { DownloadProgress } from '../../../../src/application/ports/http-client';
import type { PayslipsApi } from '../../../../src/application/payslips/payslips-api';
import type { ApiResult } from '../../../../src/application/shared/api-result';
import type { DownloadedFile } from '../../../../src/application/shared/catalogue-api';

/** The payslips' port answering small PDF blobs, recording what was asked. */
export class FakePayslipsApi implements PayslipsApi {
  readonly asked: string[] = [];
  /** When set, the week's file stops after this many bytes until `release()` (a long document). */
  holdAt: number | null = null;
  private held: (() => void) | null = null;

  release(): void {
    this.held?.();
  }

  private file(fileName: string): Promise<ApiResult<DownloadedFile>> {
    return Promise.resolve({
      ok: true,
      value: { fileName, file: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) },
    });
  }

  async week(weekId: number, onProgress?: DownloadProgress) {
    this.asked.push(`semana ${weekId}`);
    if (this.holdAt !== null) {
      onProgress?.(this.holdAt, null);
      await new Promise<void>((resolve) => (this.held = resolve));
    }
    return this.file(`boletas-semana-${weekId}.pdf`);
  }

  worker(weekId: number, document: string) {
    this.asked.push(`${weekId} ${document}`);
    return this.file(`${document}.pdf`);
  }
}
