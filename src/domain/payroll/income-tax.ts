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
 * Projection (art. 40 a, as amended by D.S. 033-2017-EF): "la remuneración ordinaria mensual puesta a
 *   disposición del trabajador en el mes se multiplicará por el número de meses que falte para terminar
 *   el ejercicio, incluyendo el mes". The regulation does not exempt variable pay: the month's ordinary
 *   pay — catch shares included — is projected over the months after this one (docs/payroll.md).
 * Extraordinary income of the month (art. 40 e: participaciones, reintegros, other extraordinary sums):
 *   not spread by the divisor; the tax it adds to the annual tax is withheld in full in the month.
 *
 * Two optional inputs (docs/payroll.md "The rules, with their sources"):
 * - other employers' income (art. 40 of the Reglamento, last paragraph: a worker paid by more than one
 *   employer at once informs the withholding agent — the one paying the most — of the other pay and
 *   withholding): the month's pay from other employers is added to the annual income, and the tax they
 *   withheld in the month is subtracted from this month's withholding. Earlier months' amounts go in
 *   the year-to-date rows;
 * - the additional deduction of expenses up to 3 UIT (LIR art. 46 as amended by D.Leg. 1258): the
 *   withholding agent does NOT apply it (LIR art. 75; D.S. 033-2017-EF: "para determinar las
 *   retenciones por rentas de quinta categoría no se considerarán los citados gastos"); the worker
 *   claims it in the annual return. The engine caps the declared amount at 3 UIT and reports it, and
 *   the withholding is computed with the 7 UIT only. [law; the domain reference is silent]
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

/** Pay of the month from another employer, and the tax it withheld in the month (art. 40 of the Reglamento). */
export interface OtherEmployerIncome {
  /** The other employer (RUC or name), as the worker declared it. */
  readonly employer: string;
  readonly taxablePay: Decimal;
  readonly taxWithheld: Decimal;
}

export interface IncomeTaxInput {
  /** 1–12. */
  readonly month: number;
  readonly previousMonths: readonly PreviousMonth[];
  /** Taxable pay of the month (CTS excluded), extraordinary income included. */
  readonly monthPay: Decimal;
  /** The part of `monthPay` that is extraordinary (art. 40 e); absent: none. */
  readonly extraordinaryPay?: Decimal;
  /** The month's ordinary pay projected for the months after this one (art. 40 a). */
  readonly projectedPay: Decimal;
  /** The month's pay and withholding by other employers; absent or empty: none. */
  readonly otherEmployers?: readonly OtherEmployerIncome[];
  /** Deductible expenses the worker declared (LIR art. 46), and the cap in UIT; reported, not applied. */
  readonly deductibleExpenses?: { readonly declared: Decimal; readonly capUit: Decimal };
}

/** Other employers' pay and withholding of the month, as used. */
export interface OtherEmployersTax {
  readonly employers: readonly OtherEmployerIncome[];
  /** Σ taxablePay: added to the annual income. */
  readonly taxablePay: Decimal;
  /** Σ taxWithheld: subtracted from the month's withholding. */
  readonly taxWithheld: Decimal;
  /** round2((annualTax − withheldBefore) / divisor): the month's share of the tax before their withholding. */
  readonly monthTax: Decimal;
}

/**
 * The additional deduction of expenses (LIR art. 46, up to 3 UIT): what the worker declared, the cap,
 * and what the annual return may deduct. `applied` is always 0: the withholding agent does not apply it
 * (LIR art. 75).
 */
export interface AdditionalDeduction {
  readonly declared: Decimal;
  readonly capUit: Decimal;
  /** capUit × UIT. */
  readonly cap: Decimal;
  /** min(declared, cap). */
  readonly allowed: Decimal;
  /** Deducted in this withholding: 0 (LIR art. 75). */
  readonly applied: Decimal;
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

/** Art. 40 e: the annual tax with the month's extraordinary income, and the tax it adds. */
export interface ExtraordinaryIncomeTax {
  /** annualIncome + extraordinaryPay. */
  readonly annualIncome: Decimal;
  readonly taxableIncome: Decimal;
  readonly annualTax: Decimal;
  /** annualTax with it − annualTax without it: withheld in full in the month. */
  readonly tax: Decimal;
}

export interface IncomeTaxComputation {
  readonly month: number;
  readonly uit: Decimal;
  readonly previousPay: Decimal;
  readonly monthPay: Decimal;
  /** monthPay − extraordinaryPay: what is projected (art. 40 a). */
  readonly ordinaryPay: Decimal;
  /** The month's extraordinary income (art. 40 e). */
  readonly extraordinaryPay: Decimal;
  /** ordinaryPay × the months after this one (12 − month). */
  readonly projectedPay: Decimal;
  /** previousPay + ordinaryPay + other employers' pay of the month + projectedPay. */
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
  /** round2((annualTax − withheldBefore) / divisor): the ordinary withholding (art. 40 d). */
  readonly ordinaryTax: Decimal;
  /** The tax the month's extraordinary income adds (art. 40 e); 0.00 without it. */
  readonly extraordinaryTax: Decimal;
  /**
   * max(0, ordinaryTax (not below 0 before December) + extraordinaryTax − other employers' withholding
   * of the month).
   */
  readonly withholding: Decimal;
  /** December only: what was withheld beyond the annual tax, to be returned to the worker. */
  readonly refundDue: Decimal;
  /** Present when the month has extraordinary income. */
  readonly extraordinary?: ExtraordinaryIncomeTax;
  /** Present when other employers' income was declared for the month. */
  readonly otherEmployers?: OtherEmployersTax;
  /** Present when the worker declared deductible expenses. */
  readonly additionalDeduction?: AdditionalDeduction;
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
  const others = input.otherEmployers ?? [];
  const otherPay = Decimal.sum(others.map((o) => o.taxablePay)).round(2);
  const otherWithheld = Decimal.sum(others.map((o) => o.taxWithheld)).round(2);
  const extraordinaryPay = (input.extraordinaryPay ?? Decimal.ZERO).round(2);
  const ordinaryPay = input.monthPay.minus(extraordinaryPay).round(2);
  const annualIncome = previousPay.plus(ordinaryPay).plus(otherPay).plus(input.projectedPay).round(2);
  const deduction = scale.uit.times(scale.deductionUit).round(2);
  const taxableOf = (income: Decimal) => Decimal.max(Decimal.ZERO, income.minus(deduction)).round(2);
  const taxableIncome = taxableOf(annualIncome);
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
  const monthTax = annualTax.minus(withheldBefore).dividedBy(Decimal.fromInteger(divisor), 2);
  const extraordinary = extraordinaryPay.isPositive()
    ? extraordinaryIncomeTax(annualIncome.plus(extraordinaryPay).round(2), annualTax, taxableOf, scale)
    : undefined;
  const extraordinaryTax = extraordinary?.tax ?? Decimal.ZERO.round(2);
  const december = input.month === 12;
  // Art. 40 d) withholds nothing when the ordinary share is negative; only December settles (refunds) it.
  const ordinaryShare = !december && monthTax.isNegative() ? Decimal.ZERO.round(2) : monthTax;
  const due = ordinaryShare.plus(extraordinaryTax).minus(otherWithheld);
  const withholding = due.isNegative() ? Decimal.ZERO.round(2) : due;
  const refundDue = december && due.isNegative() ? due.negated() : Decimal.ZERO.round(2);
  const expenses = input.deductibleExpenses;
  const cap = expenses === undefined ? undefined : scale.uit.times(expenses.capUit).round(2);
  return {
    month: input.month,
    uit: scale.uit,
    previousPay,
    monthPay: input.monthPay,
    ordinaryPay,
    extraordinaryPay,
    projectedPay: input.projectedPay,
    annualIncome,
    deduction,
    taxableIncome,
    brackets,
    annualTax,
    withheldMonths,
    withheldBefore,
    divisor,
    ordinaryTax: monthTax,
    extraordinaryTax,
    withholding,
    refundDue,
    ...(extraordinary !== undefined ? { extraordinary } : {}),
    ...(others.length > 0
      ? {
          otherEmployers: {
            employers: others,
            taxablePay: otherPay,
            taxWithheld: otherWithheld,
            monthTax,
          },
        }
      : {}),
    ...(expenses !== undefined && cap !== undefined
      ? {
          additionalDeduction: {
            declared: expenses.declared,
            capUit: expenses.capUit,
            cap,
            allowed: Decimal.min(expenses.declared, cap).round(2),
            applied: Decimal.ZERO.round(2),
          },
        }
      : {}),
  };
}

/** Art. 40 e: the annual tax again with the extraordinary income; the difference is the month's. */
function extraordinaryIncomeTax(
  annualIncome: Decimal,
  annualTaxWithout: Decimal,
  taxableOf: (income: Decimal) => Decimal,
  scale: TaxScale,
): ExtraordinaryIncomeTax {
  const taxableIncome = taxableOf(annualIncome);
  const annualTax = Decimal.sum(annualTaxBrackets(taxableIncome, scale).map((line) => line.amount)).round(2);
  return { annualIncome, taxableIncome, annualTax, tax: annualTax.minus(annualTaxWithout).round(2) };
}
