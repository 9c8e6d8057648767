import { oneOf, parserOf } from './vocabulary';

/**
 * A fishing week's states (docs/fishing-weeks.md), in the kernel because the payroll month names its
 * weeks' states too: abierta (editable) → calculada (computed by the server) → cerrada (closed:
 * immutable), and reabierta after a reopening.
 */
export const WEEK_STATES = ['abierta', 'calculada', 'cerrada', 'reabierta'] as const;
export type WeekState = (typeof WEEK_STATES)[number];
export const isWeekState = oneOf(WEEK_STATES);
/** A stored week state (text column) as the domain's word; throws on anything else. */
export const parseWeekState = parserOf(WEEK_STATES, 'week state');
