import { Decimal } from '../shared/decimal';
import { cleanDecimalText, decimalTextProblem, formatSoles, positiveRule } from '../shared/decimal-text';
import { formatDate, isIsoDate } from '../shared/dates';

/**
 * Loans to workers (préstamos; docs/loans.md, domain reference §3 "other deductions"): an amount lent on
 * a date and recovered in instalments deducted from the fishing weeks' pay. An instalment is a week's
 * `cuota_prestamo` adjustment that names the loan; the balance is never typed: it is the amount less the
 * instalments of the closed weeks, and what open weeks already plan to deduct is shown apart.
 */

export const LOAN_REASON_MAX = 300;

export const LOAN_AMOUNT_RULE = positiveRule('999999.99');

/** The fields as the form and the API carry them. */
export interface LoanInput {
  /** 'YYYY-MM-DD'. */
  readonly grantedOn: string;
  /** Decimal string ('1500.00'). */
  readonly amount: string;
  /** The instalment each week deducts ('150.00'); the last one is what is left. */
  readonly instalment: string;
  readonly reason: string;
}

export type LoanField = keyof LoanInput;

export interface LoanFieldError {
  readonly field: LoanField;
  readonly message: string;
}

export const LOAN_MESSAGES = {
  grantedOn: 'Indique la fecha del préstamo (dd/mm/aaaa).',
  reason: 'Indique el motivo del préstamo.',
  reasonTooLong: `El motivo admite hasta ${LOAN_REASON_MAX} caracteres.`,
  instalmentAboveAmount: 'La cuota no puede ser mayor que el monto prestado.',
  notFound: 'El préstamo no existe.',
  workerNotFound: 'El trabajador no existe.',
  amountBelowDeducted: (deducted: string) =>
    `El monto no puede ser menor que lo ya descontado en las semanas de pesca (${formatSoles(deducted)}).`,
  deleteWithInstalments: (weeks: number) =>
    `No se puede eliminar el préstamo: ${weeks === 1 ? 'una semana de pesca descuenta' : `${weeks} semanas de pesca descuentan`} cuotas de él. Quite las cuotas de las semanas abiertas; lo ya cerrado no se borra.`,
  workerHasLoans: (count: number) =>
    `No se puede eliminar el trabajador: tiene ${count === 1 ? 'un préstamo registrado' : `${count} préstamos registrados`}.`,
} as const;

/** Every problem of the fields (empty when valid). */
export function validateLoan(input: LoanInput): LoanFieldError[] {
  const out: LoanFieldError[] = [];
  if (!isIsoDate(input.grantedOn)) out.push({ field: 'grantedOn', message: LOAN_MESSAGES.grantedOn });
  const amount = decimalTextProblem(input.amount, LOAN_AMOUNT_RULE, 'El monto');
  if (amount) out.push({ field: 'amount', message: amount });
  const instalment = decimalTextProblem(input.instalment, LOAN_AMOUNT_RULE, 'La cuota', 'f');
  if (instalment) out.push({ field: 'instalment', message: instalment });
  else if (
    !amount &&
    Decimal.of(cleanDecimalText(input.instalment, 2)).compare(Decimal.of(cleanDecimalText(input.amount, 2))) >
      0
  )
    out.push({ field: 'instalment', message: LOAN_MESSAGES.instalmentAboveAmount });
  if (input.reason.trim() === '') out.push({ field: 'reason', message: LOAN_MESSAGES.reason });
  else if (input.reason.trim().length > LOAN_REASON_MAX)
    out.push({ field: 'reason', message: LOAN_MESSAGES.reasonTooLong });
  return out;
}

/** The fields as stored: amounts with two decimals, the reason trimmed. */
export function cleanLoan(input: LoanInput): LoanInput {
  return {
    grantedOn: input.grantedOn,
    amount: cleanDecimalText(input.amount, 2),
    instalment: cleanDecimalText(input.instalment, 2),
    reason: input.reason.trim().replace(/\s+/g, ' '),
  };
}

/** An instalment as a week's adjustments hold it. */
export interface LoanInstalment {
  readonly weekId: number;
  readonly year: number;
  readonly number: number;
  /** Closed weeks have deducted it; the others plan to. */
  readonly closed: boolean;
  /** Decimal string. */
  readonly amount: string;
}

export interface Loan extends LoanInput {
  readonly id: number;
  readonly workerId: number;
  readonly version: number;
}

/** A loan with its instalments and running balance. */
export interface LoanStatement extends Loan {
  readonly instalments: LoanInstalment[];
  /** Deducted by closed weeks. */
  readonly deducted: string;
  /** Planned by weeks not closed yet. */
  readonly planned: string;
  /** amount − deducted. */
  readonly balance: string;
  /** What a further week may still deduct: amount − deducted − planned. */
  readonly available: string;
}

/** The loan's running balance from the weeks' instalments. */
export function loanStatement(loan: Loan, instalments: readonly LoanInstalment[]): LoanStatement {
  const sum = (closed: boolean) =>
    Decimal.sum(instalments.filter((i) => i.closed === closed).map((i) => Decimal.of(i.amount)));
  const deducted = sum(true);
  const planned = sum(false);
  const amount = Decimal.of(loan.amount);
  return {
    ...loan,
    instalments: [...instalments].sort(
      (a, b) => a.year - b.year || a.number - b.number || a.weekId - b.weekId,
    ),
    deducted: deducted.toFixed(2),
    planned: planned.toFixed(2),
    balance: amount.minus(deducted).toFixed(2),
    available: Decimal.max(amount.minus(deducted).minus(planned), Decimal.ZERO).toFixed(2),
  };
}

/** The reason a week's instalment row carries: 'Préstamo N.° 7 del 15/03/2025 (saldo S/ 900.00)'. */
export function instalmentReason(loan: Pick<Loan, 'id' | 'grantedOn'>, balance: string): string {
  return `Préstamo N.° ${loan.id} del ${formatDate(loan.grantedOn)} (saldo ${formatSoles(balance)})`;
}

/** The instalment a week deducts: the loan's instalment, or what is left when less. */
export function nextInstalment(loan: Pick<Loan, 'instalment'>, available: string): string {
  return Decimal.min(Decimal.of(loan.instalment), Decimal.of(available)).toFixed(2);
}
