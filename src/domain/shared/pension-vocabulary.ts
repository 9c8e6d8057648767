/**
 * The pension vocabulary, defined once (docs/payroll.md, "One vocabulary"): the words the clerk reads on
 * the worker form, the database stores, the API carries, the payroll engine reads and the payslip prints.
 * A value crosses a boundary as one of these words or is translated by one tested function here — never
 * by a cast (`as`), which compiles and pays the wrong amount.
 */
import { oneOf, parserOf } from './vocabulary';

/** The pension scheme a worker contributes to: REP (none: a régimen especial), ONP (public) or an AFP. */
export const PENSION_SCHEMES = ['ONP', 'AFP', 'REP'] as const;
export type PensionScheme = (typeof PENSION_SCHEMES)[number];

/** The AFPs of the private pension system. */
export const AFPS = ['HABITAT', 'INTEGRA', 'PRIMA', 'PROFUTURO'] as const;
export type Afp = (typeof AFPS)[number];

/**
 * An AFP member's commission: FLUJO (on the monthly pay: the flow commission rate) or MIXTA (mostly on
 * the fund's balance, with a smaller rate on the pay: the parameter `balanceFlowCommission`).
 */
export const COMMISSION_TYPES = ['FLUJO', 'MIXTA'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

export const isPensionScheme = oneOf(PENSION_SCHEMES);
export const isAfp = oneOf(AFPS);
export const isCommissionType = oneOf(COMMISSION_TYPES);

/** A stored pension scheme (text column) as the domain's word; throws on anything else. */
export const parsePensionScheme = parserOf(PENSION_SCHEMES, 'pension scheme');

const afpOf = parserOf(AFPS, 'AFP');
const commissionTypeOf = parserOf(COMMISSION_TYPES, 'commission type');

/** A stored AFP (nullable text column): null stays null; throws on an unknown word. */
export function parseAfp(value: string | null): Afp | null {
  return value === null ? null : afpOf(value);
}

/** A stored commission type (nullable text column): null stays null; throws on an unknown word. */
export function parseCommissionType(value: string | null): CommissionType | null {
  return value === null ? null : commissionTypeOf(value);
}

/**
 * The commission as written by the payroll engine's JSON files before the vocabulary was one ('flow' and
 * 'balance'), or as written today ('FLUJO', 'MIXTA'); undefined for anything else. The only place the
 * old words are read.
 */
export function commissionTypeOfLegacy(value: unknown): CommissionType | undefined {
  if (isCommissionType(value)) return value;
  if (value === 'flow') return 'FLUJO';
  if (value === 'balance') return 'MIXTA';
  return undefined;
}
