import type { DeductibleExpensesInput, OtherEmployerIncomeInput } from '../payroll/monthly-payroll';
import { Decimal } from '../shared/decimal';
import { cleanDecimalText, decimalTextProblem, type DecimalRule } from '../shared/decimal-text';
import { rucProblem } from '../shared/ruc';
import type { FieldError } from '../shared/validation';

/**
 * What a worker declares to the company for the income tax (renta de quinta categoría) of a payroll
 * month (docs/months.md, docs/payroll.md):
 *
 * - **otro_empleador**: the month's taxable pay from another employer and the tax it withheld (art. 40
 *   of the Reglamento de la LIR: a worker with more than one employer declares the other pay to the
 *   withholding agent). One per worker, month and employer RUC.
 * - **gastos_deducibles**: the deductible expenses declared for the year so far (LIR art. 46, additional
 *   deduction of up to 3 UIT): reported with its cap, not applied by the withholding agent. One per
 *   worker and month.
 *
 * The month's computation passes them to the engine (`otherEmployers`, `deductibleExpenses`).
 */
export const DECLARATION_KINDS = ['otro_empleador', 'gastos_deducibles'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

export const EMPLOYER_NAME_MAX = 200;
export const DOCUMENT_MAX = 20;

/** Amounts: two decimals, zero or more (numeric(12,2)). */
export const DECLARATION_AMOUNT_RULE: DecimalRule = { decimals: 2, min: '0', max: '9999999999.99' };

/** The fields as the form and the API carry them; those of the other kind are ignored (empty). */
export interface DeclarationInput {
  readonly kind: DeclarationKind;
  /** The worker's document number. */
  readonly document: string;
  readonly employerRuc: string;
  readonly employerName: string;
  /** Decimal strings ('2500.00'). */
  readonly taxablePay: string;
  readonly taxWithheld: string;
  /** Deductible expenses declared for the year so far. */
  readonly amount: string;
}

export type DeclarationField = keyof DeclarationInput;

export const DECLARATION_MESSAGES = {
  kind: 'Indique el tipo de declaración.',
  document: 'Indique el documento del trabajador.',
  unknownWorker: (document: string) => `No existe un trabajador con el documento ${document}.`,
  employerName: 'Indique la razón social del otro empleador.',
  employerNameTooLong: `La razón social admite hasta ${EMPLOYER_NAME_MAX} caracteres.`,
  withheldAbovePay: 'La retención no puede ser mayor que la remuneración afecta.',
  duplicateEmployer: 'El trabajador ya declaró ingresos de este empleador en el mes.',
  duplicateExpenses: 'El trabajador ya declaró sus gastos deducibles en el mes: modifique esa declaración.',
  notFound: 'La declaración no existe.',
  workerHasDeclarations: (count: number) =>
    `No se puede eliminar el trabajador: tiene ${count === 1 ? 'una declaración de renta registrada' : `${count} declaraciones de renta registradas`} en los meses de planilla.`,
  /** A change refused because its month is closed. */
  closedMonth: (month: string) =>
    `El mes ${month} está cerrado: reabra el mes antes de cambiar sus declaraciones de renta.`,
} as const;

/** Every problem of the fields (empty when valid), by field. */
export function validateDeclaration(input: DeclarationInput): FieldError[] {
  const out: FieldError[] = [];
  if (!(DECLARATION_KINDS as readonly string[]).includes(input.kind))
    return [{ field: 'kind', message: DECLARATION_MESSAGES.kind }];
  if (input.document.trim() === '') out.push({ field: 'document', message: DECLARATION_MESSAGES.document });
  if (input.kind === 'gastos_deducibles') {
    const amount = decimalTextProblem(input.amount, DECLARATION_AMOUNT_RULE, 'El monto de gastos deducibles');
    if (amount) out.push({ field: 'amount', message: amount });
    return out;
  }
  const ruc = rucProblem(input.employerRuc);
  if (ruc) out.push({ field: 'employerRuc', message: ruc });
  const name = input.employerName.trim();
  if (name === '') out.push({ field: 'employerName', message: DECLARATION_MESSAGES.employerName });
  else if (name.length > EMPLOYER_NAME_MAX)
    out.push({ field: 'employerName', message: DECLARATION_MESSAGES.employerNameTooLong });
  const pay = decimalTextProblem(input.taxablePay, DECLARATION_AMOUNT_RULE, 'La remuneración afecta', 'f');
  if (pay) out.push({ field: 'taxablePay', message: pay });
  const withheld = decimalTextProblem(input.taxWithheld, DECLARATION_AMOUNT_RULE, 'La retención', 'f');
  if (withheld) out.push({ field: 'taxWithheld', message: withheld });
  else if (
    !pay &&
    Decimal.of(cleanDecimalText(input.taxWithheld, 2)).compare(
      Decimal.of(cleanDecimalText(input.taxablePay, 2)),
    ) > 0
  )
    out.push({ field: 'taxWithheld', message: DECLARATION_MESSAGES.withheldAbovePay });
  return out;
}

/** The fields as stored: trimmed, amounts with two decimals, the other kind's fields empty. */
export function cleanDeclaration(input: DeclarationInput): DeclarationInput {
  const document = input.document.trim();
  if (input.kind === 'gastos_deducibles')
    return {
      kind: input.kind,
      document,
      employerRuc: '',
      employerName: '',
      taxablePay: '',
      taxWithheld: '',
      amount: cleanDecimalText(input.amount, 2),
    };
  return {
    kind: input.kind,
    document,
    employerRuc: input.employerRuc.trim(),
    employerName: input.employerName.trim().replace(/\s+/g, ' '),
    taxablePay: cleanDecimalText(input.taxablePay, 2),
    taxWithheld: cleanDecimalText(input.taxWithheld, 2),
    amount: '',
  };
}

/** A stored declaration as the API answers it. */
export interface Declaration extends DeclarationInput {
  readonly id: number;
  readonly month: string;
  /** The worker's name. */
  readonly name: string;
  readonly version: number;
}

/** An empty form of a kind. */
export const emptyDeclaration = (kind: DeclarationKind = 'otro_empleador'): DeclarationInput => ({
  kind,
  document: '',
  employerRuc: '',
  employerName: '',
  taxablePay: '',
  taxWithheld: '',
  amount: '',
});

/** What the month's computation passes to the engine: other employers' pay and the expenses declared. */
export interface DeclarationsForEngine {
  readonly otherEmployers: OtherEmployerIncomeInput[];
  readonly deductibleExpenses: DeductibleExpensesInput[];
}

/** The other employer as the engine names it: «20100070970 SUPERMERCADOS PERUANOS S.A.». */
export const employerLabel = (d: Pick<DeclarationInput, 'employerRuc' | 'employerName'>) =>
  `${d.employerRuc} ${d.employerName}`;

export function declarationsForEngine(
  declarations: readonly Pick<Declaration, keyof DeclarationInput>[],
): DeclarationsForEngine {
  const otherEmployers: OtherEmployerIncomeInput[] = [];
  const deductibleExpenses: DeductibleExpensesInput[] = [];
  for (const d of declarations)
    if (d.kind === 'otro_empleador')
      otherEmployers.push({
        worker: d.document,
        employer: employerLabel(d),
        taxablePay: Decimal.of(d.taxablePay),
        taxWithheld: Decimal.of(d.taxWithheld),
      });
    else deductibleExpenses.push({ worker: d.document, amount: Decimal.of(d.amount) });
  return { otherEmployers, deductibleExpenses };
}

/** What a month's computation used of its declarations: each one's id and version. */
export interface DeclarationStamp {
  readonly id: number;
  readonly version: number;
}

export const declarationStampsOf = (declarations: readonly DeclarationStamp[]): DeclarationStamp[] =>
  declarations.map((d) => ({ id: d.id, version: d.version })).sort((a, b) => a.id - b.id);

/** Whether the declarations are still those a computation used (in any order). */
export function sameDeclarations(
  used: readonly DeclarationStamp[],
  now: readonly DeclarationStamp[],
): boolean {
  const a = declarationStampsOf(used);
  const b = declarationStampsOf(now);
  return a.length === b.length && a.every((s, i) => s.id === b[i]!.id && s.version === b[i]!.version);
}
