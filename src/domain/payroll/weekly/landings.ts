import type { IsoDate } from '../dates';
import type { ErrorCollector } from '../errors';
import type { LandingInput } from '../weekly-input';
import type { MasterData, WeekDays } from './master-data';
import { landingRow } from './rows';

/** The landings of one day, vessel and species: one catch pool. */
export interface LandingGroup {
  /** (day × vessels + vessel) × species + species: orders groups by date, vessel code, species code. */
  readonly key: number;
  readonly day: number;
  readonly vessel: number;
  readonly species: number;
  readonly date: IsoDate;
  readonly landings: LandingInput[];
  /** Their rows in the input. */
  readonly indexes: number[];
}

/**
 * The landings grouped by day, vessel and species, groups in that order; every landing outside the
 * week, of an unknown vessel or species, or with inconsistent tonnes is reported and left out.
 */
export function groupLandings(
  landings: readonly LandingInput[],
  days: WeekDays,
  master: MasterData,
  errors: ErrorCollector,
): LandingGroup[] {
  const vesselCount = master.vesselCodes.length;
  const speciesCount = master.speciesCodes.length;
  const groups = new Map<number, LandingGroup>();
  landings.forEach((landing, index) => {
    const d = days.index.get(landing.date);
    const v = master.vesselIndex.get(landing.vessel);
    const s = master.speciesIndex.get(landing.species);
    let valid = true;
    if (d === undefined) {
      errors.add('OutsideWeek', landingRow(landing, index));
      valid = false;
    }
    if (v === undefined) {
      errors.add('UnknownVessel', landingRow(landing, index));
      valid = false;
    }
    if (s === undefined) {
      errors.add('UnknownSpecies', landingRow(landing, index));
      valid = false;
    }
    if (
      landing.tonnes.isNegative() ||
      landing.penalisedTonnes.isNegative() ||
      landing.tonnes.compare(landing.penalisedTonnes) < 0
    ) {
      errors.add('NegativeTonnes', landingRow(landing, index));
      valid = false;
    }
    if (!valid) return;
    const key = (d! * vesselCount + v!) * speciesCount + s!;
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, day: d!, vessel: v!, species: s!, date: landing.date, landings: [], indexes: [] };
      groups.set(key, group);
    }
    group.landings.push(landing);
    group.indexes.push(index);
  });
  const keys = Float64Array.from(groups.keys()).sort();
  return Array.from(keys, (key) => groups.get(key)!);
}
