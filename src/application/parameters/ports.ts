import type { ParameterCatalogue } from '../../domain/payroll/parameters';

/**
 * Closed payroll periods: a parameter row effective on or before the last day of the latest closed
 * week or month never changes. Port and token share one name. There are no closed weeks yet: the
 * fishing-week feature will answer its latest closed date.
 */
export interface ClosedPeriods {
  /** The last day of the latest closed week or month, or null when none is closed. */
  latestClosedOn(): Promise<string | null>;
}
export const ClosedPeriods = Symbol.for('ClosedPeriods');

/** No period is closed yet. */
export const noClosedPeriods: ClosedPeriods = { latestClosedOn: () => Promise.resolve(null) };

/**
 * Where the engine reads its parameters: the product's database on the server and in the command line,
 * a JSON file for offline checks. `catalogueOn(date)` answers the stored catalogue (every row, so a
 * computation of a week reads the values in force on each of its dates).
 */
export interface ParameterSource {
  catalogueOn(date: string): Promise<ParameterCatalogue>;
}
export const ParameterSource = Symbol.for('ParameterSource');
