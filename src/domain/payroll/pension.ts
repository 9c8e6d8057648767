import { Decimal } from './decimal';
import {
  rateLine,
  type CommissionType,
  type EmployerLine,
  type PensionLine,
  type PensionScheme,
} from './lines';
import { afpKey, PARAMETER, type ParameterReader } from './parameters';

/**
 * Pension deductions by scheme (fishing-payroll-peru.md §3):
 * - REP (Ley 30003): worker 8 %, employer 5 %.
 * - AFP: worker 10 % + insurance premium on pay up to the monthly insurable cap + commission on
 *   flow (or 0 % on flow with a commission on balance); employer 5 % for fishermen [practice].
 * - ONP (D.L. 19990): worker 13 %.
 */
export type PensionChoice =
  | { readonly scheme: 'REP' }
  | { readonly scheme: 'ONP' }
  | { readonly scheme: 'AFP'; readonly afp: string; readonly commission: CommissionType };

export interface PensionRates {
  readonly scheme: PensionScheme;
  readonly afp?: string;
  readonly commissionType?: CommissionType;
  readonly contribution: Decimal;
  readonly insurance?: Decimal;
  readonly insurableCap?: Decimal;
  readonly commission?: Decimal;
  readonly employer?: Decimal;
}

/** The rates of a worker's scheme, read from the parameters in force (missing ones are recorded by the reader). */
export function readPensionRates(choice: PensionChoice, reader: ParameterReader): PensionRates {
  switch (choice.scheme) {
    case 'REP':
      return {
        scheme: 'REP',
        contribution: reader.get(PARAMETER.repWorkerRate),
        employer: reader.get(PARAMETER.repEmployerRate),
      };
    case 'ONP':
      return { scheme: 'ONP', contribution: reader.get(PARAMETER.onpWorkerRate) };
    case 'AFP':
      return {
        scheme: 'AFP',
        afp: choice.afp,
        commissionType: choice.commission,
        contribution: reader.get(afpKey(choice.afp, 'contribution')),
        insurance: reader.get(afpKey(choice.afp, 'insurance')),
        insurableCap: reader.get(afpKey(choice.afp, 'insurableCap')),
        commission: reader.get(
          afpKey(choice.afp, choice.commission === 'FLUJO' ? 'flowCommission' : 'balanceFlowCommission'),
        ),
        employer: reader.get(PARAMETER.afpEmployerRate),
      };
  }
}

/** Caches the rates per scheme choice: thousands of workers share a handful of choices. */
export class PensionRateBook {
  private readonly cache = new Map<string, PensionRates>();

  constructor(private readonly reader: ParameterReader) {}

  ratesFor(choice: PensionChoice): PensionRates {
    const key = choice.scheme === 'AFP' ? `AFP|${choice.afp}|${choice.commission}` : choice.scheme;
    let rates = this.cache.get(key);
    if (rates === undefined) {
      rates = readPensionRates(choice, this.reader);
      this.cache.set(key, rates);
    }
    return rates;
  }
}

/**
 * The worker's pension charges on `base`. For an AFP, the insurance premium applies only to the
 * part of `base` within the monthly insurable cap, given the insurable pay already counted in the
 * month (`insurableBefore`).
 */
export function pensionCharges(
  rates: PensionRates,
  base: Decimal,
  insurableBefore: Decimal = Decimal.ZERO,
): PensionLine[] {
  const scheme = rates.scheme;
  const contribution = rateLine('pensionContribution', `${scheme}: base × tasa`, {
    scheme,
    ...(rates.afp !== undefined ? { afp: rates.afp } : {}),
    base,
    rate: rates.contribution,
  }) as PensionLine;
  if (scheme !== 'AFP') return [contribution];
  const cap = rates.insurableCap!;
  const room = Decimal.max(Decimal.ZERO, cap.minus(insurableBefore));
  const insurable = Decimal.min(Decimal.max(base, Decimal.ZERO), room);
  const insurance = rateLine(
    'pensionInsurance',
    'AFP prima de seguro: min(base, tope − asegurable previo del mes) × tasa',
    {
      scheme,
      afp: rates.afp!,
      base: insurable,
      rate: rates.insurance!,
      insurableCap: cap,
      insurableBefore,
    },
  ) as PensionLine;
  const commission = rateLine(
    'pensionCommission',
    rates.commissionType === 'FLUJO'
      ? 'AFP comisión sobre el flujo: base × tasa'
      : 'AFP comisión sobre el saldo: base × tasa sobre el flujo',
    { scheme, afp: rates.afp!, base, rate: rates.commission!, commissionType: rates.commissionType! },
  ) as PensionLine;
  return [contribution, insurance, commission];
}

/** The employer's pension contribution on `base` (REP 5 %, AFP fishermen 5 %; none for ONP). */
export function employerPensionLine(rates: PensionRates, base: Decimal): EmployerLine | undefined {
  if (rates.employer === undefined) return undefined;
  return rateLine('pensionEmployer', `${rates.scheme} aporte del empleador: base × tasa`, {
    base,
    rate: rates.employer,
    scheme: rates.scheme,
  });
}
