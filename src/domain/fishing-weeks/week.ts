import { addDays, daysBetween, isIsoDate, isYearMonth, yearMonthOf, type IsoDate } from '../payroll/dates';
import { transitionOf, type PeriodAction, type PeriodCycle } from '../shared/period-cycle';
import type { FieldError } from '../shared/validation';
import type { WeekState } from '../shared/week-states';

/**
 * The fishing week (semana de pesca, fishing-payroll-peru.md §1): a numbered week of a year with its
 * own start and end (the business fixes them), the month its pay belongs to, and its state.
 *
 * States: abierta (editable) → calculada (computed by the server) → cerrada (closed: immutable).
 * A closed week is reabierta only with the `aprobar` permission and a written reason; a reopened week
 * is edited and computed again (each computation shows the difference against the closed result)
 * and closed again. Editing a calculada week takes it back to abierta (or reabierta).
 */
export { isWeekState, parseWeekState, WEEK_STATES, type WeekState } from '../shared/week-states';

/** What is done to a week: a grid save (edit), a computation, the close, the reopening. */
export type WeekAction = PeriodAction;

/** The longest a week may last, in days, and the longest reopening reason. */
export const WEEK_MAX_DAYS = 14;
export const REOPEN_REASON_MIN = 10;
export const REOPEN_REASON_MAX = 500;

export const WEEK_MESSAGES = {
  notFound: 'La semana de pesca no existe.',
  duplicate: 'Ya existe la semana con ese año y número.',
  closed:
    'La semana está cerrada: no admite cambios. Un usuario con permiso de aprobación puede reabrirla indicando el motivo.',
  closeNeedsCompute: 'Solo se puede cerrar una semana calculada: calcule la semana antes de cerrarla.',
  reopenNotClosed: 'Solo se puede reabrir una semana cerrada.',
  reopenNeedsApprove: 'Reabrir una semana cerrada requiere el permiso de aprobación.',
  reopenReason: `Indique el motivo de la reapertura (al menos ${REOPEN_REASON_MIN} caracteres).`,
  year: 'Indique un año entre 2000 y 2100.',
  number: 'Indique un número de semana entre 1 y 53.',
  start: 'Indique la fecha de inicio.',
  end: 'Indique la fecha de fin, igual o posterior al inicio.',
  length: `La semana no puede durar más de ${WEEK_MAX_DAYS} días.`,
  month: 'El mes de la planilla debe ser el mes del inicio o el del fin de la semana.',
  yearOfWeek: 'El año de la semana debe ser el año de su inicio o de su fin.',
} as const;

/** What a clerk enters to create a week. */
export interface WeekInput {
  readonly year: number;
  readonly number: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** YYYY-MM; suggested by suggestedMonth. */
  readonly month: string;
}

/**
 * The month the week's pay belongs to, as the calendar suggests it: the month holding most of its
 * days (the month of the end on a tie: the pay is made after the week). [decision]
 */
export function suggestedMonth(start: IsoDate, end: IsoDate): string {
  const counts = new Map<string, number>();
  const days = daysBetween(start, end) + 1;
  for (let d = 0; d < days; d++) {
    const month = yearMonthOf(addDays(start, d));
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  let best = yearMonthOf(end);
  for (const [month, count] of counts) if (count > (counts.get(best) ?? 0)) best = month;
  return best;
}

/** ISO-8601 week number and year of a date (Monday weeks; week 1 holds the year's first Thursday). */
export function isoWeekOf(date: IsoDate): { year: number; number: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const weekday = (new Date(utc).getUTCDay() + 6) % 7; // Monday 0
  const thursday = utc + (3 - weekday) * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const number = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, number };
}

/** A week proposed from its start date: ISO-like number, seven days, the suggested month. */
export function proposeWeek(start: IsoDate): WeekInput {
  const end = addDays(start, 6);
  const iso = isoWeekOf(start);
  return { year: iso.year, number: iso.number, start, end, month: suggestedMonth(start, end) };
}

/** The field errors of a week's input, in Spanish. */
export function validateWeek(input: WeekInput): FieldError[] {
  const out: FieldError[] = [];
  if (!Number.isInteger(input.year) || input.year < 2000 || input.year > 2100)
    out.push({ field: 'year', message: WEEK_MESSAGES.year });
  if (!Number.isInteger(input.number) || input.number < 1 || input.number > 53)
    out.push({ field: 'number', message: WEEK_MESSAGES.number });
  const startOk = isIsoDate(input.start);
  const endOk = isIsoDate(input.end) && (!startOk || input.end >= input.start);
  if (!startOk) out.push({ field: 'start', message: WEEK_MESSAGES.start });
  if (!endOk) out.push({ field: 'end', message: WEEK_MESSAGES.end });
  if (startOk && endOk) {
    if (daysBetween(input.start, input.end) + 1 > WEEK_MAX_DAYS)
      out.push({ field: 'end', message: WEEK_MESSAGES.length });
    if (
      !isYearMonth(input.month) ||
      (input.month !== yearMonthOf(input.start) && input.month !== yearMonthOf(input.end))
    )
      out.push({ field: 'month', message: WEEK_MESSAGES.month });
    const years = [Number(input.start.slice(0, 4)), Number(input.end.slice(0, 4))];
    if (Number.isInteger(input.year) && !years.includes(input.year))
      out.push({ field: 'year', message: WEEK_MESSAGES.yearOfWeek });
  }
  return out;
}

/** The days of a week, in order. */
export function daysOfWeek(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = 0; d <= daysBetween(start, end); d++) out.push(addDays(start, d));
  return out;
}

/** Whether the week's answers to writes are still refused: it is closed. */
export const isClosed = (state: WeekState) => state === 'cerrada';

/** The week's cycle: its states, refusals and reopening reason (src/domain/shared/period-cycle.ts). */
export const WEEK_CYCLE: PeriodCycle<WeekState> = {
  states: { open: 'abierta', computed: 'calculada', closed: 'cerrada', reopened: 'reabierta' },
  messages: WEEK_MESSAGES,
  reason: { min: REOPEN_REASON_MIN, max: REOPEN_REASON_MAX },
};

/**
 * The state machine: the state after `action`, or why it is refused.
 * - edit: abierta, calculada, reabierta → abierta (reabierta when the week was reopened);
 * - compute: abierta, calculada, reabierta → calculada;
 * - close: calculada → cerrada;
 * - reopen: cerrada → reabierta, with `aprobar` and a reason.
 */
export const transition = transitionOf<WeekState, WeekAction>(WEEK_CYCLE);
