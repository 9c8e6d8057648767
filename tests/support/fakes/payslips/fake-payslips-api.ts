import type { PayslipsApi } from '../../../../src/application/payslips/payslips-api';
import type { ApiResult } from '../../../../src/application/shared/api-result';
import type { DownloadedFile } from '../../../../src/application/shared/catalogue-api';

/** The payslips' port answering small PDF blobs, recording what was asked. */
export class FakePayslipsApi implements PayslipsApi {
  readonly asked: string[] = [];

  private file(fileName: string): Promise<ApiResult<DownloadedFile>> {
    return Promise.resolve({
      ok: true,
      value: { fileName, file: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) },
    });
  }

  week(weekId: number) {
    this.asked.push(`semana ${weekId}`);
    return this.file(`boletas-semana-${weekId}.pdf`);
  }

  worker(weekId: number, document: string) {
    this.asked.push(`${weekId} ${document}`);
    return this.file(`${document}.pdf`);
  }
}
