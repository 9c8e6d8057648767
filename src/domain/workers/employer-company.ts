/**
 * A worker's employer company («Empresa empleadora», docs/workers.md): part of the terms by date, the
 * company that employs the worker when no vessel says so. The crew's employer is the company of the
 * vessel they fished on (src/domain/shared/payslip.ts `companyResolver`), so for them it is optional;
 * land staff under the general regime (D.Leg. 728) sail on no vessel, so when the group has more than
 * one company theirs must be stated.
 */

export const EMPLOYER_COMPANY_MESSAGES = {
  required:
    'Seleccione la empresa empleadora: es obligatoria para el personal del régimen general (D.Leg. 728) cuando hay más de una empresa.',
  unknown: 'La empresa empleadora no existe.',
  inactive: 'La empresa empleadora está desactivada: elija una activa.',
} as const;

/** What the server knows of the chosen company and of the group, to check a worker's employer. */
export interface EmployerCompanyFacts {
  /** The chosen company: 'none' when none is chosen. */
  readonly chosen: 'none' | 'missing' | 'inactive' | 'active';
  /** How many companies the group has (active or not). */
  readonly companies: number;
}

/**
 * Why a worker's employer company is refused (Spanish), or undefined: a chosen company must exist and be
 * active; a worker of the general regime must have one when the group has more than one company (with a
 * single company, that one is the employer).
 */
export function employerCompanyProblem(
  labourRegime: string,
  facts: EmployerCompanyFacts,
): string | undefined {
  if (facts.chosen === 'missing') return EMPLOYER_COMPANY_MESSAGES.unknown;
  if (facts.chosen === 'inactive') return EMPLOYER_COMPANY_MESSAGES.inactive;
  if (facts.chosen === 'none' && labourRegime === 'general' && facts.companies > 1)
    return EMPLOYER_COMPANY_MESSAGES.required;
  return undefined;
}
