import { decimalTextProblem, cleanDecimalText, type DecimalRule } from '../shared/decimal-text';
import { oneOf, parserOf } from '../shared/vocabulary';

/**
 * A worker's labour regime (docs/workers.md, docs/payroll.md «Land staff (régimen general)»):
 * - `pesquero`: the fishing crew (D.S. 014-2004-TR), paid by catch shares, with the vacaciones,
 *   gratificación and CTS paid monthly as percentages of the month's pay;
 * - `general`: land staff under the general regime (D.Leg. 728), paid a fixed monthly salary, with
 *   the gratificaciones of July and December (Ley 27735), the CTS deposits of May and November
 *   (D.S. 001-97-TR) and 30 days of paid vacations a year (D.Leg. 713).
 * Date-effective like the rest of the worker's terms; `pesquero` when not stated.
 */
export const LABOUR_REGIMES = ['pesquero', 'general'] as const;
export type LabourRegime = (typeof LABOUR_REGIMES)[number];
export const isLabourRegime = oneOf(LABOUR_REGIMES);
export const parseLabourRegime = parserOf(LABOUR_REGIMES, 'labour regime');
export const DEFAULT_LABOUR_REGIME: LabourRegime = 'pesquero';

/** The monthly salary: soles with 2 decimals, not negative. */
export const MONTHLY_SALARY_RULE: DecimalRule = { decimals: 2, min: '0', max: '99999999.99' };

export const LABOUR_REGIME_MESSAGES = {
  regime: 'Seleccione el régimen laboral: Pesquero (D.S. 014-2004-TR) o General (D.Leg. 728).',
  salaryRequired:
    'Indique la remuneración mensual (S/): es obligatoria para el personal del régimen general (D.Leg. 728).',
  salaryPositive: 'La remuneración mensual de un trabajador del régimen general debe ser mayor que 0.',
} as const;

/** The regime as written ('' or absent: pesquero; any case). */
export const cleanLabourRegime = (value: string | undefined): string => {
  const v = (value ?? '').trim().toLowerCase();
  return v === '' ? DEFAULT_LABOUR_REGIME : v;
};

/** The salary as written: '' stays '' (none), a number gets 2 decimals ('3000' → '3000.00'). */
export const cleanMonthlySalary = (value: string | undefined): string => {
  const v = (value ?? '').trim();
  return v === '' ? '' : cleanDecimalText(v, 2);
};

/**
 * Why a regime and salary pair is wrong (field, Spanish message), or undefined: the regime must be one
 * of the two; the salary, when written, a number of at most 2 decimals, not negative; a general-regime
 * worker must have one above 0.
 */
export function labourTermsProblems(
  regime: string,
  salary: string,
): { field: 'labourRegime' | 'monthlySalary'; message: string }[] {
  const problems: { field: 'labourRegime' | 'monthlySalary'; message: string }[] = [];
  if (!isLabourRegime(regime))
    problems.push({ field: 'labourRegime', message: LABOUR_REGIME_MESSAGES.regime });
  if (salary !== '') {
    const problem = decimalTextProblem(salary, MONTHLY_SALARY_RULE, 'La remuneración mensual', 'f');
    if (problem !== undefined) return [...problems, { field: 'monthlySalary', message: problem }];
  }
  if (regime === 'general') {
    if (salary === '')
      problems.push({ field: 'monthlySalary', message: LABOUR_REGIME_MESSAGES.salaryRequired });
    else if (/^[0.]*$/.test(salary))
      problems.push({ field: 'monthlySalary', message: LABOUR_REGIME_MESSAGES.salaryPositive });
  }
  return problems;
}
