import type { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { BankFilePresenter, type BankFileState } from '../common/bank-file-presenter';

export type BankPaymentState = BankFileState;

/**
 * The bank payment file of a closed week for one company (docs/bank-payments.md): the kit's
 * `BankFilePresenter` over the week's preview and file.
 */
export class BankPaymentPresenter extends BankFilePresenter {
  constructor(api: PayrollReportApi, files: FileSaver, weekId: number, ruc: string, today: string) {
    super(
      {
        preview: (layout) => api.bankPreview(weekId, ruc, layout),
        file: (options) => api.bankFile(weekId, ruc, options),
        nobody: 'Ningún trabajador de la empresa tiene cuenta bancaria y neto a pagar esta semana.',
        lead: 'Se pagará a',
      },
      files,
      today,
    );
  }
}
