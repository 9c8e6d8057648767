import type { CrewRow } from '../../../domain/fishing-weeks';
import { addDays, type IsoDate } from '../../../domain/payroll/dates';
import type { Translate } from '../../common/screen-state';

/** The days of a week, Monday (start) to Sunday (end). */
export function weekDays(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = start; d <= end && days.length < 31; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The days' text keys (`fishingWeeks.grids.weekdays.*`), Sunday first as `getUTCDay` counts them. */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** "Lun 02/11". */
export function dayName(date: IsoDate, t: Translate): string {
  const day = WEEKDAY_KEYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return `${t(`fishingWeeks.grids.weekdays.${day}`)} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** Crew members per vessel and day ("vesselId|date" → count). */
export function crewCounts(crew: readonly CrewRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of crew) {
    const key = `${c.vesselId}|${c.date}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The positions (indexes) of the crew rows of a vessel on a day. */
export function crewOf(crew: readonly CrewRow[], vesselId: number, date: IsoDate): number[] {
  const out: number[] = [];
  crew.forEach((c, i) => {
    if (c.vesselId === vesselId && c.date === date) out.push(i);
  });
  return out;
}

/**
 * The rows to add so the vessel's crew on `date` includes its crew of the day before (workers already
 * on board that day are not repeated). Empty on the week's first day.
 */
export function copyPreviousDay(crew: readonly CrewRow[], vesselId: number, date: IsoDate): CrewRow[] {
  const previous = addDays(date, -1);
  const present = new Set(
    crew.filter((c) => c.vesselId === vesselId && c.date === date).map((c) => c.workerId),
  );
  return crew
    .filter((c) => c.vesselId === vesselId && c.date === previous && !present.has(c.workerId))
    .map((c) => ({ ...c, date }));
}

/**
 * The usual crew of a vessel: the workers who sailed it on other days (of this week and of `others`,
 * the previous week's crew when known), most days first, without those already on board on `date`.
 */
export function usualCrew(
  crew: readonly CrewRow[],
  vesselId: number,
  date: IsoDate,
  others: readonly CrewRow[] = [],
): { workerId: number; positionId: number | null; days: number }[] {
  const present = new Set(
    crew.filter((c) => c.vesselId === vesselId && c.date === date).map((c) => c.workerId),
  );
  const seen = new Map<number, { workerId: number; positionId: number | null; days: number }>();
  for (const c of [...crew, ...others]) {
    if (c.vesselId !== vesselId || present.has(c.workerId) || c.workerId <= 0) continue;
    const entry = seen.get(c.workerId);
    if (entry) entry.days += 1;
    else seen.set(c.workerId, { workerId: c.workerId, positionId: c.positionId, days: 1 });
  }
  return [...seen.values()].sort((a, b) => b.days - a.days || a.workerId - b.workerId);
}
