import type { Decimal } from '../decimal';
import { rateLine, type EmployerLine } from '../lines';
import { employerPensionLine, type PensionRates } from '../pension';

/**
 * The employer's contributions on a worker's gross pay: EsSalud, the pension scheme's employer
 * contribution (if any), SCTR. None on no pay.
 */
export function employerContributions(
  gross: Decimal,
  rates: PensionRates,
  essaludRate: Decimal,
  sctrRate: Decimal,
): EmployerLine[] {
  if (!gross.isPositive()) return [];
  const essalud = rateLine('essalud', 'EsSalud: remuneración × tasa', { base: gross, rate: essaludRate });
  const sctr = rateLine('sctr', 'SCTR: remuneración × tasa', { base: gross, rate: sctrRate });
  const pensionEmployer = employerPensionLine(rates, gross);
  return pensionEmployer === undefined ? [essalud, sctr] : [essalud, pensionEmployer, sctr];
}

/** The cents of the lines of one concept. */
export function conceptCents(lines: readonly EmployerLine[], concept: EmployerLine['concept']): number {
  let cents = 0;
  for (const line of lines) if (line.concept === concept) cents += line.amount.toCentsNumber();
  return cents;
}
