import { allocateInOrder, allocateSafeIntegers } from '../allocation';
import { Decimal } from '../decimal';
import type { CatchPool, CatchShareLine, EarningLine, SpecialtyBonusLine } from '../lines';
import type { ShareRuleInput } from '../weekly-input';
import type { WorkerAccount, WorkerAccounts } from './accounts';
import type { ComputedPool, PlannedPool } from './pools';

export const CATCH_SHARE_FORMULA = 'pool × partes / Σ partes (resto mayor; empates al menor documento)';

/** The pool in cents per crew member, by largest remainder (ties to the lower document: crews are in rank order). */
export function allocatePool(computed: ComputedPool): number[] {
  const { pool, weights, totalWeight } = computed;
  const poolCents = Number(pool.pool.units);
  return poolCents * totalWeight <= Number.MAX_SAFE_INTEGER
    ? allocateSafeIntegers(poolCents, weights, totalWeight)
    : allocateInOrder(pool.pool.units, weights.map(BigInt)).map(Number);
}

/**
 * Each crew member's catch share of the pool (and the specialty bonus the share rule gives), added to
 * their account. Fishing days count the dates with a share.
 */
export function shareOutPool(
  planned: PlannedPool,
  pool: CatchPool,
  cents: readonly number[],
  accounts: WorkerAccounts,
): void {
  const { ranks, rules, positions } = planned;
  // The trace inputs are the same for every crew member of the pool in the same position, and
  // so, mostly, are the amounts: share them (a small linear cache, crews are small).
  const seenInputs: CatchShareLine['inputs'][] = [];
  const seenCents: number[] = [];
  const seenAmounts: Decimal[] = [];
  for (let i = 0; i < ranks.length; i++) {
    const rule = rules[i]!;
    const position = positions[i]!;
    const acc = accounts.of(ranks[i]!);
    const share = cents[i]!;
    let amount: Decimal | undefined;
    for (let k = 0; k < seenCents.length; k++) {
      if (seenCents[k] === share) {
        amount = seenAmounts[k];
        break;
      }
    }
    if (amount === undefined) {
      amount = Decimal.fromCents(BigInt(share));
      seenCents.push(share);
      seenAmounts.push(amount);
    }
    let inputs: CatchShareLine['inputs'] | undefined;
    for (let k = 0; k < seenInputs.length; k++) {
      if (seenInputs[k]!.partes === rule.partes && seenInputs[k]!.position === position) {
        inputs = seenInputs[k];
        break;
      }
    }
    if (inputs === undefined) {
      inputs = { pool, position, partes: rule.partes };
      seenInputs.push(inputs);
    }
    acc.earnings.push({ concept: 'catchShare', amount, formula: CATCH_SHARE_FORMULA, inputs });
    acc.catchCents += share;
    const firstPoolOfDay = acc.lastFishingDate !== pool.date;
    if (firstPoolOfDay) {
      acc.fishingDays++;
      acc.lastFishingDate = pool.date;
    }
    addSpecialtyBonus(acc, rule, pool, position, amount, firstPoolOfDay);
  }
}

/**
 * The specialty bonus of a share rule: a percentage of each share, or an amount per fishing day (on
 * the first pool of the day only).
 */
export function specialtyBonusLine(
  rule: ShareRuleInput,
  pool: CatchPool,
  position: string,
  share: Decimal,
  firstPoolOfDay: boolean,
): EarningLine | undefined {
  const bonus = rule.specialtyBonus;
  const line = (
    amount: Decimal,
    formula: string,
    how: Pick<SpecialtyBonusLine['inputs'], 'kind' | 'value' | 'share' | 'species'>,
  ): EarningLine => ({
    concept: 'specialtyBonus',
    amount,
    formula,
    inputs: { date: pool.date, day: pool.day, vessel: pool.vessel, position, ...how },
  });
  if (bonus?.kind === 'percentOfShare') {
    return line(share.percent(bonus.rate).round(2), 'bonificación por especialidad: participación × tasa', {
      kind: bonus.kind,
      value: bonus.rate,
      share,
      species: pool.species,
    });
  }
  if (bonus?.kind === 'perFishingDay' && firstPoolOfDay) {
    return line(bonus.amount.round(2), 'bonificación por especialidad: monto por día de pesca', {
      kind: bonus.kind,
      value: bonus.amount,
    });
  }
  return undefined;
}

function addSpecialtyBonus(
  acc: WorkerAccount,
  rule: ShareRuleInput,
  pool: CatchPool,
  position: string,
  share: Decimal,
  firstPoolOfDay: boolean,
): void {
  if (rule.specialtyBonus === undefined) return;
  const line = specialtyBonusLine(rule, pool, position, share, firstPoolOfDay);
  if (line === undefined) return;
  acc.earnings.push(line);
  acc.bonusCents += Number(line.amount.units);
}
