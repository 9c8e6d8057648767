import { Decimal } from './decimal';
import type { Traced } from './lines';
import { PARAMETER, type ParameterReader } from './parameters';

/**
 * Income tax withholding, fifth category (renta de quinta categoría), fishing-payroll-peru.md §5:
 * - annual taxable income = annual pay − 7 UIT (art. 46 LIR);
 * - progressive scale (art. 53 LIR): up to 5 UIT 8 %, 5–20 UIT 14 %, 20–35 UIT 17 %, 35–45 UIT 20 %,
 *   over 45 UIT 30 %;
 * - monthly withholding (art. 40 of the Reglamento): January–March the annual tax / 12; April
 *   (tax − withheld January–March) / 9; May–July (tax − withheld January–April) / 8; August
 *   (tax − withheld January–July) / 5; September–November (tax − withheld January–August) / 4;
 *   December settles the year: tax − withheld January–November.
 * Catch shares are variable pay and are not projected forward [practice]; fixed pay is projected
 * over the months left in the year (art. 40 a).
 */
export interface TaxScale {
  readonly uit: Decimal;
  readonly deductionUit: Decimal;
  /** Upper limits of brackets 1–4, in UIT. */
  readonly limitsUit: readonly [Decimal, Decimal, Decimal, Decimal];
  /** Rates of brackets 1–5, in %. */
  readonly rates: readonly [Decimal, Decimal, Decimal, Decimal, Decimal];
}

export function readTaxScale(reader: ParameterReader): TaxScale {
  return {
    uit: reader.get(PARAMETER.uit),
    deductionUit: reader.get(PARAMETER.incomeTaxDeductionUit),
    limitsUit: [
      reader.get(PARAMETER.incomeTaxLimit1),
      reader.get(PARAMETER.incomeTaxLimit2),
      reader.get(PARAMETER.incomeTaxLimit3),
      reader.get(PARAMETER.incomeTaxLimit4),
    ],
    rates: [
      reader.get(PARAMETER.incomeTaxRate1),
      reader.get(PARAMETER.incomeTaxRate2),
      reader.get(PARAMETER.incomeTaxRate3),
      reader.get(PARAMETER.incomeTaxRate4),
      reader.get(PARAMETER.incomeTaxRate5),
    ],
  };
}

export interface PreviousMonth {
  /** 1–12, before the month computed. */
  readonly month: number;
  readonly taxablePay: Decimal;
  readonly taxWithheld: Decimal;
}

export interface IncomeTaxInput {
  /** 1–12. */
  readonly month: number;
  readonly previousMonths: readonly PreviousMonth[];
  /** Taxable pay of the month (CTS excluded). */
  readonly monthPay: Decimal;
  /** Fixed pay projected for the months after this one. */
  readonly projectedPay: Decimal;
}

export type BracketLine = Traced<
  'incomeTaxBracket',
  {
    readonly bracket: number;
    readonly fromUit: Decimal;
    readonly toUit: Decimal | undefined;
    readonly base: Decimal;
    readonly rate: Decimal;
  }
>;

export interface IncomeTaxComputation {
  readonly month: number;
  readonly uit: Decimal;
  readonly previousPay: Decimal;
  readonly monthPay: Decimal;
  readonly projectedPay: Decimal;
  /** previousPay + monthPay + projectedPay. */
  readonly annualIncome: Decimal;
  /** 7 UIT. */
  readonly deduction: Decimal;
  /** max(0, annualIncome − deduction). */
  readonly taxableIncome: Decimal;
  readonly brackets: readonly BracketLine[];
  /** Σ brackets. */
  readonly annualTax: Decimal;
  /** The months whose withholding is subtracted (art. 40), e.g. [1, 4]; undefined for January–March. */
  readonly withheldMonths: readonly [number, number] | undefined;
  readonly withheldBefore: Decimal;
  /** 12, 9, 8, 5, 4, or 1 in December. */
  readonly divisor: number;
  /** max(0, round2((annualTax − withheldBefore) / divisor)). */
  readonly withholding: Decimal;
  /** December only: what was withheld beyond the annual tax, to be returned to the worker. */
  readonly refundDue: Decimal;
}

/** The art. 40 procedure for a month: which months' withholding to subtract, and the divisor. */
export function withholdingRule(month: number): {
  withheldMonths: readonly [number, number] | undefined;
  divisor: number;
} {
  if (month <= 3) return { withheldMonths: undefined, divisor: 12 };
  if (month === 4) return { withheldMonths: [1, 3], divisor: 9 };
  if (month <= 7) return { withheldMonths: [1, 4], divisor: 8 };
  if (month === 8) return { withheldMonths: [1, 7], divisor: 5 };
  if (month <= 11) return { withheldMonths: [1, 8], divisor: 4 };
  return { withheldMonths: [1, 11], divisor: 1 };
}

/** Tax on a taxable annual income by the progressive scale; one line per bracket reached. */
export function annualTaxBrackets(taxableIncome: Decimal, scale: TaxScale): BracketLine[] {
  const lines: BracketLine[] = [];
  let lowerUit = Decimal.ZERO;
  for (let i = 0; i < 5; i++) {
    const upperUit = i < 4 ? scale.limitsUit[i]! : undefined;
    const lower = scale.uit.times(lowerUit);
    if (taxableIncome.compare(lower) <= 0) break;
    const upper = upperUit === undefined ? undefined : scale.uit.times(upperUit);
    const top = upper === undefined ? taxableIncome : Decimal.min(taxableIncome, upper);
    const base = top.minus(lower).round(2);
    const rate = scale.rates[i]!;
    lines.push({
      concept: 'incomeTaxBracket',
      amount: base.percent(rate).round(2),
      formula: 'renta neta en el tramo × tasa',
      inputs: { bracket: i + 1, fromUit: lowerUit, toUit: upperUit, base, rate },
    });
    if (upperUit === undefined) break;
    lowerUit = upperUit;
  }
  return lines;
}

export function computeIncomeTax(input: IncomeTaxInput, scale: TaxScale): IncomeTaxComputation {
  const previousPay = Decimal.sum(input.previousMonths.map((m) => m.taxablePay)).round(2);
  const annualIncome = previousPay.plus(input.monthPay).plus(input.projectedPay).round(2);
  const deduction = scale.uit.times(scale.deductionUit).round(2);
  const taxableIncome = Decimal.max(Decimal.ZERO, annualIncome.minus(deduction)).round(2);
  const brackets = annualTaxBrackets(taxableIncome, scale);
  const annualTax = Decimal.sum(brackets.map((line) => line.amount)).round(2);
  const { withheldMonths, divisor } = withholdingRule(input.month);
  const withheldBefore =
    withheldMonths === undefined
      ? Decimal.ZERO.round(2)
      : Decimal.sum(
          input.previousMonths
            .filter((m) => m.month >= withheldMonths[0] && m.month <= withheldMonths[1])
            .map((m) => m.taxWithheld),
        ).round(2);
  const due = annualTax.minus(withheldBefore).dividedBy(Decimal.fromInteger(divisor), 2);
  const withholding = due.isNegative() ? Decimal.ZERO.round(2) : due;
  const refundDue = input.month === 12 && due.isNegative() ? due.negated() : Decimal.ZERO.round(2);
  return {
    month: input.month,
    uit: scale.uit,
    previousPay,
    monthPay: input.monthPay,
    projectedPay: input.projectedPay,
    annualIncome,
    deduction,
    taxableIncome,
    brackets,
    annualTax,
    withheldMonths,
    withheldBefore,
    divisor,
    withholding,
    refundDue,
  };
}
