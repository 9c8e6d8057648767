import type { Decimal } from '../decimal';
import { rateLine } from '../lines';
import type { WorkerInput } from '../weekly-input';
import type { MonthRates } from './rates';
import type { BenefitLine, FamilyAllowanceLine } from './types';

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
 * Vacaciones, gratificación and CTS on the month's catch shares, and the bonificación extraordinaria
 * on the gratificación (at the EPS rate for a worker covered by an EPS).
 */
export function monthlyBenefits(catchShares: Decimal, eps: boolean, rates: BenefitRates): MonthlyBenefits {
  const vacation = rateLine('vacation', 'vacaciones: participación de pesca del mes × tasa', {
    base: catchShares,
    rate: rates.vacationRate,
  });
  const bonus = rateLine('bonus', 'gratificación: participación de pesca del mes × tasa', {
    base: catchShares,
    rate: rates.bonusRate,
  });
  const bonusExtra = rateLine(
    'bonusExtra',
    eps
      ? 'bonificación extraordinaria (con EPS): gratificación × tasa'
      : 'bonificación extraordinaria: gratificación × tasa',
    { base: bonus.amount, rate: eps ? rates.bonusExtraEpsRate : rates.bonusExtraRate },
  );
  const cts = rateLine('cts', 'CTS: participación de pesca del mes × tasa', {
    base: catchShares,
    rate: rates.ctsRate,
  });
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
