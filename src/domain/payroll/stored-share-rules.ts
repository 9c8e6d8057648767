import type { Decimal } from './decimal';
import { payrollError, type PayrollError } from './errors';
import type { IsoDate } from './dates';
import type { ShareRuleInput, WeeklyPayrollInput } from './weekly-input';
import { err, ok, type Result } from '../shared/result';

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
  /** Soles per week on board (zero when none). */
  readonly bonus: Decimal;
}

/**
 * The stored pago por especialidad as the week's share rules: for every position of the week that has
 * stored rows (for a vessel of the week, or for any vessel), the stored rows replace the input's rows
 * of that position; positions without stored rows keep the input's. Rows naming positions or vessels
 * the week does not have are left out (they are other weeks' business).
 *
 * The engine's specialty bonus is per fishing day or a percentage of the share; a stored bonus is an
 * amount per week on board, which it cannot apply: such a row refuses the week
 * (`UnsupportedSpecialtyBonus`) rather than pay it wrongly or not at all.
 */
export function withStoredShareRules(
  input: WeeklyPayrollInput,
  stored: readonly StoredShareRule[],
): Result<WeeklyPayrollInput, PayrollError[]> {
  const positions = new Set(input.positions.map((p) => p.code));
  const vessels = new Set(input.vessels.map((v) => v.code));
  const usable = stored.filter(
    (r) => positions.has(r.position) && (r.vessel === undefined || vessels.has(r.vessel)),
  );
  const withBonus = usable.filter((r) => !r.bonus.isZero());
  if (withBonus.length > 0) {
    return err([
      payrollError(
        'UnsupportedSpecialtyBonus',
        withBonus.map((r) => ({
          list: 'pago_por_especialidad',
          position: r.position,
          effectiveFrom: r.effectiveFrom,
          ...(r.vessel !== undefined ? { vessel: r.vessel } : {}),
          ...(r.fishingType !== undefined ? { fishingType: r.fishingType } : {}),
          bonus: r.bonus.toString(),
        })),
      ),
    ]);
  }
  if (usable.length === 0) return ok(input);
  const covered = new Set(usable.map((r) => r.position));
  const rules: ShareRuleInput[] = [
    ...input.shareRules.filter((r) => !covered.has(r.position)),
    ...usable.map((r) => ({
      position: r.position,
      effectiveFrom: r.effectiveFrom,
      partes: r.partes,
      ...(r.vessel !== undefined ? { vessel: r.vessel } : {}),
      ...(r.fishingType !== undefined ? { fishingType: r.fishingType } : {}),
    })),
  ];
  return ok({ ...input, shareRules: rules });
}
