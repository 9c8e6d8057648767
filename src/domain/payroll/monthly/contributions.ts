import { Decimal } from '../decimal';
import { pensionCharges, type PensionRates } from '../pension';
import type { MonthRates } from './rates';
import type { ContributionBase, MonthlyEmployerConcept, MonthlyPension, TrueUpLine } from './types';

/** The contribution base: the remunerative pay of the month, topped up to the RMV. */
export function contributionBase(remunerativePay: Decimal, rmv: Decimal): ContributionBase {
  const base = Decimal.max(remunerativePay, rmv).round(2);
  return { remunerativePay, rmv, base, topUp: base.minus(remunerativePay) };
}

/**
 * The worker's pension charges on the month's remunerative pay, trued up from what the weeks charged;
 * and the employer's top-up of the charges on the base (minimum RMV) above those on the pay.
 */
export function monthlyPension(
  rates: PensionRates,
  { base, remunerativePay }: ContributionBase,
  inWeeksCents: number,
): MonthlyPension {
  const charges = pensionCharges(rates, remunerativePay);
  const onPay = Decimal.sum(charges.map((line) => line.amount));
  const onBase = Decimal.sum(pensionCharges(rates, base).map((line) => line.amount));
  const inWeeks = Decimal.fromCents(BigInt(inWeeksCents));
  return {
    charges,
    inWeeks,
    adjustment: onPay.minus(inWeeks),
    employerTopUp: {
      concept: 'pensionTopUp',
      amount: onBase.minus(onPay),
      formula: 'aportes del trabajador sobre la base (mínimo RMV) − aportes sobre la remuneración',
      inputs: { base, remunerativePay, onBase, onPay },
    },
  };
}

/** What the weeks accrued of each employer contribution, in cents. */
export interface EmployerInWeeks {
  readonly essalud: number;
  readonly pensionEmployer: number;
  readonly sctr: number;
}

/**
 * The employer's contributions of the month trued up from the weeks: EsSalud on the base (split with
 * the EPS credit for a worker with an EPS), the pension scheme's employer contribution on the base,
 * SCTR on the remunerative pay.
 */
export function employerTrueUps(
  { base, remunerativePay }: ContributionBase,
  pension: PensionRates,
  eps: boolean,
  rates: Pick<MonthRates, 'essaludRate' | 'sctrRate' | 'epsCreditRate'>,
  inWeeks: EmployerInWeeks,
): TrueUpLine<MonthlyEmployerConcept>[] {
  const employer: TrueUpLine<MonthlyEmployerConcept>[] =
    eps && rates.epsCreditRate !== undefined
      ? essaludWithEps(base, rates.essaludRate, rates.epsCreditRate, inWeeks.essalud)
      : [
          trueUpLine(
            'essalud',
            'EsSalud: base (mínimo RMV) × tasa',
            base,
            rates.essaludRate,
            undefined,
            inWeeks.essalud,
          ),
        ];
  if (pension.employer !== undefined) {
    employer.push(
      trueUpLine(
        'pensionEmployer',
        `${pension.scheme} aporte del empleador: base × tasa`,
        base,
        pension.employer,
        pension.scheme,
        inWeeks.pensionEmployer,
      ),
    );
  }
  employer.push(
    trueUpLine(
      'sctr',
      'SCTR: remuneración del mes × tasa',
      remunerativePay,
      rates.sctrRate,
      undefined,
      inWeeks.sctr,
    ),
  );
  return employer;
}

/**
 * EsSalud of a worker covered by an EPS (Ley 26790 art. 15; domain §4): the employer still pays the
 * 9 % of the base in all, of which the EPS credit (2.25 % of the base: 25 % of the contribution) goes to
 * the EPS and the rest to EsSalud. The total and the credit are each rounded half-up to cents and
 * EsSalud gets total − credit, so that essalud + epsCredit is exactly the 9 % a worker without an EPS
 * costs. The weeks accrue the 9 % as one `essalud` line (the split is monthly: EsSalud and the EPS are
 * declared and paid by month), so the EsSalud line's `inWeeks` is that accrual and the credit's is 0.
 */
export function essaludWithEps(
  base: Decimal,
  totalRate: Decimal,
  epsCreditRate: Decimal,
  inWeeksCents: number,
): TrueUpLine<'essalud' | 'epsCredit'>[] {
  const total = base.percentRounded(totalRate);
  const epsCredit = base.percentRounded(epsCreditRate);
  const amount = total.minus(epsCredit);
  const inWeeks = Decimal.fromCents(BigInt(inWeeksCents));
  const none = Decimal.ZERO.round(2);
  return [
    {
      concept: 'essalud',
      amount,
      formula: 'EsSalud con EPS: base (mínimo RMV) × tasa − crédito EPS',
      inputs: {
        base,
        rate: totalRate.minus(epsCreditRate),
        inWeeks,
        adjustment: amount.minus(inWeeks),
        totalRate,
        epsCreditRate,
        total,
        epsCredit,
      },
    },
    {
      concept: 'epsCredit',
      amount: epsCredit,
      formula: 'crédito EPS: base (mínimo RMV) × tasa del crédito',
      inputs: { base, rate: epsCreditRate, inWeeks: none, adjustment: epsCredit },
    },
  ];
}

export function trueUpLine<C extends MonthlyEmployerConcept>(
  concept: C,
  formula: string,
  base: Decimal,
  rate: Decimal,
  scheme: string | undefined,
  inWeeksCents: number,
): TrueUpLine<C> {
  const amount = base.percentRounded(rate);
  const inWeeks = Decimal.fromCents(BigInt(inWeeksCents));
  return {
    concept,
    amount,
    formula,
    inputs: { base, rate, scheme, inWeeks, adjustment: amount.minus(inWeeks) },
  };
}
