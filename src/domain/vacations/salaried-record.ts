import type { VacationAttendance, WorkWeekDays } from './vacation';

const DAY_MS = 86_400_000;
const utc = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The attendance of a general-regime worker for the récord vacacional (docs/payroll.md «Land staff
 * (régimen general)»): the product keeps no day-by-day attendance of land staff, who are paid their
 * salary every week they are employed, so every working day of the week (Monday to Saturday on a 6-day
 * week, to Friday on a 5-day one) from the hire date to the end date (or `until`) counts as worked, and
 * the record is known from the hire date on. The absences the clerk records (a period of kind
 * 'inasistencia') and the rest periods taken are taken out by `vacationBalance` (`assumed`): a day of
 * vacation is rest, not a day worked, and counts once in the récord.
 */
export function salariedAttendance(
  hireDate: string,
  endDate: string | null,
  until: string,
  weekDays: WorkWeekDays,
): VacationAttendance {
  const last = endDate !== null && endDate < until ? endDate : until;
  const workedDays: string[] = [];
  for (let ms = utc(hireDate); ms <= utc(last); ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay(); // 0 Sunday … 6 Saturday
    if (weekday !== 0 && (weekDays === 6 || weekday !== 6)) workedDays.push(iso(ms));
  }
  return { workedDays, since: hireDate, weekDays, assumed: true };
}
