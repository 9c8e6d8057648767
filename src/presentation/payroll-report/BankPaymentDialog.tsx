import { BankFileDialog, BANK_FILE_TEXTS } from '../common/BankFileDialog';
import type { BankPaymentPresenter, BankPaymentState } from './bank-payment-presenter';

export const BANK_TEXTS = {
  ...BANK_FILE_TEXTS,
  title: 'Archivo de pago al banco',
  withoutAccount: 'Sin cuenta bancaria (pagar por otro medio)',
} as const;

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
  return (
    <BankFileDialog
      presenter={presenter}
      state={state}
      title={BANK_TEXTS.title}
      withoutAccount={BANK_TEXTS.withoutAccount}
      company={company}
      onClose={onClose}
    />
  );
}
