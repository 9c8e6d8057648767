import type { MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { BankFilePresenter, type BankFileState } from '../common/bank-file-presenter';
import type { Translate } from '../common/screen-state';

export type SettlementPaymentState = BankFileState;

/**
 * «Pagar liquidación» (docs/months.md "Leavers' settlements"): the bank file paying the net of the
 * year's final settlements of one company to each worker's pay account — the kit's `BankFilePresenter`
 * over the settlements' preview and file. Provisional settlements are left out by the server.
 */
export class SettlementPaymentPresenter extends BankFilePresenter {
  constructor(api: MonthsApi, files: FileSaver, year: number, ruc: string, today: string, t: Translate) {
    super(
      {
        preview: (layout) => api.settlementPaymentPreview(year, ruc, undefined, layout),
        file: (options) => api.settlementPaymentFile(year, ruc, options),
        nobody: t('bankFile.targets.settlement.nobody'),
        lead: t('bankFile.targets.settlement.lead'),
      },
      files,
      today,
    );
  }
}
