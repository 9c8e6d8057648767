import { Decimal } from '../decimal';
import { PARAMETER, type ParameterReader } from '../parameters';
import { PensionRateBook } from '../pension';
import type { WorkerInput } from '../weekly-input';
import type { Crews } from './attendance';
import type { MasterData } from './master-data';

/** The parameters the week uses, read for its last day. */
export interface WeekRates {
  readonly essaludRate: Decimal;
  readonly sctrRate: Decimal;
  /** Zero when no worker is a union member (the parameter is not read). */
  readonly unionRate: Decimal;
  /** Zero when every land day's position has its own rate (the parameter is not read). */
  readonly defaultLandRate: Decimal;
  readonly pensionBook: PensionRateBook;
  /** The URP, for the caps of the court orders; zero when no order is in force (not read). */
  readonly urp: Decimal;
}

/**
 * Reads the rates the week needs and no more: the union rate only if a worker is a union member, the
 * default land rate only if a land day's position has none, the pension rates of the workers paid.
 * What is missing is left in `reader.missing`.
 */
export function readWeekRates(
  reader: ParameterReader,
  workers: readonly WorkerInput[],
  crews: Crews,
  master: MasterData,
  courtOrders = false,
): WeekRates {
  const essaludRate = reader.get(PARAMETER.essaludRate);
  const sctrRate = reader.get(PARAMETER.sctrRate);
  const unionRate = workers.some((w) => w.unionAffiliated) ? reader.get(PARAMETER.unionRate) : Decimal.ZERO;
  const defaultLandRate = crews.landDays.some(
    ({ rank, day }) =>
      master.positions.get(day.position ?? master.workerList[rank]!.position)?.landDailyRate === undefined,
  )
    ? reader.get(PARAMETER.landWorkDailyRate)
    : Decimal.ZERO;
  const pensionBook = new PensionRateBook(reader);
  master.workerList.forEach((worker, rank) => {
    if (crews.active[rank] === 1 || worker.fixedWeeklyPay?.isPositive()) pensionBook.ratesFor(worker.pension);
  });
  const urp = courtOrders ? reader.get(PARAMETER.urp) : Decimal.ZERO;
  return { essaludRate, sctrRate, unionRate, defaultLandRate, pensionBook, urp };
}
