/**
 * A bank file before it is made, and what the clerk gives to make it: the same for the weekly pay
 * (payroll report) and the CTS deposit (months), whose APIs answer and take these shapes
 * (docs/bank-payments.md).
 */

/** Who a bank file covers, before it. */
export interface BankFilePreview {
  readonly layout: { readonly code: string; readonly name: string; readonly chargeAccountHint: string };
  /** Workers the file pays (or deposits to). */
  readonly paid: number;
  readonly total: string;
  /** Workers with an amount and no account recorded: listed apart, paid otherwise, never dropped. */
  readonly withoutAccount: readonly {
    readonly document: string;
    readonly name: string;
    readonly net: string;
  }[];
  readonly nothingToPay: number;
  /** The reference the file proposes: 'SEM 14-2025', 'CTS MAY-2025'. */
  readonly reference: string;
}

/** What the clerk gives to make the file. */
export interface BankFileRequest {
  readonly chargeAccount: string;
  /** 'YYYY-MM-DD'. */
  readonly paymentDate: string;
  readonly reference: string;
}
