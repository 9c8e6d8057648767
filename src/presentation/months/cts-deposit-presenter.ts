import type { MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { BankFilePresenter, type BankFileState } from '../common/bank-file-presenter';

export type CtsDepositState = BankFileState;

/**
 * A company's CTS deposit file of a final May or November statement (docs/bank-payments.md "CTS
 * deposit"): the kit's `BankFilePresenter` over the months' CTS deposit preview and file.
 */
export class CtsDepositPresenter extends BankFilePresenter {
  constructor(api: MonthsApi, files: FileSaver, period: string, ruc: string, today: string) {
    super(
      {
        preview: () => api.ctsDepositPreview(period, ruc),
        file: (options) => api.ctsDepositFile(period, ruc, options),
        nobody: 'Ningún trabajador de la empresa tiene cuenta CTS y CTS por depositar en este periodo.',
        lead: 'Se depositará la CTS de',
      },
      files,
      today,
    );
  }
}
