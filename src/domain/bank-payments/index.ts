import { buildBankFile, type BankFileInput, type BankFileLayout, type BankFileResult } from './bank-file';
import { bbva } from './bbva';
import { telecreditoCts } from './cts-deposit';
import { telecredito } from './telecredito';

export * from './bank-file';
export * from './bbva';
export * from './cts-deposit';
export * from './telecredito';

/** The banks' layouts by code: another bank's layout is one more entry. */
export const BANK_FILE_LAYOUTS: Readonly<Record<string, BankFileLayout>> = {
  [telecredito.code]: telecredito,
  [telecreditoCts.code]: telecreditoCts,
  [bbva.code]: bbva,
};

/** The layouts the week's pay can be downloaded in (the CTS deposit has its own). */
export const PAYROLL_BANK_LAYOUTS: readonly BankFileLayout[] = [telecredito, bbva];

/** The file in the input's layout (an unknown layout is a problem, not an exception). */
export const bankFile = (input: BankFileInput): BankFileResult =>
  buildBankFile(input, BANK_FILE_LAYOUTS[input.layout]);
