import { Decimal } from '../shared/decimal';
import { cents, digits, text, type BankFileLayout, type BankPayment } from './bank-file';

/**
 * BBVA Perú (Net Cash), pago de haberes: the fixed-width TXT a payroll system in production use writes
 * for BBVA Continental (jramirezch1978/SIGRE_JUMAR, Rrhh/Oracle/USP_RH_HABERES_TELECREDITO.prc, the
 * branch for its bank '028' Banco Continental; docs/bank-payments.md):
 *
 * Header (one line, 151 characters):
 *   '700' · charge account (20) · 'PEN' · total (15 digits, cents, no point) · 'A' process at once ·
 *   8 spaces (the date, only for a future date) · 'D' process hour · reference (25) · number of payments
 *   (6) · 'S' check that the account belongs to the document's holder · 18 zeros (control value, "uso
 *   futuro") · description (30 spaces) · filler (20 spaces).
 * Detail (one line per payment, 233 characters):
 *   '002' · document type (1) · document number (12) · 'P' · the worker's BBVA account (20, right
 *   aligned) · name (40) · amount (15 digits, cents) · 40 spaces · e-mail (50, right aligned; none) ·
 *   2 + 30 + 19 spaces.
 *
 * The source pays only the workers whose account is at BBVA (its query keeps the charge account's bank):
 * a worker is paid here when the CCI is a BBVA one (011) and the worker's own BBVA number is recorded;
 * everyone else is listed apart, to pay by another bank's file or otherwise.
 * UNVERIFIED: the document type letters (L DNI, E carné de extranjería, P pasaporte: the source reads
 * them from a table not published with it), the header's 3-character "indicador de proceso" the source's
 * comment names but its code writes as nothing (an Oracle empty string), and BBVA's own specification.
 */

export const BBVA = 'BBVA_HABERES';

/** BBVA's CCI code. */
export const BBVA_CCI = '011';

const DOCUMENT_CODES: Readonly<Record<string, string>> = { DNI: 'L', CE: 'E', PASAPORTE: 'P' };

/** The worker's BBVA account (20 digits as recorded), when the worker is paid at BBVA. */
export function bbvaAccount(p: BankPayment): string | undefined {
  const own = (p.ownAccount ?? '').replace(/[\s-]/g, '');
  return own !== '' && p.account.startsWith(BBVA_CCI) ? own : undefined;
}

export const bbva: BankFileLayout = {
  code: BBVA,
  name: 'BBVA Net Cash (pago de haberes)',
  chargeAccountHint: 'Cuenta BBVA en soles de la empresa: 18 o 20 dígitos (por ejemplo 0011-0123-0100012345)',
  chargeAccountProblem(account) {
    const d = account.replace(/[\s-]/g, '');
    if (d === '') return 'Indique la cuenta BBVA de la empresa desde la que se paga.';
    if (!/^(\d{18}|\d{20})$/.test(d))
      return 'La cuenta de cargo debe ser una cuenta BBVA de 18 o 20 dígitos (por ejemplo 0011-0123-0100012345).';
    return undefined;
  },
  payable: (p) => bbvaAccount(p) !== undefined,
  noPayments:
    'Ningún trabajador de la semana tiene cuenta en el BBVA (CCI 011… y número de cuenta BBVA): no hay archivo que enviar.',
  lines(input, payments, total) {
    const header =
      '700' +
      text(input.chargeAccount.replace(/[\s-]/g, ''), 20) +
      'PEN' +
      cents(total, 15) +
      'A' +
      ' '.repeat(8) +
      'D' +
      text(input.reference, 25) +
      digits(payments.length, 6) +
      'S' +
      '0'.repeat(18) +
      ' '.repeat(30) +
      ' '.repeat(20);
    const details = payments.map(
      (p) =>
        '002' +
        (DOCUMENT_CODES[p.documentType] ?? 'L') +
        text(p.document, 12) +
        'P' +
        bbvaAccount(p)!.slice(0, 20).padStart(20, ' ') +
        text(p.name, 40) +
        cents(Decimal.of(p.net), 15) +
        ' '.repeat(40) +
        ' '.repeat(50) +
        ' '.repeat(2 + 30 + 19),
    );
    return [header, ...details];
  },
};
