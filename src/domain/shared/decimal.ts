/**
 * An exact, immutable decimal number: `units × 10^-scale`, with `units` a BigInt.
 *
 * Money, tonnes, prices, shares (partes) and rates are all Decimals: never binary floating point.
 * Addition, subtraction and multiplication are exact (the scale grows as needed); rounding happens
 * only where a rule says so, with `round(scale)` (half-up, i.e. half away from zero) or a division
 * to a stated scale. Payroll concepts are rounded to cents with `round(2)`.
 */
export class Decimal {
  static readonly ZERO = new Decimal(0n, 0);
  static readonly ONE = new Decimal(1n, 0);
  static readonly HUNDRED = new Decimal(100n, 0);

  private constructor(
    /** The digits, as an integer. */
    readonly units: bigint,
    /** How many of the digits are decimals (≥ 0). */
    readonly scale: number,
  ) {}

  /** `units × 10^-scale`. */
  static fromUnits(units: bigint, scale: number): Decimal {
    if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`Invalid decimal scale ${scale}`);
    return new Decimal(units, scale);
  }

  /** An amount of cents, as soles with two decimals. */
  static fromCents(cents: bigint): Decimal {
    return new Decimal(cents, 2);
  }

  /** A whole number. */
  static fromInteger(value: number | bigint): Decimal {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      throw new RangeError(`Not a safe integer: ${value}`);
    return new Decimal(BigInt(value), 0);
  }

  /**
   * Reads a plain decimal string: optional sign, digits, optional point and digits
   * ("2126.506667", "-3", "0.5"). No exponents, no thousands separators, no spaces.
   * Returns undefined when the text is not such a number.
   */
  static parse(text: string): Decimal | undefined {
    const match = DECIMAL_PATTERN.exec(text);
    if (match === null) return undefined;
    const sign = match[1] === '-' ? -1n : 1n;
    const integer = match[2] ?? '0';
    const fraction = match[3] ?? '';
    return new Decimal(sign * BigInt(integer + fraction), fraction.length);
  }

  /** Like `parse`, for literals the program controls: throws on a malformed string. */
  static of(text: string): Decimal {
    const value = Decimal.parse(text);
    if (value === undefined) throw new RangeError(`Not a decimal: "${text}"`);
    return value;
  }

  static sum(values: Iterable<Decimal>): Decimal {
    let units = 0n;
    let scale = 0;
    for (const value of values) {
      if (value.scale > scale) {
        units *= pow10(value.scale - scale);
        scale = value.scale;
      }
      units += value.units * pow10(scale - value.scale);
    }
    return new Decimal(units, scale);
  }

  static max(a: Decimal, b: Decimal): Decimal {
    return a.compare(b) >= 0 ? a : b;
  }

  static min(a: Decimal, b: Decimal): Decimal {
    return a.compare(b) <= 0 ? a : b;
  }

  plus(other: Decimal): Decimal {
    if (this.scale === other.scale) return new Decimal(this.units + other.units, this.scale);
    if (this.scale > other.scale) {
      return new Decimal(this.units + other.units * pow10(this.scale - other.scale), this.scale);
    }
    return new Decimal(this.units * pow10(other.scale - this.scale) + other.units, other.scale);
  }

  minus(other: Decimal): Decimal {
    if (this.scale === other.scale) return new Decimal(this.units - other.units, this.scale);
    if (this.scale > other.scale) {
      return new Decimal(this.units - other.units * pow10(this.scale - other.scale), this.scale);
    }
    return new Decimal(this.units * pow10(other.scale - this.scale) - other.units, other.scale);
  }

  negated(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  /** Exact product. */
  times(other: Decimal): Decimal {
    return new Decimal(this.units * other.units, this.scale + other.scale);
  }

  /** Exact `this × rate / 100`, for a rate given in percent ("22.40" means 22.40 %). */
  percent(rate: Decimal): Decimal {
    return new Decimal(this.units * rate.units, this.scale + rate.scale + 2);
  }

  /**
   * `this × rate / 100` rounded half-up to `scale` decimals: the same as
   * `this.percent(rate).round(scale)`, computed on plain numbers when that is exact (it usually is
   * for payroll amounts), which spares the intermediate values.
   */
  percentRounded(rate: Decimal, scale = 2): Decimal {
    const exactScale = this.scale + rate.scale + 2;
    if (exactScale > scale && exactScale - scale <= 15) {
      const a = Number(this.units);
      const b = Number(rate.units);
      const product = a * b;
      if (Number.isSafeInteger(a) && Number.isSafeInteger(b) && Number.isSafeInteger(product)) {
        const divisor = NUMBER_POWERS[exactScale - scale]!;
        const magnitude = product < 0 ? -product : product;
        // magnitude = q × divisor + r, exactly (all integers below 2^53); round half away from zero.
        let q = Math.floor(magnitude / divisor);
        let r = magnitude - q * divisor;
        if (r < 0) {
          q -= 1;
          r += divisor;
        } else if (r >= divisor) {
          q += 1;
          r -= divisor;
        }
        if (r * 2 >= divisor) q += 1;
        return new Decimal(BigInt(product < 0 ? -q : q), scale);
      }
    }
    return this.percent(rate).round(scale);
  }

  /** `this / divisor`, rounded half-up to `scale` decimals. Throws on a zero divisor. */
  dividedBy(divisor: Decimal, scale: number): Decimal {
    if (divisor.units === 0n) throw new RangeError('Division by zero');
    // this / divisor = (u1 / 10^s1) / (u2 / 10^s2) = u1 × 10^s2 / (u2 × 10^s1)
    // scaled by 10^scale: u1 × 10^(s2 + scale) / (u2 × 10^s1)
    let numerator = this.units * pow10(divisor.scale + scale);
    let denominator = divisor.units * pow10(this.scale);
    if (denominator < 0n) {
      numerator = -numerator;
      denominator = -denominator;
    }
    return new Decimal(divideHalfUp(numerator, denominator), scale);
  }

  /** Rounded half-up (half away from zero) to `scale` decimals; a smaller scale is padded. */
  round(scale = 2): Decimal {
    if (scale === this.scale) return this;
    if (scale > this.scale) return new Decimal(this.units * pow10(scale - this.scale), scale);
    // Dividing by a power of ten: adding half of it first rounds half away from zero.
    const exponent = this.scale - scale;
    const units = this.units;
    return new Decimal(
      units >= 0n
        ? (units + half10(exponent)) / pow10(exponent)
        : (units - half10(exponent)) / pow10(exponent),
      scale,
    );
  }

  /** The value in cents, rounded half-up. */
  toCents(): bigint {
    return this.round(2).units;
  }

  /**
   * The value in cents as a JS number, rounded half-up: for fast sums of many amounts without
   * allocating. Exact while the total stays below 2^53 cents (about 90 trillion soles).
   */
  toCentsNumber(): number {
    return Number(this.scale === 2 ? this.units : this.round(2).units);
  }

  compare(other: Decimal): -1 | 0 | 1 {
    let a = this.units;
    let b = other.units;
    if (this.scale > other.scale) b *= pow10(this.scale - other.scale);
    else if (other.scale > this.scale) a *= pow10(other.scale - this.scale);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** Equal in value (1.5 equals 1.50). */
  equals(other: Decimal): boolean {
    return this.compare(other) === 0;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  isPositive(): boolean {
    return this.units > 0n;
  }

  /** The number written with exactly `scale` decimals, rounded half-up: "2126.51". */
  toFixed(scale: number): string {
    return format(this.round(scale));
  }

  /** The number written with its own scale: Decimal.of("178.000").toString() is "178.000". */
  toString(): string {
    return format(this);
  }

  toJSON(): string {
    return format(this);
  }
}

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?$/;

const NUMBER_POWERS = Array.from({ length: 16 }, (_, i) => 10 ** i);

const POWERS: bigint[] = [1n];
function pow10(exponent: number): bigint {
  for (let i = POWERS.length; i <= exponent; i++) POWERS.push(POWERS[i - 1]! * 10n);
  return POWERS[exponent]!;
}

const HALVES: bigint[] = [];
/** 10^exponent / 2, for exponent ≥ 1. */
function half10(exponent: number): bigint {
  let half = HALVES[exponent];
  if (half === undefined) {
    half = pow10(exponent) / 2n;
    HALVES[exponent] = half;
  }
  return half;
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= denominator) return numerator < 0n ? quotient - 1n : quotient + 1n;
  return quotient;
}

function format(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString();
  if (value.scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(value.scale + 1, '0');
  const cut = padded.length - value.scale;
  return (negative ? '-' : '') + padded.slice(0, cut) + '.' + padded.slice(cut);
}
