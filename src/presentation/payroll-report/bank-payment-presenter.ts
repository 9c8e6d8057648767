import type { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { BankFilePresenter, type BankFileState } from '../common/bank-file-presenter';
import type { Translate } from '../common/screen-state';

export type BankPaymentState = BankFileState;

/**
 * The bank payment file of a closed week for one company (docs/bank-payments.md): the kit's
 * `BankFilePresenter` over the week's preview and file.
 */
export class BankPaymentPresenter extends BankFilePresenter {
  constructor(
    api: PayrollReportApi,
    files: FileSaver,
    weekId: number,
    ruc: string,
    today: string,
    t: Translate,
  ) {
    super(
      {
        preview: (layout) => api.bankPreview(weekId, ruc, layout),
        file: (options) => api.bankFile(weekId, ruc, options),
        nobody: t('bankFile.targets.week.nobody'),
        lead: t('bankFile.targets.week.lead'),
      },
      files,
      today,
    );
  }
}
