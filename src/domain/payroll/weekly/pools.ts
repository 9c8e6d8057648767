import { dayOfMonth } from '../dates';
import { Decimal } from '../decimal';
import { missingSharesMessage, type ErrorCollector } from '../errors';
import type { CatchPool } from '../lines';
import type { AttendanceInput, LandingInput, ShareRuleInput, VesselInput } from '../weekly-input';
import type { Crew } from './attendance';
import type { LandingGroup } from './landings';
import type { MasterData } from './master-data';
import type { PriceBook } from './prices';
import { attendanceRow, landingRow } from './rows';
import type { ShareRuleBook } from './share-rules';
import type { VesselWeek } from './types';

/** A pool that can be shared: its landings, price, crew and the crew's share rules. */
export interface PlannedPool {
  readonly group: LandingGroup;
  readonly vesselCode: string;
  readonly speciesCode: string;
  readonly price: Decimal;
  /** The crew by rank (document order), the position each held that day, and its share rule. */
  readonly ranks: readonly number[];
  readonly positions: readonly string[];
  readonly rules: readonly ShareRuleInput[];
  readonly fishingType: string | undefined;
}

export interface PoolPlanning {
  readonly landings: readonly LandingInput[];
  readonly attendance: readonly AttendanceInput[];
  readonly master: MasterData;
  readonly prices: PriceBook;
  readonly shareRules: ShareRuleBook;
  /** crews[day × vessels + vessel]. */
  readonly crews: readonly (Crew | undefined)[];
}

/**
 * Each landing group's price, crew and partes. A group without a price, without a crew, with a crew
 * member without partes in force, or whose crew has no partes at all is reported and left out.
 */
export function planPools(
  groups: readonly LandingGroup[],
  planning: PoolPlanning,
  errors: ErrorCollector,
): PlannedPool[] {
  const { landings, attendance, master, prices, shareRules, crews } = planning;
  const vesselCount = master.vesselCodes.length;
  const planned: PlannedPool[] = [];
  for (const group of groups) {
    const landingRows = () => group.indexes.map((i) => landingRow(landings[i]!, i));
    const speciesCode = master.speciesCodes[group.species]!;
    const vesselCode = master.vesselCodes[group.vessel]!;
    const price = prices.priceAt(speciesCode, group.date);
    if (price === undefined) for (const row of landingRows()) errors.add('MissingPrice', row);
    const crew = crews[group.day * vesselCount + group.vessel];
    if (crew === undefined) {
      for (const row of landingRows()) errors.add('LandingWithoutCrew', row);
      continue;
    }
    const fishingType = master.species.get(speciesCode)!.fishingType;
    const size = crew.ranks.length;
    const rules: ShareRuleInput[] = new Array(size);
    const seenPositions: string[] = [];
    const seenRules: (ShareRuleInput | undefined)[] = [];
    let complete = true;
    let anyPartes = false;
    for (let i = 0; i < size; i++) {
      const position = crew.positions[i]!;
      let found = seenPositions.indexOf(position);
      if (found < 0) {
        found = seenPositions.length;
        seenPositions.push(position);
        seenRules.push(shareRules.ruleFor(position, vesselCode, fishingType, group.date));
      }
      const rule = seenRules[found];
      if (rule === undefined) {
        const row = crew.rows[i]!;
        errors.add(
          'MissingShares',
          { ...attendanceRow(attendance[row]!, row), position, fishingType },
          missingSharesMessage(position, master.positions.get(position)?.name, group.date),
        );
        complete = false;
      } else {
        rules[i] = rule;
        if (!rule.partes.isZero()) anyPartes = true;
      }
    }
    if (!complete || price === undefined) continue;
    if (!anyPartes) {
      for (const row of landingRows()) errors.add('ZeroShares', row);
      continue;
    }
    const { ranks, positions } = crew;
    planned.push({ group, vesselCode, speciesCode, price, ranks, positions, rules, fishingType });
  }
  return planned;
}

/** A pool computed, with each crew member's weight (partes as integers at the partes scale). */
export interface ComputedPool {
  readonly pool: CatchPool;
  readonly weights: number[];
  readonly totalWeight: number;
}

/**
 * The pool of a planned group: tonnes, catch value, the vessel's share of it, and the crew's partes.
 * `weightOf` caches each rule's weight across pools.
 */
export function computePool(
  planned: PlannedPool,
  vessel: VesselInput,
  partesScale: number,
  weightOf: Map<ShareRuleInput, number>,
): ComputedPool {
  const { group, rules } = planned;
  let tonnes = Decimal.ZERO;
  let penalised = Decimal.ZERO;
  const tickets: string[] = [];
  const landings = group.landings.length > 1 ? [...group.landings].sort(compareLandings) : group.landings;
  for (const landing of landings) {
    tonnes = tonnes.plus(landing.tonnes);
    penalised = penalised.plus(landing.penalisedTonnes);
    if (landing.ticket !== undefined) tickets.push(landing.ticket);
  }
  const netTonnes = tonnes.minus(penalised);
  const catchValue = netTonnes.times(planned.price);
  const poolAmount = catchValue.percentRounded(vessel.sharePct);
  const size = planned.ranks.length;
  const weights = new Array<number>(size);
  let totalWeight = 0;
  for (let i = 0; i < size; i++) {
    const rule = rules[i]!;
    let weight = weightOf.get(rule);
    if (weight === undefined) {
      weight = Number(rule.partes.round(partesScale).units);
      weightOf.set(rule, weight);
    }
    weights[i] = weight;
    totalWeight += weight;
  }
  const totalPartes = Decimal.fromUnits(BigInt(totalWeight), partesScale);
  const pool: CatchPool = {
    date: group.date,
    day: dayOfMonth(group.date),
    vessel: planned.vesselCode,
    species: planned.speciesCode,
    fishingType: planned.fishingType,
    tickets,
    landingCount: group.landings.length,
    tonnes,
    penalisedTonnes: penalised,
    netTonnes,
    pricePerTonne: planned.price,
    catchValue,
    sharePct: vessel.sharePct,
    pool: poolAmount,
    totalPartes,
    valuePerParte: poolAmount.dividedBy(totalPartes, 6),
    crewCount: size,
  };
  return { pool, weights, totalWeight };
}

/** Landings of one pool in a fixed order, so the ticket list does not depend on input order. */
export function compareLandings(a: LandingInput, b: LandingInput): number {
  const ta = a.ticket ?? '';
  const tb = b.ticket ?? '';
  if (ta !== tb) return ta < tb ? -1 : 1;
  const c = a.tonnes.compare(b.tonnes);
  return c !== 0 ? c : a.penalisedTonnes.compare(b.penalisedTonnes);
}

type VesselAccumulator = { -readonly [K in keyof VesselWeek]: VesselWeek[K] };

/** The vessels' totals of the week, accumulated pool by pool, by vessel number. */
export class VesselTotals {
  private readonly totals: (VesselAccumulator | undefined)[];

  constructor(vesselCount: number) {
    this.totals = new Array(vesselCount);
  }

  add(index: number, vessel: VesselInput, pool: CatchPool): void {
    const acc = this.totals[index];
    if (acc === undefined) {
      this.totals[index] = {
        vessel: vessel.code,
        sharePct: vessel.sharePct,
        landingCount: pool.landingCount,
        tonnes: pool.tonnes,
        penalisedTonnes: pool.penalisedTonnes,
        netTonnes: pool.netTonnes,
        catchValue: pool.catchValue,
        crewShare: pool.pool,
      };
      return;
    }
    acc.landingCount += pool.landingCount;
    acc.tonnes = acc.tonnes.plus(pool.tonnes);
    acc.penalisedTonnes = acc.penalisedTonnes.plus(pool.penalisedTonnes);
    acc.netTonnes = acc.netTonnes.plus(pool.netTonnes);
    acc.catchValue = acc.catchValue.plus(pool.catchValue);
    acc.crewShare = acc.crewShare.plus(pool.pool);
  }

  /** The vessels with catch, in code order. */
  vessels(): VesselWeek[] {
    return this.totals
      .filter((acc): acc is VesselAccumulator => acc !== undefined)
      .map((acc) => ({ ...acc }));
  }
}
