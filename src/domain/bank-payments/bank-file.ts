import { withoutFormulaStart } from '../shared/formula-injection';
import { Decimal } from '../shared/decimal';
import { cciProblem, cleanCci } from '../shared/cci';
import { DOCUMENT_TYPE_NAMES, isDocumentType } from '../shared/identity-document';
import { withoutAccents } from '../shared/validation';

/**
 * The bank payment file of a closed week's net pay (docs/bank-payments.md): one company's workers, paid
 * from the company's charge account. The layout is a parameter (`BANK_FILE_LAYOUTS`): another bank's is
 * one more entry. Pure: the server reads the week, the workers and the company, and sends the text.
 */

/** A worker to pay: identity, account (CCI) and net pay of the week. */
export interface BankPayment {
  readonly documentType: string;
  readonly document: string;
  /** 'QUISPE MAMANI, JUAN'. */
  readonly name: string;
  /** CCI, 20 digits ('' when the worker has none). */
  readonly account: string;
  /**
   * The account's own number at its bank ('' or absent when only the CCI is known): a layout pays it
   * as the bank's own account (BCP: type A) when the account is at that bank (the CCI's first 3 digits).
   */
  readonly ownAccount?: string;
  /** Decimal string, two decimals. */
  readonly net: string;
}

export interface BankFileInput {
  readonly layout: string;
  /** The company's account the payments are charged to (the layout says its form). */
  readonly chargeAccount: string;
  /** 'YYYY-MM-DD'. */
  readonly paymentDate: string;
  /** Printed on the charge and on each credit: 'PLANILLA SEM 14-2025'. */
  readonly reference: string;
  readonly payments: readonly BankPayment[];
}

export interface BankFileProblem {
  /** 'QUISPE MAMANI, JUAN (DNI 40123456)', absent for the file's own fields. */
  readonly worker?: string;
  readonly field: string;
  readonly message: string;
}

export interface BankFile {
  readonly content: string;
  /** The payments in the file. */
  readonly paid: readonly BankPayment[];
  /**
   * Workers with net pay but no account (or an account the layout cannot pay): paid otherwise, listed
   * apart, never silently dropped.
   */
  readonly withoutAccount: readonly BankPayment[];
  /** Workers whose net pay is zero: nothing to pay. */
  readonly nothingToPay: readonly BankPayment[];
  readonly total: string;
}

export type BankFileResult =
  | { readonly ok: true; readonly file: BankFile }
  | { readonly ok: false; readonly problems: readonly BankFileProblem[] };

export interface BankFileLayout {
  readonly code: string;
  /** 'BCP Telecrédito (pago de haberes)'. */
  readonly name: string;
  /** What the charge account must look like, for the form: 'Cuenta corriente BCP de 13 o 14 dígitos'. */
  readonly chargeAccountHint: string;
  /** Why the charge account does not fit the layout, or undefined. */
  chargeAccountProblem(account: string): string | undefined;
  /**
   * Whether the layout can pay this worker's account (absent: every valid CCI). A worker it cannot pay
   * is listed apart with those without an account (paid by another bank's file or otherwise).
   */
  readonly payable?: (payment: BankPayment) => boolean;
  /** Why there is no file when nobody can be paid (the weekly pay's message when absent). */
  readonly noPayments?: string;
  /** The file's lines for payments already validated (each with an account and net pay above zero). */
  lines(input: BankFileInput, payments: readonly BankPayment[], total: Decimal): string[];
}

export const BANK_FILE_MESSAGES = {
  unknownLayout: (code: string) => `El formato de archivo bancario «${code}» no existe.`,
  date: 'Indique la fecha de pago (dd/mm/aaaa).',
  reference: 'Indique una referencia de 1 a 20 caracteres (letras, números y espacios).',
  noPayments:
    'Ningún trabajador de la semana tiene cuenta bancaria y neto a pagar: no hay archivo que enviar.',
  negativeNet: 'El neto a pagar es negativo: revise sus descuentos antes de pagar.',
  tooLarge: 'El importe no cabe en el formato del banco.',
} as const;

const SPACE = ' ';
export const LINE_END = '\r\n';

/** Text as the bank reads it: upper case, no accents, Ñ as N, only letters, digits and a few signs. */
export function bankText(value: string): string {
  return withoutAccents(value)
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Left-aligned, space-padded, cut to the width. */
export const text = (value: string, width: number): string =>
  withoutFormulaStart(bankText(value)).slice(0, width).padEnd(width, SPACE);

/** Right-aligned, zero-padded digits. */
export const digits = (value: string | number | bigint, width: number): string => {
  const s = String(value);
  if (!/^\d+$/.test(s) || s.length > width) throw new RangeError(`${s} does not fit ${width} digits`);
  return s.padStart(width, '0');
};

/** An amount in cents, zero-padded, no point: 2126.51 → '000000000212651' (width 15). */
export const cents = (amount: Decimal, width: number): string => digits(amount.round(2).toCents(), width);

export function workerLabel(p: Pick<BankPayment, 'documentType' | 'document' | 'name'>): string {
  const type = isDocumentType(p.documentType) ? DOCUMENT_TYPE_NAMES[p.documentType] : p.documentType;
  return `${p.name} (${type} ${p.document})`;
}

/**
 * Validates the week's payments and builds the file: workers without an account or with nothing to pay
 * are listed apart; a bad CCI, a negative net, a bad charge account, date or reference refuse the file
 * with the list of what to fix.
 */
export function buildBankFile(input: BankFileInput, layout: BankFileLayout | undefined): BankFileResult {
  if (!layout)
    return {
      ok: false,
      problems: [{ field: 'layout', message: BANK_FILE_MESSAGES.unknownLayout(input.layout) }],
    };
  const problems: BankFileProblem[] = [];
  const charge = layout.chargeAccountProblem(input.chargeAccount);
  if (charge) problems.push({ field: 'chargeAccount', message: charge });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.paymentDate))
    problems.push({ field: 'paymentDate', message: BANK_FILE_MESSAGES.date });
  const reference = bankText(input.reference);
  if (reference.length === 0 || reference.length > 20)
    problems.push({ field: 'reference', message: BANK_FILE_MESSAGES.reference });

  const paid: BankPayment[] = [];
  const withoutAccount: BankPayment[] = [];
  const nothingToPay: BankPayment[] = [];
  let total = Decimal.ZERO;
  for (const p of input.payments) {
    const net = Decimal.parse(p.net) ?? Decimal.ZERO;
    if (net.isNegative()) {
      problems.push({ worker: workerLabel(p), field: 'net', message: BANK_FILE_MESSAGES.negativeNet });
      continue;
    }
    if (net.isZero()) {
      nothingToPay.push(p);
      continue;
    }
    const account = cleanCci(p.account);
    if (account === '') {
      withoutAccount.push(p);
      continue;
    }
    const cci = cciProblem(account);
    if (cci) {
      problems.push({
        worker: workerLabel(p),
        field: 'account',
        message: `${cci} Corríjalo en la ficha del trabajador.`,
      });
      continue;
    }
    if (layout.payable && !layout.payable({ ...p, account })) {
      withoutAccount.push(p);
      continue;
    }
    paid.push({ ...p, account });
    total = total.plus(net);
  }
  if (problems.length === 0 && paid.length === 0)
    problems.push({ field: 'payments', message: layout.noPayments ?? BANK_FILE_MESSAGES.noPayments });
  if (problems.length > 0) return { ok: false, problems };
  let lines: string[];
  try {
    lines = layout.lines(input, paid, total);
  } catch (error) {
    if (error instanceof RangeError)
      return { ok: false, problems: [{ field: 'total', message: BANK_FILE_MESSAGES.tooLarge }] };
    throw error;
  }
  return {
    ok: true,
    file: {
      content: lines.map((l) => l + LINE_END).join(''),
      paid,
      withoutAccount,
      nothingToPay,
      total: total.toFixed(2),
    },
  };
}
