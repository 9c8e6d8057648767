import { Decimal } from '../../../domain/payroll/decimal';
import { formatAmount } from '../../../domain/shared/decimal-text';
import type { Translate } from '../screen-state';

/** Display parts of a payroll period's page (a fishing week, a payroll month): amounts stay decimal strings. */

/** One input of a line as the payslip shows it. */
export interface InputView {
  readonly label: string;
  readonly value: string;
}

/** A traced line: its concept, amount, formula and what it came from. */
export interface LineView {
  readonly concept: string;
  readonly amount: string;
  readonly formula: string;
  readonly inputs: readonly InputView[];
}

/** A worker's traced result as the breakdown dialog shows it (a payslip, section by section). */
export interface BreakdownView {
  readonly title: string;
  readonly source: string;
  readonly days: string;
  readonly sections: readonly { title: string; lines: readonly LineView[]; total: string }[];
  readonly net: string;
}

/** Where a traced result comes from, as the dialog names it. */
export const breakdownSource = (source: string, t: Translate) =>
  source === 'cierre' ? t('periodCycle.breakdown.sourceClosed') : t('periodCycle.breakdown.sourceComputed');

/** A difference with its sign ('+12.50', '-3.00', '0.00'). */
export function formatDifference(value: string): string {
  const d = Decimal.parse(value);
  return d && d.isPositive() ? `+${formatAmount(value)}` : formatAmount(value);
}

/** A period's state chip: colours with enough contrast, a reopened period stands out filled. */
export interface StateChip {
  readonly color: 'default' | 'primary' | 'success';
  readonly variant: 'outlined' | 'filled';
}

/** The chips of the four states, in the period's own words (abierta / abierto…). */
export function stateChips<S extends string>(states: {
  readonly open: S;
  readonly computed: S;
  readonly closed: S;
  readonly reopened: S;
}): Readonly<Record<S, StateChip>> {
  return {
    [states.open]: { color: 'primary', variant: 'outlined' },
    [states.computed]: { color: 'success', variant: 'outlined' },
    [states.closed]: { color: 'default', variant: 'outlined' },
    [states.reopened]: { color: 'primary', variant: 'filled' },
  } as Record<S, StateChip>;
}
