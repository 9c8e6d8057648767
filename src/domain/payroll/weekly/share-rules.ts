import type { IsoDate } from '../dates';
import type { ErrorCollector } from '../errors';
import type { PositionInput, ShareRuleInput, VesselInput } from '../weekly-input';

/** The partes table (pago por especialidad), with the most specific rule in force winning. */
export class ShareRuleBook {
  private readonly byPosition = new Map<string, ShareRuleInput[]>();
  /** Decimals needed to write every partes value as an integer. */
  readonly partesScale: number;

  constructor(
    rules: readonly ShareRuleInput[],
    positions: ReadonlyMap<string, PositionInput>,
    vessels: ReadonlyMap<string, VesselInput>,
    errors: ErrorCollector,
  ) {
    const seen = new Set<string>();
    let scale = 0;
    rules.forEach((rule, index) => {
      const row = {
        list: 'shareRules',
        index,
        position: rule.position,
        vessel: rule.vessel,
        fishingType: rule.fishingType,
        effectiveFrom: rule.effectiveFrom,
      };
      if (!positions.has(rule.position)) return errors.add('UnknownPosition', row);
      if (rule.vessel !== undefined && !vessels.has(rule.vessel)) return errors.add('UnknownVessel', row);
      const bonus = rule.specialtyBonus;
      const bonusValue =
        bonus === undefined ? undefined : bonus.kind === 'perFishingDay' ? bonus.amount : bonus.rate;
      if (rule.partes.isNegative() || bonusValue?.isNegative()) return errors.add('OutOfRange', row);
      const key = `${rule.position}|${rule.vessel ?? ''}|${rule.fishingType ?? ''}|${rule.effectiveFrom}`;
      if (seen.has(key)) return errors.add('DuplicateEntry', row);
      seen.add(key);
      scale = Math.max(scale, rule.partes.scale);
      const list = this.byPosition.get(rule.position) ?? [];
      list.push(rule);
      this.byPosition.set(rule.position, list);
    });
    this.partesScale = scale;
  }

  ruleFor(
    position: string,
    vessel: string,
    fishingType: string | undefined,
    date: IsoDate,
  ): ShareRuleInput | undefined {
    let best: ShareRuleInput | undefined;
    let bestRank = -1;
    for (const rule of this.byPosition.get(position) ?? []) {
      if (rule.effectiveFrom > date) continue;
      if (rule.vessel !== undefined && rule.vessel !== vessel) continue;
      if (rule.fishingType !== undefined && rule.fishingType !== fishingType) continue;
      const rank = (rule.vessel !== undefined ? 2 : 0) + (rule.fishingType !== undefined ? 1 : 0);
      if (rank > bestRank || (rank === bestRank && rule.effectiveFrom > best!.effectiveFrom)) {
        best = rule;
        bestRank = rank;
      }
    }
    return best;
  }
}
