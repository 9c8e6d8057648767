/** The months' names in Spanish, January first. */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The name of the month of 'AAAA-MM' ('abril'), or undefined when it is not a month. */
export const monthNameOf = (month: string): string | undefined =>
  MONTH_NAMES[Number(month.split('-')[1]) - 1];

/** '2025-04' → 'abril 2025' (the text itself when it is not a month). */
export function formatMonthName(month: string): string {
  const name = monthNameOf(month);
  const year = month.split('-')[0];
  return name && year ? `${name} ${year}` : month;
}
