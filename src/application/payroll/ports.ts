import type { ParameterCatalogue } from '../../domain/payroll/parameters';

/**
 * Where the payroll parameters come from: the seed catalogue for the command line, the database
 * for the server. Port and token share one name.
 */
export interface PayrollParameterSource {
  catalogue(): Promise<ParameterCatalogue>;
}
export const PayrollParameterSource = Symbol.for('PayrollParameterSource');

/** A source that always answers the same catalogue. */
export function fixedParameterSource(catalogue: ParameterCatalogue): PayrollParameterSource {
  return { catalogue: () => Promise.resolve(catalogue) };
}
