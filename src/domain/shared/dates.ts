/**
 * Calendar dates of the business, in Peru's time (America/Lima: UTC−5 all year, no daylight saving
 * since 1994). Dates travel as 'YYYY-MM-DD'; instants as ISO 8601 strings.
 */
export const LIMA_OFFSET_MINUTES = -5 * 60;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The date in Lima at that instant. */
export function limaDate(instant: Date): string {
  return new Date(instant.getTime() + LIMA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant a Lima day starts (00:00 in Lima). */
export function limaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000-05:00`);
}

/** The instant the next Lima day starts (the exclusive end of `date`). */
export function limaDayEnd(date: string): Date {
  return new Date(limaDayStart(date).getTime() + 86_400_000);
}

/** '02/03/2026' */
export function formatDate(date: string): string {
  const m = ISO_DATE.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

/** '02/03/2026 07:05' in Lima time. */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const local = new Date(instant.getTime() + LIMA_OFFSET_MINUTES * 60_000).toISOString();
  return `${formatDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}
