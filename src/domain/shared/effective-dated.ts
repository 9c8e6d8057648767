import { isIsoDate } from './dates';

/**
 * Values with effective dates: a row applies from its `effectiveFrom` (a 'YYYY-MM-DD' date) until the
 * day before the next row's date. An older week keeps the value in force then.
 */
export interface EffectiveDated {
  readonly effectiveFrom: string;
}

/** The row in force on `date`: the one with the latest `effectiveFrom` on or before it; none before the first. */
export function inForceOn<T extends EffectiveDated>(rows: readonly T[], date: string): T | undefined {
  let found: T | undefined;
  for (const row of rows) {
    if (row.effectiveFrom <= date && (found === undefined || row.effectiveFrom > found.effectiveFrom)) {
      found = row;
    }
  }
  return found;
}

/** The rows by date, oldest first. */
export const byEffectiveDate = <T extends EffectiveDated>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) =>
    a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0,
  );

export const EFFECTIVE_DATED_MESSAGES = {
  required: 'La fecha de vigencia es obligatoria.',
  invalid: 'Fecha de vigencia no válida.',
  duplicate: 'Ya hay otro valor con la misma fecha de vigencia.',
} as const;

/** Per row, why its date is refused (missing, not a date, repeated), or undefined. */
export function effectiveDateProblems(rows: readonly EffectiveDated[]): (string | undefined)[] {
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.effectiveFrom, (seen.get(row.effectiveFrom) ?? 0) + 1);
  return rows.map((row) => {
    if (row.effectiveFrom.trim() === '') return EFFECTIVE_DATED_MESSAGES.required;
    if (!isIsoDate(row.effectiveFrom)) return EFFECTIVE_DATED_MESSAGES.invalid;
    if ((seen.get(row.effectiveFrom) ?? 0) > 1) return EFFECTIVE_DATED_MESSAGES.duplicate;
    return undefined;
  });
}
