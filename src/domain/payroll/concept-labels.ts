import { formatMonthName } from '../shared/month-names';

/**
 * The Spanish name of each line concept of the engine (docs/payroll.md), as the screen's breakdown, the
 * payslips and the report print it.
 */
const LABELS: Readonly<Record<string, string>> = {
  catchShare: 'Participación de pesca',
  specialtyBonus: 'Bonificación por especialidad',
  landWork: 'Trabajo en tierra',
  fixedPay: 'Remuneración fija',
  otherEarning: 'Otros ingresos',
  vacation: 'Vacaciones',
  bonus: 'Gratificación',
  bonusExtra: 'Bonificación extraordinaria',
  cts: 'CTS',
  familyAllowance: 'Asignación familiar',
  pensionContribution: 'Aporte al fondo de pensiones',
  pensionInsurance: 'Prima de seguro (AFP)',
  pensionCommission: 'Comisión de la AFP',
  pensionTopUp: 'Aporte complementario de pensiones',
  unionDues: 'Cuota sindical',
  otherDeduction: 'Otro descuento',
  pensionAdjustment: 'Ajuste de pensiones del mes',
  incomeTaxBracket: 'Impuesto a la renta',
  incomeTax: 'Renta de quinta (planilla mensual)',
  carriedToLastWeek: 'Saldo a descontar en la última semana',
  essalud: 'EsSalud',
  epsCredit: 'Crédito EPS',
  pensionEmployer: 'Aporte del empleador a pensiones',
  sctr: 'SCTR',
  fep: 'Fondo Extraordinario del Pescador',
};

/**
 * The engine's earning concepts, then the worker's pension charges and union dues, in the order the
 * filings and the report list them (each list then goes on with its own deductions).
 */
export const EARNING_AND_PENSION_CONCEPTS = [
  'catchShare',
  'specialtyBonus',
  'landWork',
  'fixedPay',
  'otherEarning',
  'vacation',
  'bonus',
  'bonusExtra',
  'familyAllowance',
  'pensionContribution',
  'pensionInsurance',
  'pensionCommission',
  'pensionTopUp',
  'pensionAdjustment',
  'unionDues',
] as const;

/** The employer's contributions and the FEP, in the order the filings and the report list them. */
export const EMPLOYER_CONCEPTS = ['essalud', 'epsCredit', 'pensionEmployer', 'sctr', 'fep'] as const;

/** The concept's Spanish name (the concept itself when it has none). */
export const conceptLabel = (concept: string): string => LABELS[concept] ?? concept;

/**
 * The name of an other deduction by its kind, as the adjustments grid names it: an advance is not
 * «Otro descuento» on the worker's payslip.
 */
export const OTHER_DEDUCTION_LABELS: Readonly<Record<string, string>> = {
  advance: 'Adelanto',
  judicial: 'Retención judicial',
  other: LABELS.otherDeduction!,
};

/** A line's Spanish name: its concept's, or for an other deduction its kind's. */
export function lineLabel(line: { readonly concept: string; readonly inputs?: unknown }): string {
  const inputs = line.inputs;
  if (
    line.concept === 'otherDeduction' &&
    typeof inputs === 'object' &&
    inputs !== null &&
    'kind' in inputs
  ) {
    const kind = (inputs as { kind: unknown }).kind;
    if (typeof kind === 'string' && OTHER_DEDUCTION_LABELS[kind]) return OTHER_DEDUCTION_LABELS[kind];
  }
  // An earlier month's income tax balance withheld in a week names its month (docs/payroll.md).
  if (line.concept === 'incomeTax' && typeof inputs === 'object' && inputs !== null && 'balance' in inputs) {
    const month = (inputs as { month?: unknown }).month;
    if (typeof month === 'string') return `Saldo de renta de quinta de ${formatMonthName(month)}`;
  }
  return conceptLabel(line.concept);
}
