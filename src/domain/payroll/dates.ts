/**
 * Calendar dates as ISO strings ('YYYY-MM-DD') and months as 'YYYY-MM'. ISO strings of the same
 * length order lexicographically in time, so comparisons are plain string comparisons. No clock is
 * read here: every date comes from the caller.
 */
export type IsoDate = string;
export type YearMonth = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isYearMonth(text: unknown): text is YearMonth {
  if (typeof text !== 'string') return false;
  const match = YEAR_MONTH.exec(text);
  if (match === null) return false;
  const month = Number(match[2]);
  return month >= 1 && month <= 12;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a valid ISO date (proleptic Gregorian calendar). */
export function epochDay(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  // H. Hinnant's days_from_civil.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The ISO date `days` after 1970-01-01 (inverse of epochDay). */
export function fromEpochDay(days: number): IsoDate {
  // H. Hinnant's civil_from_days.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(epochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

/** Day of the month, 1–31. */
export function dayOfMonth(date: IsoDate): number {
  return Number(date.slice(8, 10));
}

export function yearOf(date: IsoDate | YearMonth): number {
  return Number(date.slice(0, 4));
}

/** Month number, 1–12. */
export function monthNumberOf(date: IsoDate | YearMonth): number {
  return Number(date.slice(5, 7));
}

export function yearMonthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7);
}

export function firstDayOfMonth(month: YearMonth): IsoDate {
  return `${month}-01`;
}

export function lastDayOfMonth(month: YearMonth): IsoDate {
  const days = daysInMonth(yearOf(month), monthNumberOf(month));
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** Is `date` within [start, end], both inclusive? */
export function isWithin(date: IsoDate, start: IsoDate, end: IsoDate): boolean {
  return date >= start && date <= end;
}
