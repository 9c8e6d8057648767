import { buildBankFile, type BankFileLayout, type BankFileResult, type BankPayment } from './bank-file';
import { TELECREDITO_CHARGE_ACCOUNT, telecreditoLines } from './telecredito';

/**
 * The CTS deposit file (docs/bank-payments.md "CTS deposit"): one company's CTS of a May or November
 * deposit statement, credited to each worker's CTS depositary account (`ctsAccount`, a CCI), charged to
 * the company's account. It is the Telecrédito "planilla nueva" of the weekly pay with the payroll kind
 * 'C' (CTS) in the header instead of 'H' (haberes): the same fields, cleaning, amounts in cents and CR LF.
 * [doubt: BCP's own CTS specification was not found, and another payroll system writes BCP CTS deposits
 * with a different detail record ('3', RUC, an 11-digit BCP CTS account, birth date, the last four
 * remunerations; docs/bank-payments.md "CTS deposit"). This layout is an assumption to confirm with the
 * bank; it lives here alone.]
 */

export const TELECREDITO_CTS = 'BCP_TELECREDITO_CTS';

export const CTS_DEPOSIT_MESSAGES = {
  noPayments:
    'Ningún trabajador de la empresa tiene cuenta CTS y CTS por depositar: no hay archivo que enviar.',
} as const;

export const telecreditoCts: BankFileLayout = {
  code: TELECREDITO_CTS,
  name: 'BCP Telecrédito (depósito de CTS)',
  ...TELECREDITO_CHARGE_ACCOUNT,
  noPayments: CTS_DEPOSIT_MESSAGES.noPayments,
  lines: (input, payments, total) => telecreditoLines('C', input, payments, total),
};

/** A worker's CTS to deposit: `account` is the CTS account's CCI ('' when none), `net` the amount. */
export type CtsDeposit = BankPayment;

export interface CtsDepositInput {
  readonly chargeAccount: string;
  /** 'YYYY-MM-DD'. */
  readonly paymentDate: string;
  /** 'CTS MAY-2025'. */
  readonly reference: string;
  readonly deposits: readonly CtsDeposit[];
}

/** The reference the file proposes for a deposit period ('2025-05' → 'CTS MAY-2025'). */
export function ctsReference(period: string): string {
  const months = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SET', 'OCT', 'NOV', 'DIC'];
  return `CTS ${months[Number(period.slice(5, 7)) - 1] ?? period.slice(5, 7)}-${period.slice(0, 4)}`;
}

/**
 * The company's CTS deposit file: workers without a CTS account are listed apart (`withoutAccount`),
 * those with nothing to deposit counted (`nothingToPay`); a bad CCI, a negative amount, a bad charge
 * account, date or reference refuse the file with every problem listed.
 */
export const ctsDepositFile = (input: CtsDepositInput): BankFileResult =>
  buildBankFile(
    {
      layout: TELECREDITO_CTS,
      chargeAccount: input.chargeAccount,
      paymentDate: input.paymentDate,
      reference: input.reference,
      payments: input.deposits,
    },
    telecreditoCts,
  );
