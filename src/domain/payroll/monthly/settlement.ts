import { Decimal } from '../decimal';
import {
  computeIncomeTax,
  type IncomeTaxComputation,
  type OtherEmployerIncome,
  type PreviousMonth,
} from '../income-tax';
import type { MonthRates } from './rates';
import type { MonthlySettlement } from './types';

/** What the month knows of a worker's tax year besides this employer's pay. */
export interface TaxHistory {
  readonly previousMonths: readonly PreviousMonth[];
  readonly otherEmployers: readonly OtherEmployerIncome[] | undefined;
  /** Declared deductible expenses, if any. */
  readonly deductibleExpenses: Decimal | undefined;
}

/**
 * The income tax withholding of the month: the month's taxable pay (remunerative pay, gratificación
 * and bonificación extraordinaria), its ordinary part (all but the extraordinary income) projected over
 * the months after this one (art. 40 a of the Reglamento: variable pay, catch shares included, is not
 * exempt), the extraordinary income (other earnings: reintegros, bonuses) taxed in full in the month
 * (art. 40 e), other employers' pay and the declared deductible expenses.
 */
export function monthlyIncomeTax(
  month: number,
  pay: {
    readonly monthPay: Decimal;
    readonly extraordinaryPay: Decimal;
    /**
     * Pay of the month that is not projected over the months after it though taxed in the month: a
     * general-regime worker's semester gratificación and bonificación (they do not recur monthly).
     */
    readonly notProjected?: Decimal;
  },
  history: TaxHistory,
  rates: Pick<MonthRates, 'taxScale' | 'additionalDeductionUit'>,
): IncomeTaxComputation {
  const capUit = rates.additionalDeductionUit;
  return computeIncomeTax(
    {
      month,
      previousMonths: history.previousMonths,
      monthPay: pay.monthPay,
      extraordinaryPay: pay.extraordinaryPay,
      projectedPay: pay.monthPay
        .minus(pay.extraordinaryPay)
        .minus(pay.notProjected ?? Decimal.ZERO)
        .times(Decimal.fromInteger(12 - month))
        .round(2),
      otherEmployers: history.otherEmployers,
      deductibleExpenses:
        capUit !== undefined && history.deductibleExpenses !== undefined
          ? { declared: history.deductibleExpenses, capUit }
          : undefined,
    },
    rates.taxScale,
  );
}

/**
 * What the month pays the worker: the benefits and the asignación familiar, less the pension
 * adjustment and the income tax; a negative balance is carried to the last week. CTS is deposited.
 */
export function monthlySettlement(amounts: {
  readonly benefits: Decimal;
  readonly familyAllowance: Decimal | undefined;
  readonly pensionAdjustment: Decimal;
  readonly incomeTax: Decimal;
  readonly cts: Decimal;
  /** Court orders' withholdings: on the gratificación (never above what the run pays), on the CTS. */
  readonly courtOrders?: { readonly bonus: Decimal; readonly cts: Decimal };
}): MonthlySettlement {
  const { benefits, familyAllowance, pensionAdjustment, incomeTax, courtOrders } = amounts;
  const balance = benefits
    .plus(familyAllowance ?? Decimal.ZERO)
    .minus(pensionAdjustment)
    .minus(incomeTax)
    .minus(courtOrders?.bonus ?? Decimal.ZERO);
  return {
    benefits,
    ...(familyAllowance !== undefined ? { familyAllowance } : {}),
    pensionAdjustment,
    incomeTax,
    payable: balance.isNegative() ? Decimal.ZERO.round(2) : balance,
    carriedToLastWeek: balance.isNegative() ? balance.negated() : Decimal.ZERO.round(2),
    ctsDeposit: amounts.cts.minus(courtOrders?.cts ?? Decimal.ZERO),
    ...(courtOrders !== undefined ? { courtOrders: courtOrders.bonus, ctsCourtOrders: courtOrders.cts } : {}),
  };
}
