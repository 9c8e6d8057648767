import { useTranslation } from 'react-i18next';
import { BankFileDialog } from '../common/BankFileDialog';
import type { BankPaymentPresenter, BankPaymentState } from './bank-payment-presenter';

/** The week's bank payment file of one company: who it pays, who is left out, and the file. */
export function BankPaymentDialog({
  presenter,
  state,
  company,
  onClose,
}: {
  presenter: BankPaymentPresenter;
  state: BankPaymentState;
  /** 'PESQUERA NORTE S.A.C.' */
  company: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BankFileDialog
      presenter={presenter}
      state={state}
      title={t('payrollReport.bankPayment.title')}
      withoutAccount={t('payrollReport.bankPayment.withoutAccount')}
      company={company}
      onClose={onClose}
    />
  );
}
