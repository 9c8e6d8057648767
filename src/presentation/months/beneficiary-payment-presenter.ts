import type { MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { DepositCompany } from '../../application/months/months-api';
import { BankFilePresenter } from '../common/bank-file-presenter';
import type { Translate } from '../common/screen-state';
import { LoadPresenter, mapResult } from '../common/load-presenter';

/**
 * The closed month's payment to the court orders' beneficiaries (docs/court-orders.md «Paid to the
 * beneficiary»): the kit's `BankFilePresenter` over the month's beneficiaries' preview and file, for one
 * company (BCP Telecrédito or BBVA).
 */
export class BeneficiaryPaymentPresenter extends BankFilePresenter {
  constructor(api: MonthsApi, files: FileSaver, month: string, ruc: string, today: string, t: Translate) {
    super(
      {
        preview: (layout) => api.beneficiaryPaymentPreview(month, ruc, layout),
        file: (options) => api.beneficiaryPaymentFile(month, ruc, options),
        nobody: t('bankFile.targets.beneficiary.nobody'),
        lead: t('bankFile.targets.beneficiary.lead'),
        counted: [
          t('bankFile.targets.beneficiary.countedOne'),
          t('bankFile.targets.beneficiary.countedMany'),
        ],
      },
      files,
      today,
    );
  }
}

interface Companies {
  readonly companies: readonly DepositCompany[];
  /** The chosen company's RUC. */
  readonly ruc: string;
}

/** The companies whose workers the closed month withheld for court orders, and the one chosen. */
export class BeneficiaryCompaniesPresenter extends LoadPresenter<Companies> {
  constructor(
    private readonly api: MonthsApi,
    readonly month: string,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<Companies>> {
    return mapResult(await this.api.beneficiaryPaymentCompanies(this.month), (companies) => ({
      companies,
      ruc: companies[0]?.ruc ?? '',
    }));
  }

  choose(ruc: string): void {
    this.setState((s) => (s.kind === 'ready' && s.companies.some((c) => c.ruc === ruc) ? { ...s, ruc } : s));
  }

  /** What the bank file dialog needs: the month and the chosen company. */
  target(): { month: string; ruc: string; company: string } | null {
    const s = this.state;
    if (s.kind !== 'ready') return null;
    const company = s.companies.find((c) => c.ruc === s.ruc);
    return company ? { month: this.month, ruc: company.ruc, company: company.legalName } : null;
  }
}
