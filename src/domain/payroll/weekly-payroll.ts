import { err, ok, type Result } from '../shared/result';
import { ErrorCollector, type PayrollError } from './errors';
import type { CatchPool } from './lines';
import { ParameterReader, type ParameterCatalogue } from './parameters';
import type { ShareRuleInput, VesselInput, WeeklyPayrollInput } from './weekly-input';
import { WorkerAccounts } from './weekly/accounts';
import { formCrews, placeAttendance } from './weekly/attendance';
import { addFixedPay, addLandWork, addOtherEarnings } from './weekly/earnings';
import { indexEntries } from './weekly/entries';
import { groupLandings } from './weekly/landings';
import { checkWeek, indexMasterData, weekDays } from './weekly/master-data';
import { computePool, planPools, VesselTotals, type PlannedPool } from './weekly/pools';
import { indexPrices } from './weekly/prices';
import { readWeekRates } from './weekly/rates';
import { ShareRuleBook } from './weekly/share-rules';
import { allocatePool, shareOutPool } from './weekly/shares';
import { settleWorkers } from './weekly/totals';
import type { VesselWeek, WeeklyPayroll } from './weekly/types';

export { CATCH_SHARE_FORMULA } from './weekly/shares';
export type {
  VesselWeek,
  WeeklyPayroll,
  WeeklyTotals,
  WorkerWeek,
  WorkerWeekSubtotals,
} from './weekly/types';

/**
 * The weekly crew payroll (fishing-payroll-peru.md §2–§4): catch shares per day and species, land
 * work, specialty bonuses and fixed pay; pension, union and other deductions; net pay; and the
 * employer's contributions. Every problem in the input is reported (all rows, by kind); nothing is
 * computed from a partial input. The result does not depend on the order of the input lists.
 *
 * The stages (src/domain/payroll/weekly/): check and index the input (master data, prices, share
 * rules, landings into pools, attendance into crews, entries), read the parameters, then pools and
 * shares, the other earnings, and each worker's deductions, contributions and totals.
 */
export function computeWeeklyPayroll(
  input: WeeklyPayrollInput,
  parameters: ParameterCatalogue,
): Result<WeeklyPayroll, PayrollError[]> {
  const errors = new ErrorCollector();
  const { week } = input;
  if (!checkWeek(week, errors)) return err(errors.errors());

  // Validation and indexing: every problem of the input is collected before anything is computed.
  const days = weekDays(week);
  const master = indexMasterData(input, errors);
  const prices = indexPrices(input.prices, master.species, errors);
  const shareRules = new ShareRuleBook(input.shareRules, master.positions, master.vessels, errors);
  const groups = groupLandings(input.landings, days, master, errors);
  const placed = placeAttendance(input.attendance, days, master, errors);
  const crews = formCrews(input.attendance, placed, days.count, master);
  const { landings, attendance } = input;
  const planned = planPools(
    groups,
    { landings, attendance, master, prices, shareRules, crews: crews.crews },
    errors,
  );
  const entries = indexEntries(input, master, crews.active, errors);
  // Parameters in force on the last day of the week.
  const reader = new ParameterReader(parameters, week.end);
  const rates = readWeekRates(reader, input.workers, crews, master, entries.courtOrders.size > 0);
  errors.addAll(reader.missing);
  if (!errors.isEmpty) return err(errors.errors());

  // Computation.
  const accounts = new WorkerAccounts(master.workerList);
  for (let rank = 0; rank < accounts.count; rank++) if (crews.boardDays[rank]! > 0) accounts.of(rank);
  const { pools, vessels } = sharePools(planned, master.vessels, shareRules.partesScale, accounts);
  addLandWork(crews.landDays, master.positions, rates.defaultLandRate, accounts);
  addFixedPay(master.workerList, week, days.count, accounts);
  addOtherEarnings(entries.earnings, master.workerRank, accounts);
  for (const document of entries.deductions.keys()) accounts.of(master.workerRank.get(document)!);
  const settled = settleWorkers(accounts, crews.boardDays, entries, rates, errors);
  if (!errors.isEmpty) return err(errors.errors());

  return ok({
    week,
    parameterDate: week.end,
    parameters: reader.usedValues(),
    pools,
    workers: settled.workers,
    vessels,
    totals: settled.totals,
  });
}

/** Every planned pool computed and shared out among its crew, and the vessels' totals. */
function sharePools(
  planned: readonly PlannedPool[],
  vessels: ReadonlyMap<string, VesselInput>,
  partesScale: number,
  accounts: WorkerAccounts,
): { pools: CatchPool[]; vessels: VesselWeek[] } {
  const weightOf = new Map<ShareRuleInput, number>();
  const pools: CatchPool[] = [];
  const totals = new VesselTotals(vessels.size);
  for (const plan of planned) {
    const vessel = vessels.get(plan.vesselCode)!;
    const computed = computePool(plan, vessel, partesScale, weightOf);
    pools.push(computed.pool);
    totals.add(plan.group.vessel, vessel, computed.pool);
    shareOutPool(plan, computed.pool, allocatePool(computed), accounts);
  }
  return { pools, vessels: totals.vessels() };
}
