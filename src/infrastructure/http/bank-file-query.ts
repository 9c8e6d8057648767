import type { BankFileRequest } from '../../application/bank-payments/contract';

/**
 * What the clerk gave for a bank file, in the file route's query words (`BankFileParams` of the bank
 * files' contract): the charge account, the payment date and the reference. The layout (`banco`) is left
 * to each route: not every file takes one.
 */
export const bankFileQuery = (request: BankFileRequest) => ({
  cuenta: request.chargeAccount,
  fecha: request.paymentDate,
  referencia: request.reference,
});
