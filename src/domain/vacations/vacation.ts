import { formatDate, isIsoDate } from '../shared/dates';
import type { FieldError } from '../shared/validation';

/**
 * Vacation rest (descanso vacacional; docs/months.md "Vacations taken and pending"): a worker earns 30
 * calendar days of rest per complete year of service in which they reached the récord vacacional
 * (D.Leg. 713 art. 10; D.S. 012-92-TR arts. 11–13), the employer
 * records the periods taken, and rest not taken within the year after it was earned exposes the employer
 * to the indemnización vacacional (D.Leg. 713 art. 23). The fishing regime's 8.33 % vacaciones pay is the
 * monthly run's (docs/months.md); this is the rest, in days.
 */

export const VACATION_NOTE_MAX = 300;
/** Calendar days earned per complete year of service (D.Leg. 713 art. 10). */
export const VACATION_DAYS_PER_YEAR = 30;
/** The longest period one record holds: two years' rest accumulated (D.Leg. 713 art. 18). */
export const VACATION_MAX_DAYS = 2 * VACATION_DAYS_PER_YEAR;

/**
 * What a recorded period is: rest taken ('vacaciones'), or an unjustified absence ('inasistencia') — a
 * day not worked for the récord vacacional (D.Leg. 713 art. 10; D.S. 012-92-TR art. 12 lists what counts
 * as worked, an unjustified absence does not). Absences matter for land staff, whose attendance is every
 * working day while employed (salaried-record.ts); the crew's days come from the weeks' grids.
 */
export const VACATION_KINDS = ['vacaciones', 'inasistencia'] as const;
export type VacationKind = (typeof VACATION_KINDS)[number];
export const isVacationKind = (value: unknown): value is VacationKind =>
  typeof value === 'string' && (VACATION_KINDS as readonly string[]).includes(value);
/** Rest taken (a period without a kind is rest: the records before absences were kept). */
export const isRest = (p: { readonly kind?: VacationKind }): boolean =>
  (p.kind ?? 'vacaciones') === 'vacaciones';

/** The fields as the form and the API carry them. */
export interface VacationInput {
  /** First day of rest, 'YYYY-MM-DD'. */
  readonly start: string;
  /** Last day of rest, 'YYYY-MM-DD' (included). */
  readonly end: string;
  readonly note: string;
  /** 'vacaciones' when absent. */
  readonly kind?: VacationKind;
}

export type VacationField = keyof VacationInput;

export interface VacationFieldError extends FieldError {
  readonly field: VacationField;
}

/** A recorded period of rest. */
export interface VacationPeriod extends VacationInput {
  readonly id: number;
  readonly workerId: number;
  /** Calendar days, both dates included. */
  readonly days: number;
  readonly version: number;
}

/** The worker's employment, against which a period is checked. */
export interface VacationEmployment {
  readonly hireDate: string;
  /** The end date (cese), or null while employed. */
  readonly endDate: string | null;
}

export const VACATION_MESSAGES = {
  start: 'Indique la fecha de inicio del descanso (dd/mm/aaaa).',
  end: 'Indique la fecha de fin del descanso (dd/mm/aaaa).',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  tooLong: `Un periodo no puede pasar de ${VACATION_MAX_DAYS} días (dos periodos acumulados).`,
  beforeHire: (hireDate: string) =>
    `El descanso no puede empezar antes de la fecha de ingreso del trabajador (${formatDate(hireDate)}).`,
  afterEnd: (endDate: string) =>
    `El descanso no puede terminar después de la fecha de cese del trabajador (${formatDate(endDate)}).`,
  overlaps: (other: Pick<VacationInput, 'start' | 'end'>) =>
    `Se cruza con el periodo de vacaciones del ${formatDate(other.start)} al ${formatDate(other.end)}.`,
  noteTooLong: `La observación admite hasta ${VACATION_NOTE_MAX} caracteres.`,
  notFound: 'El periodo de vacaciones no existe.',
  workerNotFound: 'El trabajador no existe.',
  workerHasPeriods: (count: number) =>
    `No se puede eliminar el trabajador: tiene ${count === 1 ? 'un periodo de vacaciones registrado' : `${count} periodos de vacaciones registrados`}.`,
} as const;

const DAY_MS = 86_400_000;
const utc = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Calendar days from `start` to `end`, both included ('2025-02-01'…'2025-03-02' = 30). */
export function vacationDays(start: string, end: string): number {
  return Math.round((utc(end) - utc(start)) / DAY_MS) + 1;
}

/**
 * The same day `years` years and `months` months later; a day the month lacks (29 February, the 31st)
 * falls on the month's last day.
 */
export function addMonths(date: string, months: number): string {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(Date.UTC(year, month, Math.min(+date.slice(8, 10), last)));
}

/**
 * Every problem of a period (empty when valid): real dates, end ≥ start, at most two years' rest, within
 * the employment (not before the hire date, not after the end date), and not overlapping `others` (the
 * worker's other periods; the one being edited left out by the caller), naming the period it overlaps.
 */
export function validateVacation(
  input: VacationInput,
  employment: VacationEmployment,
  others: readonly Pick<VacationInput, 'start' | 'end'>[],
): VacationFieldError[] {
  const out: VacationFieldError[] = [];
  const startOk = isIsoDate(input.start);
  const endOk = isIsoDate(input.end);
  if (!startOk) out.push({ field: 'start', message: VACATION_MESSAGES.start });
  if (!endOk) out.push({ field: 'end', message: VACATION_MESSAGES.end });
  if (input.note.trim().length > VACATION_NOTE_MAX)
    out.push({ field: 'note', message: VACATION_MESSAGES.noteTooLong });
  if (!startOk || !endOk) return out;
  if (input.end < input.start) {
    out.push({ field: 'end', message: VACATION_MESSAGES.endBeforeStart });
    return out;
  }
  if (vacationDays(input.start, input.end) > VACATION_MAX_DAYS)
    out.push({ field: 'end', message: VACATION_MESSAGES.tooLong });
  if (input.start < employment.hireDate)
    out.push({ field: 'start', message: VACATION_MESSAGES.beforeHire(employment.hireDate) });
  if (employment.endDate !== null && input.end > employment.endDate)
    out.push({ field: 'end', message: VACATION_MESSAGES.afterEnd(employment.endDate) });
  const overlapping = [...others]
    .sort((a, b) => a.start.localeCompare(b.start))
    .find((o) => o.start <= input.end && input.start <= o.end);
  if (overlapping) out.push({ field: 'start', message: VACATION_MESSAGES.overlaps(overlapping) });
  return out;
}

/** The fields as stored: the note trimmed and its spaces collapsed. */
export function cleanVacation(input: VacationInput): VacationInput {
  return {
    start: input.start,
    end: input.end,
    note: input.note.trim().replace(/\s+/g, ' '),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
  };
}

/**
 * The récord vacacional (D.Leg. 713 art. 10; D.S. 012-92-TR arts. 11–13): a complete year of service
 * earns the 30 days only when the worker worked at least 260 days in it on a 6-day week, 210 on a 5-day
 * week. Days of suspension (the veda, unpaid leave, days not called to work) are not days worked.
 */
export const VACATION_RECORD_DAYS: Readonly<Record<WorkWeekDays, number>> = { 6: 260, 5: 210 };
/** The ordinary working week: 6 or 5 days (D.Leg. 713 art. 10 (a), (b)). */
export type WorkWeekDays = 5 | 6;
/**
 * The business's working week for the récord: 6 days, fishing and land work alike (docs/months.md
 * "Récord vacacional"); a per-worker working week is not kept yet.
 */
export const VACATION_WORK_WEEK_DAYS: WorkWeekDays = 6;

/** What the product knows of the days a worker worked (docs/months.md "Récord vacacional"). */
export interface VacationAttendance {
  /**
   * The distinct days the worker worked, 'YYYY-MM-DD', ascending: each day on board a vessel or of land
   * work in the fishing weeks' grids.
   */
  readonly workedDays: readonly string[];
  /** The first day the product holds attendance of (the earliest fishing week's start), or null. */
  readonly since: string | null;
  readonly weekDays: WorkWeekDays;
  /**
   * The days worked are assumed, not recorded (land staff: every working day while employed,
   * `salariedAttendance`): the days of the rest periods taken are then not days worked but rest.
   */
  readonly assumed?: boolean;
}

/** A year of service and its récord. */
export interface ServiceYearRecord {
  /** The year of service (1 = the first). */
  readonly year: number;
  /** Its first day (the hire date's anniversary). */
  readonly from: string;
  /** Its last day: the day before the next anniversary, or the balance's date for the year in course. */
  readonly to: string;
  /** False for the year in course. */
  readonly complete: boolean;
  /** Days worked in it (attendance). */
  readonly worked: number;
  /**
   * Days of rest taken in it and not also worked (the vacations count as days worked: D.S. 012-92-TR
   * art. 12 (h)).
   */
  readonly rest: number;
  /** worked + rest. */
  readonly computable: number;
  /** 260 or 210. */
  readonly required: number;
  /** False when the year began before the product holds attendance: its récord is unknown. */
  readonly known: boolean;
  /** A complete, known year with computable ≥ required: its 30 days are earned. */
  readonly reached: boolean;
}

/** A year of service's rest still pending after the year that followed it (D.Leg. 713 art. 23). */
export interface ExpiredVacation {
  /** The year of service (1 = the first). */
  readonly year: number;
  /** The anniversary on which the 30 days were earned. */
  readonly earnedOn: string;
  /** The day after the year to take them ran out (the next anniversary). */
  readonly expiredOn: string;
  /** Days of that year not taken. */
  readonly days: number;
}

/** A worker's rest on a date. */
export interface VacationBalance {
  /** The date the balance is computed on: today, or the end date of a worker who left before. */
  readonly asOf: string;
  /** Complete years of service on `asOf`. */
  readonly years: number;
  /** Complete years whose récord was reached. */
  readonly yearsEarned: number;
  /** 30 per complete year with the récord reached. */
  readonly earned: number;
  /** Days of the recorded periods (all of them, planned ones too). */
  readonly taken: number;
  /** earned − taken; negative when rest was taken in advance. */
  readonly pending: number;
  /** Complete months since the last anniversary (0–11). */
  readonly accruingMonths: number;
  /** Days accruing in the current year: 30/12 = 2.5 per complete month (at most one decimal). */
  readonly accruing: number;
  /** Each year of service (the year in course last) with its récord. */
  readonly records: ServiceYearRecord[];
  /** The years whose pending days expired, oldest first: only years whose récord was reached. */
  readonly expired: ExpiredVacation[];
  /** The sum of `expired`'s days. */
  readonly expiredDays: number;
}

/** The day before `date`. */
const dayBefore = (date: string): string => iso(utc(date) - DAY_MS);

/** How many of the ascending `days` fall within from…to (both included). */
function countWithin(days: readonly string[], from: string, to: string): number {
  let n = 0;
  for (const d of days) if (d >= from && d <= to) n++;
  return n;
}

/** Days of the periods within from…to (both included) that are not among the days worked. */
function restWithin(
  periods: readonly Pick<VacationInput, 'start' | 'end'>[],
  worked: ReadonlySet<string>,
  from: string,
  to: string,
): number {
  let n = 0;
  for (const p of periods) {
    const start = p.start > from ? p.start : from;
    const end = p.end < to ? p.end : to;
    for (let day = start; day <= end; day = iso(utc(day) + DAY_MS)) if (!worked.has(day)) n++;
  }
  return n;
}

/**
 * A worker's rest on `today` (or on the end date when the worker left before): complete years of
 * service, each year's récord (days worked plus days of rest taken in it, against 260 or 210), 30 days
 * earned on the anniversary of each year whose récord was reached, the days of the recorded periods,
 * what is pending, what the current year accrues (2.5 days per complete month since the last
 * anniversary, subject to its récord), and the earned years whose days are still pending a year after
 * they were earned (the indemnización vacacional's exposure). The days taken cover the oldest earned
 * year first. A year that began before the product holds attendance earns nothing here: its récord is
 * unknown, and the screen says so. Pure: `today` is passed in.
 */
export function vacationBalance(
  hireDate: string,
  endDate: string | null,
  recorded: readonly Pick<VacationInput, 'start' | 'end' | 'kind'>[],
  today: string,
  given: VacationAttendance,
): VacationBalance {
  // Rest taken counts as worked for the récord and against the days earned.
  const periods = recorded.filter(isRest);
  // An absence is a day not worked; so is a day of rest when the days worked are only assumed.
  const absent = new Set<string>();
  for (const p of recorded.filter((r) => !isRest(r) || given.assumed === true))
    for (let day = p.start; day <= p.end; day = iso(utc(day) + DAY_MS)) absent.add(day);
  const attendance =
    absent.size === 0 ? given : { ...given, workedDays: given.workedDays.filter((d) => !absent.has(d)) };
  const asOf = endDate !== null && endDate < today ? endDate : today;
  let years = 0;
  while (addMonths(hireDate, 12 * (years + 1)) <= asOf) years++;
  let accruingMonths = 0;
  if (asOf >= hireDate)
    while (accruingMonths < 11 && addMonths(hireDate, 12 * years + accruingMonths + 1) <= asOf)
      accruingMonths++;
  const required = VACATION_RECORD_DAYS[attendance.weekDays];
  const records: ServiceYearRecord[] = [];
  const workedSet = new Set(attendance.workedDays);
  const last = asOf >= hireDate ? years + 1 : years;
  for (let year = 1; year <= last; year++) {
    const from = addMonths(hireDate, 12 * (year - 1));
    const complete = year <= years;
    const to = complete ? dayBefore(addMonths(hireDate, 12 * year)) : asOf;
    const worked = countWithin(attendance.workedDays, from, to);
    const rest = restWithin(periods, workedSet, from, to);
    const known = attendance.since !== null && attendance.since <= from;
    records.push({
      year,
      from,
      to,
      complete,
      worked,
      rest,
      computable: worked + rest,
      required,
      known,
      reached: complete && known && worked + rest >= required,
    });
  }
  const reachedYears = records.filter((r) => r.reached);
  const earned = reachedYears.length * VACATION_DAYS_PER_YEAR;
  const taken = periods.reduce((sum, p) => sum + vacationDays(p.start, p.end), 0);
  const expired: ExpiredVacation[] = [];
  let cover = taken;
  for (const { year } of reachedYears) {
    const used = Math.min(cover, VACATION_DAYS_PER_YEAR);
    cover -= used;
    const expiredOn = addMonths(hireDate, 12 * (year + 1));
    if (used < VACATION_DAYS_PER_YEAR && expiredOn <= asOf)
      expired.push({
        year,
        earnedOn: addMonths(hireDate, 12 * year),
        expiredOn,
        days: VACATION_DAYS_PER_YEAR - used,
      });
  }
  return {
    asOf,
    years,
    yearsEarned: reachedYears.length,
    earned,
    taken,
    pending: earned - taken,
    accruingMonths,
    accruing: (accruingMonths * VACATION_DAYS_PER_YEAR) / 12,
    records,
    expired,
    expiredDays: expired.reduce((sum, e) => sum + e.days, 0),
  };
}

/** '7.50' days, the accruing days with two decimals. */
export const formatVacationDays = (days: number): string => days.toFixed(2);

/** The sorts of the workers' list. */
export const VACATION_SORTS = ['document', 'name', 'hireDate', 'taken', 'pending'] as const;
export type VacationSort = (typeof VACATION_SORTS)[number];
export const VACATION_DEFAULT_SORT: VacationSort = 'name';

/** A worker as the vacations screen names them. */
export interface VacationWorker {
  readonly id: number;
  readonly documentType: string;
  readonly document: string;
  /** 'APELLIDO APELLIDO, NOMBRES'. */
  readonly name: string;
  readonly hireDate: string;
  readonly endDate: string | null;
  readonly active: boolean;
}

/** A row of the workers' list: the worker and their balance. */
export interface VacationWorkerRow extends VacationWorker {
  readonly balance: VacationBalance;
}

/** One worker's periods, oldest first, and balance. */
export interface VacationWorkerDetail {
  readonly worker: VacationWorker;
  readonly balance: VacationBalance;
  readonly periods: VacationPeriod[];
}
