import { Decimal } from './decimal';

/**
 * Decimal numbers as the API and the forms carry them: strings ('22.40', '350.00'), never binary
 * floats. A rule states how many decimals are allowed and the range; `cleanDecimalText` writes the
 * number with exactly that many decimals.
 */
export interface DecimalRule {
  /** At most this many decimals. */
  readonly decimals: number;
  readonly min: string;
  readonly max: string;
  /** The minimum itself is not allowed (a capacity must be more than 0). */
  readonly minExclusive?: boolean;
}

/** A figure of more than 0 and up to `max`, with two decimals (a capacity, an amount, a percentage). */
export const positiveRule = (max: string): DecimalRule => ({
  decimals: 2,
  min: '0',
  max,
  minExclusive: true,
});

/** The longest text a decimal field takes (digits, point and decimals). */
export const DECIMAL_TEXT_MAX = 20;

/** Reads '22.4', ' 22,40 ' (a comma is a decimal point too); undefined when it is not a plain number. */
export function parseDecimalText(text: string): Decimal | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > DECIMAL_TEXT_MAX) return undefined;
  return Decimal.parse(trimmed.replace(',', '.'));
}

const decimalsOf = (text: string): number => {
  const trimmed = text.trim().replace(',', '.');
  const point = trimmed.indexOf('.');
  return point < 0 ? 0 : trimmed.length - point - 1;
};

/** Why a decimal text breaks its rule (a Spanish message starting with `label`), or undefined. */
export function decimalTextProblem(
  text: string,
  rule: DecimalRule,
  label: string,
  gender: 'f' | 'm' = 'm',
): string | undefined {
  if (text.trim() === '') return `${label} es ${gender === 'f' ? 'obligatoria' : 'obligatorio'}.`;
  const value = parseDecimalText(text);
  if (value === undefined) return `${label} debe ser un número.`;
  if (decimalsOf(text) > rule.decimals) {
    return rule.decimals === 0
      ? `${label} debe ser un número entero.`
      : `${label} admite como máximo ${rule.decimals} decimales.`;
  }
  const min = Decimal.of(rule.min);
  const max = Decimal.of(rule.max);
  const belowMin = rule.minExclusive ? value.compare(min) <= 0 : value.compare(min) < 0;
  if (belowMin || value.compare(max) > 0) {
    return rule.minExclusive
      ? `${label} debe ser mayor que ${rule.min} y como máximo ${rule.max}.`
      : `${label} debe estar entre ${rule.min} y ${rule.max}.`;
  }
  return undefined;
}

/** The number written with exactly the rule's decimals ('22.4' → '22.40'); the text itself when invalid. */
export function cleanDecimalText(text: string, decimals: number): string {
  const value = parseDecimalText(text);
  return value === undefined ? text.trim() : value.toFixed(decimals);
}

/** A decimal string as money with thousands separators and two decimals: '12,345.60'. */
export function formatAmount(value: string | null | undefined, scale = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = Decimal.parse(String(value));
  if (!parsed) return String(value);
  const fixed = parsed.round(scale).toFixed(scale);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Money as a payslip or a report prints it: 'S/ 2,126.51' ('-S/ 3.00' when negative). */
export function formatSoles(value: string | null | undefined): string {
  const amount = formatAmount(value);
  if (amount === '') return '';
  return amount.startsWith('-') ? `-S/ ${amount.slice(1)}` : `S/ ${amount}`;
}
