import type { ErrorCollector, RowRef } from '../errors';
import type { AttendanceInput, LandingInput } from '../weekly-input';

/** The error row of a landing: where it is in the input and what it says. */
export function landingRow(landing: LandingInput, index: number): RowRef {
  return {
    list: 'landings',
    index,
    date: landing.date,
    vessel: landing.vessel,
    species: landing.species,
    ticket: landing.ticket,
    tonnes: landing.tonnes.toString(),
    penalisedTonnes: landing.penalisedTonnes.toString(),
  };
}

/** The error row of an attendance day. */
export function attendanceRow(day: AttendanceInput, index: number): RowRef {
  return {
    list: 'attendance',
    index,
    date: day.date,
    worker: day.worker,
    kind: day.kind,
    vessel: day.kind === 'board' ? day.vessel : undefined,
  };
}

/** A list by key; every repeated key after the first is a DuplicateEntry. */
export function indexUnique<T>(
  list: readonly T[],
  name: string,
  keyOf: (item: T) => string,
  errors: ErrorCollector,
): Map<string, T> {
  const map = new Map<string, T>();
  list.forEach((item, index) => {
    const key = keyOf(item);
    if (map.has(key)) errors.add('DuplicateEntry', { list: name, index, key });
    else map.set(key, item);
  });
  return map;
}
