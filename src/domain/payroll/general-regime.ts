import {
  firstDayOfMonth,
  lastDayOfMonth,
  monthNumberOf,
  yearOf,
  type IsoDate,
  type YearMonth,
} from './dates';
import { Decimal } from './decimal';

/*
 * The general labour regime's benefits (D.Leg. 728; docs/payroll.md «Land staff (régimen general)»),
 * as pure arithmetic on a remuneration and the time worked:
 * - gratificación (Ley 27735, D.S. 005-2002-TR): one remuneration for the semester, a sixth per full
 *   calendar month worked in it (January–June for July, July–December for December);
 * - CTS (D.S. 001-97-TR arts. 18, 21–22): the computable remuneration plus a sixth of the gratificación
 *   received in the period, a twelfth per full month and a 360th (a thirtieth of a twelfth) per day
 *   worked in the period (November–April for May, May–October for November).
 */

/** The month runs that pay the gratificación (of July and of December) and accrue the CTS (of May and November). */
export const GENERAL_GRATIFICATION_RUNS = ['06', '12'] as const;
export const GENERAL_CTS_RUNS = ['04', '10'] as const;

const shift = (month: YearMonth, by: number): YearMonth => {
  const index = yearOf(month) * 12 + (monthNumberOf(month) - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The six months of the gratificación semester a month is in: January–June or July–December. */
export function gratificationSemester(month: YearMonth): YearMonth[] {
  const first = `${yearOf(month)}-${monthNumberOf(month) <= 6 ? '01' : '07'}`;
  return Array.from({ length: 6 }, (_, i) => shift(first, i));
}

/** The six months of the CTS period a month is in: November–April or May–October. */
export function ctsPeriod(month: YearMonth): YearMonth[] {
  const m = monthNumberOf(month);
  const back = m >= 5 && m <= 10 ? m - 5 : m >= 11 ? m - 11 : m + 1;
  const first = shift(month, -back);
  return Array.from({ length: 6 }, (_, i) => shift(first, i));
}

/** Employed the whole calendar month: hired by its first day, not ended before its last. */
export function workedWholeMonth(month: YearMonth, hire: IsoDate, end?: IsoDate | null): boolean {
  return hire <= firstDayOfMonth(month) && (end == null || end >= lastDayOfMonth(month));
}

/** How many of the months the worker was employed whole (the gratificación's sixths). */
export function fullMonthsWorked(months: readonly YearMonth[], hire: IsoDate, end?: IsoDate | null): number {
  return months.filter((m) => workedWholeMonth(m, hire, end)).length;
}

/**
 * The time worked in the months (in order) as whole months and days: a month employed whole counts as
 * a month; of a month employed in part, its days employed (30 days make a month).
 */
export function timeWorked(
  months: readonly YearMonth[],
  hire: IsoDate,
  end?: IsoDate | null,
): { months: number; days: number } {
  let whole = 0;
  let days = 0;
  for (const m of months) {
    if (workedWholeMonth(m, hire, end)) {
      whole++;
      continue;
    }
    const from = hire > firstDayOfMonth(m) ? hire : firstDayOfMonth(m);
    const to = end != null && end < lastDayOfMonth(m) ? end : lastDayOfMonth(m);
    if (from > to) continue;
    days += Number(to.slice(8)) - Number(from.slice(8)) + 1;
    if (days >= 30) {
      whole++;
      days -= 30;
    }
  }
  return { months: whole, days };
}

/** The gratificación: remuneration × full months ÷ 6, rounded half up to cents. */
export function gratificationAmount(remuneration: Decimal, months: number): Decimal {
  return remuneration.times(Decimal.fromInteger(months)).dividedBy(Decimal.fromInteger(6), 2);
}

/** The sixth of the gratificación received in the CTS period, rounded half up to cents. */
export function gratificationSixth(received: Decimal): Decimal {
  return received.dividedBy(Decimal.fromInteger(6), 2);
}

/**
 * The CTS of a period: computable remuneration × (months ÷ 12 + days ÷ 360) = computable × (30 × months
 * + days) ÷ 360, rounded half up to cents once.
 */
export function ctsAmount(computable: Decimal, months: number, days: number): Decimal {
  return computable.times(Decimal.fromInteger(30 * months + days)).dividedBy(Decimal.fromInteger(360), 2);
}
