import type { ParameterCatalogue } from '../../domain/payroll/parameters';
import type { StoredShareRule } from '../../domain/payroll/stored-share-rules';

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

/**
 * The stored pago por especialidad (partes and bonus per position, optionally per vessel or fishing
 * type, from a date): the database for the server. Port and token share one name.
 */
export interface ShareRuleSource {
  shareRules(): Promise<readonly StoredShareRule[]>;
}
export const ShareRuleSource = Symbol.for('ShareRuleSource');
