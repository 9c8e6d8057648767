import type { Decimal } from '../decimal';
import { readTaxScale, type TaxScale } from '../income-tax';
import { PARAMETER, type ParameterReader } from '../parameters';
import { PensionRateBook } from '../pension';
import type { MonthAccount } from './accounts';

/** The parameters the month uses, read for its last day. */
export interface MonthRates {
  readonly rmv: Decimal;
  readonly essaludRate: Decimal;
  readonly sctrRate: Decimal;
  readonly vacationRate: Decimal;
  readonly bonusRate: Decimal;
  readonly ctsRate: Decimal;
  readonly bonusExtraRate: Decimal;
  readonly bonusExtraEpsRate: Decimal;
  readonly fepPerTonne: Decimal;
  readonly taxScale: TaxScale;
  readonly pensionBook: PensionRateBook;
  /** Read only when a worker has the asignación familiar. */
  readonly familyAllowanceRate: Decimal | undefined;
  /** Read only when a worker has an EPS. */
  readonly epsCreditRate: Decimal | undefined;
  /** Read only when a worker of the month declared deductible expenses. */
  readonly additionalDeductionUit: Decimal | undefined;
  /** Read only when a court order withholds in the month (CPC art. 648 inc. 6's 5 URP). */
  readonly urp?: Decimal;
}

/**
 * Reads the month's rates. The ones of the newer rules are read only when a worker needs them: a
 * catalogue stored before these rules existed still computes every other month, and the result's
 * `parameters` lists only the values used. What is missing is left in `reader.missing`.
 */
export function readMonthRates(
  reader: ParameterReader,
  accounts: ReadonlyMap<string, MonthAccount>,
  deductibleExpenses: ReadonlyMap<string, Decimal>,
  /** A court order withholds from a benefit of the month: the URP is read. */
  courtOrders = false,
): MonthRates {
  const rmv = reader.get(PARAMETER.rmv);
  const essaludRate = reader.get(PARAMETER.essaludRate);
  const sctrRate = reader.get(PARAMETER.sctrRate);
  const vacationRate = reader.get(PARAMETER.vacationRate);
  const bonusRate = reader.get(PARAMETER.bonusRate);
  const ctsRate = reader.get(PARAMETER.ctsRate);
  const bonusExtraRate = reader.get(PARAMETER.bonusExtraRate);
  const bonusExtraEpsRate = reader.get(PARAMETER.bonusExtraEpsRate);
  const fepPerTonne = reader.get(PARAMETER.fepPerTonne);
  const taxScale = readTaxScale(reader);
  const pensionBook = new PensionRateBook(reader);
  for (const acc of accounts.values()) pensionBook.ratesFor(acc.worker.pension);
  const workersOfMonth = [...accounts.values()].map((acc) => acc.worker);
  const familyAllowanceRate = workersOfMonth.some((w) => w.familyAllowance)
    ? reader.get(PARAMETER.familyAllowanceRate)
    : undefined;
  const epsCreditRate = workersOfMonth.some((w) => w.eps)
    ? reader.get(PARAMETER.essaludEpsCreditRate)
    : undefined;
  const additionalDeductionUit = [...deductibleExpenses.keys()].some((document) => accounts.has(document))
    ? reader.get(PARAMETER.incomeTaxAdditionalDeductionUit)
    : undefined;
  return {
    rmv,
    essaludRate,
    sctrRate,
    vacationRate,
    bonusRate,
    ctsRate,
    bonusExtraRate,
    bonusExtraEpsRate,
    fepPerTonne,
    taxScale,
    pensionBook,
    familyAllowanceRate,
    epsCreditRate,
    additionalDeductionUit,
    ...(courtOrders ? { urp: reader.get(PARAMETER.urp) } : {}),
  };
}
