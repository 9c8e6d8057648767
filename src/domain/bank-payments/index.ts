import { buildBankFile, type BankFileInput, type BankFileLayout, type BankFileResult } from './bank-file';
import { telecreditoCts } from './cts-deposit';
import { telecredito } from './telecredito';

export * from './bank-file';
export * from './cts-deposit';
export * from './telecredito';

/** The banks' layouts by code: another bank's layout is one more entry. */
export const BANK_FILE_LAYOUTS: Readonly<Record<string, BankFileLayout>> = {
  [telecredito.code]: telecredito,
  [telecreditoCts.code]: telecreditoCts,
};

/** The file in the input's layout (an unknown layout is a problem, not an exception). */
export const bankFile = (input: BankFileInput): BankFileResult =>
  buildBankFile(input, BANK_FILE_LAYOUTS[input.layout]);
