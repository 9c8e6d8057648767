import type { Static } from 'typebox';
import type * as contract from './contract';

/**
 * A bank file before it is made, and what the clerk gives to make it: the same for the weekly pay
 * (payroll report) and the CTS deposit (months), whose APIs answer and take these shapes
 * (docs/bank-payments.md).
 */

/** Who a bank file covers, before it (the contract's answer). */
export type BankFilePreview = Static<typeof contract.BankFilePreview>;

/** What the clerk gives to make the file (the adapters send it as the file route's query). */
export interface BankFileRequest {
  readonly chargeAccount: string;
  /** 'YYYY-MM-DD'. */
  readonly paymentDate: string;
  readonly reference: string;
}
