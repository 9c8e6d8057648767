import type { Decimal } from '../decimal';
import { rateLine } from '../lines';
import type { WorkerInput } from '../weekly-input';
import type { MonthRates } from './rates';
import type { BenefitBaseParts, BenefitLine, FamilyAllowanceLine } from './types';

export interface MonthlyBenefits {
  readonly vacation: BenefitLine;
  readonly bonus: BenefitLine;
  readonly bonusExtra: BenefitLine;
  readonly cts: BenefitLine;
}

type BenefitRates = Pick<
  MonthRates,
  'vacationRate' | 'bonusRate' | 'ctsRate' | 'bonusExtraRate' | 'bonusExtraEpsRate'
>;

/**
 * The base of a crew member's vacaciones, gratificación and CTS (D.S. 014-2004-TR: a percentage "de la
 * remuneración que perciba el trabajador"; domain §4): all the remunerative pay of the month — catch
 * shares, specialty bonuses, land work, other (remunerative) earnings and the asignación familiar. Not
 * fixed pay: fixed-salary staff are under the general regime (D.Leg. 728), whose benefits are not these
 * percentages [decision]. Not the vacaciones themselves (no benefit on a benefit).
 */
export function benefitBase(parts: BenefitBaseParts): { base: Decimal; parts: BenefitBaseParts } {
  const base = parts.catchShares
    .plus(parts.specialtyBonus)
    .plus(parts.landWork)
    .plus(parts.otherEarnings)
    .plus(parts.familyAllowance)
    .round(2);
  return { base, parts };
}

/**
 * Vacaciones, gratificación and CTS on the month's benefit base (`benefitBase`), each line tracing the
 * parts of its base, and the bonificación extraordinaria on the gratificación (at the EPS rate for a
 * worker covered by an EPS).
 */
export function monthlyBenefits(parts: BenefitBaseParts, eps: boolean, rates: BenefitRates): MonthlyBenefits {
  const { base } = benefitBase(parts);
  const traced = (rate: Decimal) => ({ base, rate, ...parts });
  const vacation = rateLine(
    'vacation',
    'vacaciones: remuneración del mes (participación, bonificación por especialidad, trabajo en tierra, otros ingresos, asignación familiar) × tasa',
    traced(rates.vacationRate),
  );
  const bonus = rateLine(
    'bonus',
    'gratificación: remuneración del mes (participación, bonificación por especialidad, trabajo en tierra, otros ingresos, asignación familiar) × tasa',
    traced(rates.bonusRate),
  );
  const bonusExtra = rateLine(
    'bonusExtra',
    eps
      ? 'bonificación extraordinaria (con EPS): gratificación × tasa'
      : 'bonificación extraordinaria: gratificación × tasa',
    { base: bonus.amount, rate: eps ? rates.bonusExtraEpsRate : rates.bonusExtraRate },
  );
  const cts = rateLine(
    'cts',
    'CTS: remuneración del mes (participación, bonificación por especialidad, trabajo en tierra, otros ingresos, asignación familiar) × tasa',
    traced(rates.ctsRate),
  );
  return { vacation, bonus, bonusExtra, cts };
}

/**
 * Asignación familiar (Ley 25129; domain §5): 10 % of the RMV for a worker with dependent children
 * and activity in the month; remunerative (pension, EsSalud, SCTR, income tax). Not prorated by
 * the days worked [decision, verify]. Undefined when it does not apply.
 */
export function familyAllowanceLine(
  worker: WorkerInput,
  active: boolean,
  rmv: Decimal,
  rate: Decimal | undefined,
): FamilyAllowanceLine | undefined {
  if (!worker.familyAllowance || !active || rate === undefined) return undefined;
  return {
    concept: 'familyAllowance',
    amount: rmv.percentRounded(rate),
    formula: 'asignación familiar: RMV × tasa',
    inputs: { rmv, rate },
  };
}
