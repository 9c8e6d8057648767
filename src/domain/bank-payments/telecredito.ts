import { Decimal } from '../shared/decimal';
import { cents, digits, text, type BankFileInput, type BankFileLayout, type BankPayment } from './bank-file';

/**
 * BCP Telecrédito, pago de haberes (payroll), the fixed-width TXT of the "planilla nueva" form
 * (docs/bank-payments.md). Source: a payroll system's generator of this file in production use
 * (jramirezch1978/SIGRE_JUMAR, Rrhh/Oracle/USP_RH_HABERES_TELECREDITO.prc), which follows BCP's layout:
 *
 * Header (one line):
 *   '#' new payroll · '1' record type · 'H' haberes · 'C' product (current account) · charge account
 *   (14 digits: the 13-digit account with a '0' after its 3-digit office) + 6 spaces · 'S/' · total
 *   (15 digits, cents, no point) · date ddmmyyyy · reference (20) · control total (15 digits) ·
 *   number of payments (6) · '1' subtype · 15 spaces (dividends' id) · '1' debit note wanted.
 * Detail (one line per payment):
 *   ' 2' record type · account type ('A' the worker's own BCP account, 'B' interbank: a CCI) · account (20) ·
 *   name (40) · 'S/' · amount (15 digits, cents) · reference (40) · '0' · document type (3: DNI, CE,
 *   PAS) · document number (12) · '1' (check the account's holder).
 *
 * The control total ("total de control") is the sum, as integers, of the accounts' numbers: the charge
 * account's digits after its 3-digit office, and each credited account's. A BCP account counts its digits
 * after the office; a CCI (20 digits) counts its last ten (positions 11–20), which keeps the sum within its
 * 15 digits. [doubt: BCP's own specification of the CCI case was not found; the rule is kept in
 * `controlTotal` alone, to change in one place.]
 */

export const TELECREDITO = 'BCP_TELECREDITO';

/** The charge account as the header carries it: 13 digits (office 3 + 10) → '0' inserted after the office. */
export function chargeAccountField(account: string): string {
  const d = account.replace(/[\s-]/g, '');
  return d.length === 13 ? `${d.slice(0, 3)}0${d.slice(3)}` : d;
}

/** The control total: every account's digits after its first three, added as integers. */
export function controlTotal(chargeAccount: string, accounts: readonly string[]): bigint {
  const tail = (a: string) => {
    const d = a.replace(/[\s-]/g, '');
    return BigInt((d.length === 20 ? d.slice(10) : d.slice(3)) || '0');
  };
  return accounts.reduce((sum, a) => sum + tail(a), tail(chargeAccount));
}

/** BCP's CCI code. */
export const BCP = '002';

/**
 * How a payment's account goes to Telecrédito: type A with the worker's own BCP account number when
 * it is known and the CCI is a BCP one; type B with the CCI otherwise.
 */
export function creditedAccount(p: BankPayment): { type: 'A' | 'B'; account: string } {
  const own = (p.ownAccount ?? '').replace(/[\s-]/g, '');
  return own !== '' && p.account.startsWith(BCP)
    ? { type: 'A', account: own }
    : { type: 'B', account: p.account };
}

const DOCUMENT_CODES: Readonly<Record<string, string>> = { DNI: 'DNI', CE: 'CE', PASAPORTE: 'PAS' };

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** The charge account's hint and check, shared by the Telecrédito forms. */
export const TELECREDITO_CHARGE_ACCOUNT: Pick<BankFileLayout, 'chargeAccountHint' | 'chargeAccountProblem'> =
  {
    chargeAccountHint: 'Cuenta corriente BCP en soles: 13 dígitos (por ejemplo 191-1234567-0-12)',
    chargeAccountProblem(account) {
      const d = account.replace(/[\s-]/g, '');
      if (d === '') return 'Indique la cuenta corriente BCP de la empresa desde la que se paga.';
      if (!/^\d{13,14}$/.test(d))
        return 'La cuenta de cargo debe ser una cuenta corriente BCP de 13 dígitos (por ejemplo 191-1234567-0-12).';
      return undefined;
    },
  };

/**
 * The lines of a Telecrédito "planilla nueva" file whose header names the payroll kind: 'H' haberes,
 * 'C' CTS (cts-deposit.ts).
 */
export function telecreditoLines(
  kind: 'H' | 'C',
  input: BankFileInput,
  payments: readonly BankPayment[],
  total: Decimal,
): string[] {
  const header =
    `#1${kind}C` +
    text(chargeAccountField(input.chargeAccount), 20) +
    'S/' +
    cents(total, 15) +
    ddmmyyyy(input.paymentDate) +
    text(input.reference, 20) +
    digits(
      controlTotal(
        input.chargeAccount,
        payments.map((p) => creditedAccount(p).account),
      ),
      15,
    ) +
    digits(payments.length, 6) +
    '1' +
    ' '.repeat(15) +
    '1';
  const details = payments.map(
    (p) =>
      ' 2' +
      creditedAccount(p).type +
      text(creditedAccount(p).account, 20) +
      text(p.name, 40) +
      'S/' +
      cents(Decimal.of(p.net), 15) +
      text(input.reference, 40) +
      '0' +
      text(DOCUMENT_CODES[p.documentType] ?? p.documentType, 3) +
      text(p.document, 12) +
      '1',
  );
  return [header, ...details];
}

export const telecredito: BankFileLayout = {
  code: TELECREDITO,
  name: 'BCP Telecrédito (pago de haberes)',
  ...TELECREDITO_CHARGE_ACCOUNT,
  lines: (input, payments, total) => telecreditoLines('H', input, payments, total),
};
