import type { Decimal } from './decimal';
import type { IsoDate } from './dates';
import type { ShareRuleInput, WeeklyPayrollInput } from './weekly-input';

/**
 * A stored pago por especialidad row, named by the codes the week input uses: the position's code, the
 * vessel's registration and the fishing type's code.
 */
export interface StoredShareRule {
  readonly position: string;
  readonly effectiveFrom: IsoDate;
  readonly partes: Decimal;
  readonly vessel?: string;
  readonly fishingType?: string;
  /** Specialty bonus in soles per fishing day on board (zero when none). */
  readonly bonus: Decimal;
}

/**
 * The stored pago por especialidad as the week's share rules: for every position of the week that has
 * stored rows (for a vessel of the week, or for any vessel), the stored rows replace the input's rows
 * of that position; positions without stored rows keep the input's. Rows naming positions or vessels
 * the week does not have are left out (they are other weeks' business).
 *
 * A stored bonus other than zero is the engine's `perFishingDay` specialty bonus: that amount for each
 * day the worker was on board in that position and the vessel landed catch (docs/parameters.md).
 */
export function withStoredShareRules(
  input: WeeklyPayrollInput,
  stored: readonly StoredShareRule[],
): WeeklyPayrollInput {
  const positions = new Set(input.positions.map((p) => p.code));
  const vessels = new Set(input.vessels.map((v) => v.code));
  const usable = stored.filter(
    (r) => positions.has(r.position) && (r.vessel === undefined || vessels.has(r.vessel)),
  );
  if (usable.length === 0) return input;
  const covered = new Set(usable.map((r) => r.position));
  const rules: ShareRuleInput[] = [
    ...input.shareRules.filter((r) => !covered.has(r.position)),
    ...usable.map((r) => ({
      position: r.position,
      effectiveFrom: r.effectiveFrom,
      partes: r.partes,
      ...(r.vessel !== undefined ? { vessel: r.vessel } : {}),
      ...(r.fishingType !== undefined ? { fishingType: r.fishingType } : {}),
      ...(r.bonus.isZero() ? {} : { specialtyBonus: { kind: 'perFishingDay' as const, amount: r.bonus } }),
    })),
  ];
  return { ...input, shareRules: rules };
}
