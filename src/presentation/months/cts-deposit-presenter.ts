import type { MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { BankFilePresenter, type BankFileState } from '../common/bank-file-presenter';
import type { Translate } from '../common/screen-state';

export type CtsDepositState = BankFileState;

/**
 * A company's CTS deposit file of a final May or November statement (docs/bank-payments.md "CTS
 * deposit"): the kit's `BankFilePresenter` over the months' CTS deposit preview and file.
 */
export class CtsDepositPresenter extends BankFilePresenter {
  constructor(api: MonthsApi, files: FileSaver, period: string, ruc: string, today: string, t: Translate) {
    super(
      {
        preview: () => api.ctsDepositPreview(period, ruc),
        file: (options) => api.ctsDepositFile(period, ruc, options),
        nobody: t('bankFile.targets.ctsDeposit.nobody'),
        lead: t('bankFile.targets.ctsDeposit.lead'),
      },
      files,
      today,
    );
  }
}
