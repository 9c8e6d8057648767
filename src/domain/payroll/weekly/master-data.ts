import { compareDocuments } from '../allocation';
import { addDays, daysBetween, isIsoDate, yearMonthOf, type IsoDate } from '../dates';
import { Decimal } from '../decimal';
import type { ErrorCollector } from '../errors';
import type {
  FishingWeek,
  PositionInput,
  SpeciesInput,
  VesselInput,
  WeeklyPayrollInput,
  WorkerInput,
} from '../weekly-input';
import { indexUnique } from './rows';

/** Whether the week is a valid period of its month; an InvalidWeek error otherwise. */
export function checkWeek(week: FishingWeek, errors: ErrorCollector): boolean {
  if (
    !isIsoDate(week.start) ||
    !isIsoDate(week.end) ||
    week.start > week.end ||
    (week.month !== yearMonthOf(week.start) && week.month !== yearMonthOf(week.end))
  ) {
    errors.add('InvalidWeek', {
      list: 'week',
      year: week.year,
      number: week.number,
      start: week.start,
      end: week.end,
      month: week.month,
    });
    return false;
  }
  return true;
}

/** The week's days, numbered from 0. */
export interface WeekDays {
  readonly count: number;
  readonly index: ReadonlyMap<IsoDate, number>;
}

export function weekDays(week: FishingWeek): WeekDays {
  const count = daysBetween(week.start, week.end) + 1;
  const index = new Map<IsoDate, number>();
  for (let d = 0; d < count; d++) index.set(addDays(week.start, d), d);
  return { count, index };
}

/**
 * The master data by key. Vessels and species are numbered in code order, workers (ranks) in document
 * order, so that iterating by number is iterating in the output's order.
 */
export interface MasterData {
  readonly vessels: ReadonlyMap<string, VesselInput>;
  readonly species: ReadonlyMap<string, SpeciesInput>;
  readonly positions: ReadonlyMap<string, PositionInput>;
  readonly workers: ReadonlyMap<string, WorkerInput>;
  readonly vesselCodes: readonly string[];
  readonly vesselIndex: ReadonlyMap<string, number>;
  readonly speciesCodes: readonly string[];
  readonly speciesIndex: ReadonlyMap<string, number>;
  readonly workerRank: ReadonlyMap<string, number>;
  /** Workers by rank. */
  readonly workerList: readonly WorkerInput[];
  /** Each worker's usual position, by rank, as the positions list spells it. */
  readonly usualPosition: readonly string[];
}

/** Indexes the master data and reports duplicates, unknown positions and values out of range. */
export function indexMasterData(input: WeeklyPayrollInput, errors: ErrorCollector): MasterData {
  const vessels = indexUnique(input.vessels, 'vessels', (v) => v.code, errors);
  const species = indexUnique(input.species, 'species', (s) => s.code, errors);
  const positions = indexUnique(input.positions, 'positions', (p) => p.code, errors);
  const workers = indexUnique(input.workers, 'workers', (w) => w.document, errors);
  const vesselCodes = [...vessels.keys()].sort();
  const speciesCodes = [...species.keys()].sort();
  const documents = [...workers.keys()].sort(compareDocuments);
  const workerList = documents.map((document) => workers.get(document)!);
  const master: MasterData = {
    vessels,
    species,
    positions,
    workers,
    vesselCodes,
    vesselIndex: new Map(vesselCodes.map((code, i) => [code, i])),
    speciesCodes,
    speciesIndex: new Map(speciesCodes.map((code, i) => [code, i])),
    workerRank: new Map(documents.map((document, i) => [document, i])),
    workerList,
    usualPosition: workerList.map((worker) => positions.get(worker.position)?.code ?? worker.position),
  };
  checkRanges(input, positions, errors);
  return master;
}

/** A position code as the positions list spells it: one string per position, fast to compare. */
export function canonicalPosition(master: MasterData, code: string): string {
  return master.positions.get(code)?.code ?? code;
}

function checkRanges(
  input: WeeklyPayrollInput,
  positions: ReadonlyMap<string, PositionInput>,
  errors: ErrorCollector,
): void {
  input.vessels.forEach((vessel, index) => {
    if (vessel.sharePct.isNegative() || vessel.sharePct.compare(Decimal.HUNDRED) > 0) {
      errors.add('OutOfRange', {
        list: 'vessels',
        index,
        vessel: vessel.code,
        field: 'sharePct',
        value: vessel.sharePct.toString(),
      });
    }
  });
  input.positions.forEach((position, index) => {
    if (position.landDailyRate?.isNegative()) {
      errors.add('OutOfRange', { list: 'positions', index, position: position.code, field: 'landDailyRate' });
    }
  });
  input.workers.forEach((worker, index) => {
    const row = { list: 'workers', index, worker: worker.document };
    if (!positions.has(worker.position)) errors.add('UnknownPosition', { ...row, position: worker.position });
    if (worker.fixedWeeklyPay?.isNegative()) errors.add('OutOfRange', { ...row, field: 'fixedWeeklyPay' });
  });
}
