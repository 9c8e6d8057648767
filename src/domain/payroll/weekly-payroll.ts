import { err, ok, type Result } from '../shared/result';
import { allocateInOrder, allocateSafeIntegers, compareDocuments } from './allocation';
import { addDays, dayOfMonth, daysBetween, isIsoDate, yearMonthOf, type IsoDate } from './dates';
import { Decimal } from './decimal';
import { ErrorCollector, missingSharesMessage, type PayrollError, type RowRef } from './errors';
import {
  rateLine,
  type CatchPool,
  type CatchShareLine,
  type DeductionLine,
  type EarningLine,
  type EmployerLine,
  type OtherDeductionLine,
  type OtherEarningLine,
} from './lines';
import { PARAMETER, ParameterReader, type ParameterCatalogue } from './parameters';
import { employerPensionLine, pensionCharges, PensionRateBook } from './pension';
import type {
  AttendanceInput,
  FishingWeek,
  LandingInput,
  PositionInput,
  ShareRuleInput,
  SpeciesInput,
  VesselInput,
  WeeklyPayrollInput,
  WorkerInput,
} from './weekly-input';

/** One crew member's (or salaried worker's) pay for the week. */
export interface WorkerWeek {
  readonly worker: WorkerInput;
  /** Days on board (with or without catch). */
  readonly daysOnBoard: number;
  /** Days on board on which the vessel landed catch. */
  readonly fishingDays: number;
  readonly daysOnLand: number;
  /**
   * Catch shares (by date, vessel, species), specialty bonuses, land work (by date), fixed pay, other
   * earnings (by reason).
   */
  readonly earnings: readonly EarningLine[];
  readonly deductions: readonly DeductionLine[];
  readonly employer: readonly EmployerLine[];
  /** Σ catch-share lines: the base of union dues and of the monthly benefits. */
  readonly catchShares: Decimal;
  /** Σ earnings: the pension, EsSalud and SCTR base of the week. */
  readonly gross: Decimal;
  readonly totalDeductions: Decimal;
  /** gross − totalDeductions, never negative (DeductionsExceedPay otherwise). */
  readonly net: Decimal;
  readonly totalEmployer: Decimal;
  /** Subtotals of the lines by kind, for payslips, reports and the monthly consolidation. */
  readonly subtotals: WorkerWeekSubtotals;
}

export interface WorkerWeekSubtotals {
  readonly landWork: Decimal;
  readonly specialtyBonus: Decimal;
  readonly fixedPay: Decimal;
  /** One-off earnings entered for the week (otros ingresos). */
  readonly otherEarnings: Decimal;
  /** Pension contribution + insurance + commission. */
  readonly pension: Decimal;
  readonly essalud: Decimal;
  readonly pensionEmployer: Decimal;
  readonly sctr: Decimal;
}

export interface VesselWeek {
  readonly vessel: string;
  readonly sharePct: Decimal;
  readonly landingCount: number;
  readonly tonnes: Decimal;
  readonly penalisedTonnes: Decimal;
  readonly netTonnes: Decimal;
  readonly catchValue: Decimal;
  /** Σ pools of the vessel. */
  readonly crewShare: Decimal;
}

export interface WeeklyTotals {
  readonly catchShares: Decimal;
  readonly gross: Decimal;
  readonly deductions: Decimal;
  readonly net: Decimal;
  readonly employer: Decimal;
}

export interface WeeklyPayroll {
  readonly week: FishingWeek;
  /** The date the parameters were read for: the last day of the week. [decision] */
  readonly parameterDate: IsoDate;
  /** Every parameter value used, by key. */
  readonly parameters: Readonly<Record<string, Decimal>>;
  /** By date, vessel, species. */
  readonly pools: readonly CatchPool[];
  /** By document number. */
  readonly workers: readonly WorkerWeek[];
  /** By vessel code. */
  readonly vessels: readonly VesselWeek[];
  readonly totals: WeeklyTotals;
}

export const CATCH_SHARE_FORMULA = 'pool × partes / Σ partes (resto mayor; empates al menor documento)';

/**
 * The weekly crew payroll (fishing-payroll-peru.md §2–§4): catch shares per day and species, land
 * work, specialty bonuses and fixed pay; pension, union and other deductions; net pay; and the
 * employer's contributions. Every problem in the input is reported (all rows, by kind); nothing is
 * computed from a partial input. The result does not depend on the order of the input lists.
 */
export function computeWeeklyPayroll(
  input: WeeklyPayrollInput,
  parameters: ParameterCatalogue,
): Result<WeeklyPayroll, PayrollError[]> {
  const errors = new ErrorCollector();
  const { week } = input;
  if (
    !isIsoDate(week.start) ||
    !isIsoDate(week.end) ||
    week.start > week.end ||
    (week.month !== yearMonthOf(week.start) && week.month !== yearMonthOf(week.end))
  ) {
    errors.add('InvalidWeek', {
      list: 'week',
      year: week.year,
      number: week.number,
      start: week.start,
      end: week.end,
      month: week.month,
    });
    return err(errors.errors());
  }

  // The week's days, numbered from 0.
  const dayCount = daysBetween(week.start, week.end) + 1;
  const dayIndex = new Map<IsoDate, number>();
  for (let d = 0; d < dayCount; d++) dayIndex.set(addDays(week.start, d), d);

  // Master data. Vessels and species are numbered in code order, workers in document order, so
  // that iterating by number is iterating in the output's order.
  const vessels = indexUnique(input.vessels, 'vessels', (v) => v.code, errors);
  const species = indexUnique(input.species, 'species', (s) => s.code, errors);
  const positions = indexUnique(input.positions, 'positions', (p) => p.code, errors);
  const workers = indexUnique(input.workers, 'workers', (w) => w.document, errors);
  const vesselCodes = [...vessels.keys()].sort();
  const vesselIndex = new Map(vesselCodes.map((code, i) => [code, i]));
  const speciesCodes = [...species.keys()].sort();
  const speciesIndex = new Map(speciesCodes.map((code, i) => [code, i]));
  const documents = [...workers.keys()].sort(compareDocuments);
  const workerRank = new Map(documents.map((document, i) => [document, i]));
  const workerList = documents.map((document) => workers.get(document)!);
  // Position codes as the positions list spells them: one string per position, fast to compare.
  const canonicalPosition = (code: string) => positions.get(code)?.code ?? code;
  const usualPosition = workerList.map((worker) => canonicalPosition(worker.position));
  const vesselCount = vesselCodes.length;
  const speciesCount = speciesCodes.length;
  const workerCount = documents.length;

  input.vessels.forEach((vessel, index) => {
    if (vessel.sharePct.isNegative() || vessel.sharePct.compare(Decimal.HUNDRED) > 0) {
      errors.add('OutOfRange', {
        list: 'vessels',
        index,
        vessel: vessel.code,
        field: 'sharePct',
        value: vessel.sharePct.toString(),
      });
    }
  });
  input.positions.forEach((position, index) => {
    if (position.landDailyRate?.isNegative()) {
      errors.add('OutOfRange', { list: 'positions', index, position: position.code, field: 'landDailyRate' });
    }
  });
  input.workers.forEach((worker, index) => {
    const row = { list: 'workers', index, worker: worker.document };
    if (!positions.has(worker.position)) errors.add('UnknownPosition', { ...row, position: worker.position });
    if (worker.fixedWeeklyPay?.isNegative()) errors.add('OutOfRange', { ...row, field: 'fixedWeeklyPay' });
  });
  const prices = indexPrices(input, species, errors);
  const shareRules = new ShareRuleBook(input.shareRules, positions, vessels, errors);

  // Landings, grouped by day, vessel and species (the key orders groups that way).
  const groups = new Map<number, LandingGroup>();
  input.landings.forEach((landing, index) => {
    const d = dayIndex.get(landing.date);
    const v = vesselIndex.get(landing.vessel);
    const s = speciesIndex.get(landing.species);
    let valid = true;
    if (d === undefined) {
      errors.add('OutsideWeek', landingRow(landing, index));
      valid = false;
    }
    if (v === undefined) {
      errors.add('UnknownVessel', landingRow(landing, index));
      valid = false;
    }
    if (s === undefined) {
      errors.add('UnknownSpecies', landingRow(landing, index));
      valid = false;
    }
    if (
      landing.tonnes.isNegative() ||
      landing.penalisedTonnes.isNegative() ||
      landing.tonnes.compare(landing.penalisedTonnes) < 0
    ) {
      errors.add('NegativeTonnes', landingRow(landing, index));
      valid = false;
    }
    if (!valid) return;
    const key = (d! * vesselCount + v!) * speciesCount + s!;
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, day: d!, vessel: v!, species: s!, date: landing.date, landings: [], indexes: [] };
      groups.set(key, group);
    }
    group.landings.push(landing);
    group.indexes.push(index);
  });

  // Attendance: one place per worker and day. slots[rank × days + day] = attendance row + 1.
  const slots = new Int32Array(workerCount * dayCount);
  const rowVessel = new Int32Array(input.attendance.length);
  const collisions = new Map<number, number[]>();
  input.attendance.forEach((day, index) => {
    const d = dayIndex.get(day.date);
    const rank = workerRank.get(day.worker);
    let valid = true;
    if (d === undefined) {
      errors.add('OutsideWeek', attendanceRow(day, index));
      valid = false;
    }
    if (rank === undefined) {
      errors.add('UnknownWorker', attendanceRow(day, index));
      valid = false;
    } else {
      const hireDate = workerList[rank]!.hireDate;
      if (hireDate !== undefined && day.date < hireDate) {
        errors.add('AttendanceBeforeHire', { ...attendanceRow(day, index), hireDate });
        valid = false;
      }
    }
    if (day.kind === 'board') {
      const v = vesselIndex.get(day.vessel);
      if (v === undefined) {
        errors.add('UnknownVessel', attendanceRow(day, index));
        valid = false;
      } else rowVessel[index] = v;
    }
    if (day.position !== undefined && !positions.has(day.position)) {
      errors.add('UnknownPosition', attendanceRow(day, index));
      valid = false;
    }
    if (!valid) return;
    const slot = rank! * dayCount + d!;
    const taken = slots[slot]!;
    if (taken === 0) slots[slot] = index + 1;
    else {
      const rows = collisions.get(slot);
      if (rows === undefined) collisions.set(slot, [taken - 1, index]);
      else rows.push(index);
    }
  });
  for (const [slot, indexes] of collisions) {
    const days = indexes.map((i) => input.attendance[i]!);
    const onBoard = days.filter((day) => day.kind === 'board');
    const kind =
      onBoard.length > 0 && onBoard.length < days.length
        ? 'WorkerOnBoardAndLand'
        : new Set(onBoard.map((day) => (day.kind === 'board' ? day.vessel : ''))).size > 1
          ? 'WorkerOnTwoVessels'
          : 'DuplicateAttendance';
    for (const i of [...indexes].sort((a, b) => a - b))
      errors.add(kind, attendanceRow(input.attendance[i]!, i));
    slots[slot] = 0;
  }

  // Crews per day and vessel, in document order (ranks and attendance rows); land days per
  // worker, in date order.
  const crews: (Crew | undefined)[] = new Array(dayCount * vesselCount);
  const landDays: { rank: number; day: AttendanceInput }[] = [];
  const boardDays = new Int32Array(workerCount);
  const active = new Uint8Array(workerCount);
  for (let rank = 0; rank < workerCount; rank++) {
    for (let d = 0; d < dayCount; d++) {
      const row = slots[rank * dayCount + d]!;
      if (row === 0) continue;
      const index = row - 1;
      const day = input.attendance[index]!;
      active[rank] = 1;
      if (day.kind === 'land') {
        landDays.push({ rank, day });
        continue;
      }
      boardDays[rank]!++;
      const key = d * vesselCount + rowVessel[index]!;
      const position = day.position === undefined ? usualPosition[rank]! : canonicalPosition(day.position);
      const crew = crews[key];
      if (crew === undefined) crews[key] = { ranks: [rank], rows: [index], positions: [position] };
      else {
        crew.ranks.push(rank);
        crew.rows.push(index);
        crew.positions.push(position);
      }
    }
  }

  // Each pool: price, crew, partes.
  const groupKeys = Float64Array.from(groups.keys()).sort();
  const sortedGroups = Array.from(groupKeys, (key) => groups.get(key)!);
  const planned: PlannedPool[] = [];
  for (const group of sortedGroups) {
    const landingRows = () => group.indexes.map((i) => landingRow(input.landings[i]!, i));
    const speciesCode = speciesCodes[group.species]!;
    const vesselCode = vesselCodes[group.vessel]!;
    const price = prices.priceAt(speciesCode, group.date);
    if (price === undefined) for (const row of landingRows()) errors.add('MissingPrice', row);
    const crew = crews[group.day * vesselCount + group.vessel];
    if (crew === undefined) {
      for (const row of landingRows()) errors.add('LandingWithoutCrew', row);
      continue;
    }
    const fishingType = species.get(speciesCode)!.fishingType;
    const size = crew.ranks.length;
    const rules: ShareRuleInput[] = new Array(size);
    const seenPositions: string[] = [];
    const seenRules: (ShareRuleInput | undefined)[] = [];
    let complete = true;
    let anyPartes = false;
    for (let i = 0; i < size; i++) {
      const position = crew.positions[i]!;
      let found = seenPositions.indexOf(position);
      if (found < 0) {
        found = seenPositions.length;
        seenPositions.push(position);
        seenRules.push(shareRules.ruleFor(position, vesselCode, fishingType, group.date));
      }
      const rule = seenRules[found];
      if (rule === undefined) {
        const row = crew.rows[i]!;
        errors.add(
          'MissingShares',
          { ...attendanceRow(input.attendance[row]!, row), position, fishingType },
          missingSharesMessage(position, positions.get(position)?.name, group.date),
        );
        complete = false;
      } else {
        rules[i] = rule;
        if (!rule.partes.isZero()) anyPartes = true;
      }
    }
    if (!complete || price === undefined) continue;
    if (!anyPartes) {
      for (const row of landingRows()) errors.add('ZeroShares', row);
      continue;
    }
    planned.push({
      group,
      vesselCode,
      speciesCode,
      price,
      ranks: crew.ranks,
      positions: crew.positions,
      rules,
      fishingType,
    });
  }

  // Deductions and month-to-date rows.
  const deductionsByWorker = new Map<
    string,
    { reason: string; kind: OtherDeductionLine['inputs']['kind']; amount: Decimal }[]
  >();
  (input.deductions ?? []).forEach((deduction, index) => {
    const row = { list: 'deductions', index, worker: deduction.worker, reason: deduction.reason };
    const rank = workerRank.get(deduction.worker);
    if (rank === undefined) errors.add('UnknownWorker', row);
    else if (!deduction.amount.isPositive() || deduction.reason.trim() === '')
      errors.add('InvalidDeduction', row);
    else {
      const list = deductionsByWorker.get(deduction.worker) ?? [];
      list.push({
        reason: deduction.reason.trim(),
        kind: deduction.kind ?? 'other',
        amount: deduction.amount.round(2),
      });
      deductionsByWorker.set(deduction.worker, list);
      active[rank] = 1;
    }
  });
  // Other earnings (otros ingresos): remunerative, like fixed pay.
  const earningsByWorker = new Map<string, { reason: string; amount: Decimal }[]>();
  (input.otherEarnings ?? []).forEach((earning, index) => {
    const row = { list: 'otherEarnings', index, worker: earning.worker, reason: earning.reason };
    const rank = workerRank.get(earning.worker);
    if (rank === undefined) errors.add('UnknownWorker', row);
    else if (!earning.amount.isPositive() || earning.reason.trim() === '') errors.add('InvalidEarning', row);
    else {
      const list = earningsByWorker.get(earning.worker) ?? [];
      list.push({ reason: earning.reason.trim(), amount: earning.amount.round(2) });
      earningsByWorker.set(earning.worker, list);
      active[rank] = 1;
    }
  });
  const monthToDate = new Map<string, Decimal>();
  (input.monthToDate ?? []).forEach((entry, index) => {
    const row = { list: 'monthToDate', index, worker: entry.worker };
    if (!workers.has(entry.worker)) errors.add('UnknownWorker', row);
    else if (entry.insurablePay.isNegative()) errors.add('OutOfRange', { ...row, field: 'insurablePay' });
    else if (monthToDate.has(entry.worker)) errors.add('DuplicateEntry', row);
    else monthToDate.set(entry.worker, entry.insurablePay);
  });

  // Parameters in force on the last day of the week.
  const reader = new ParameterReader(parameters, week.end);
  const essaludRate = reader.get(PARAMETER.essaludRate);
  const sctrRate = reader.get(PARAMETER.sctrRate);
  const unionRate = input.workers.some((w) => w.unionAffiliated)
    ? reader.get(PARAMETER.unionRate)
    : Decimal.ZERO;
  const defaultLandRate = landDays.some(
    ({ rank, day }) => positions.get(day.position ?? workerList[rank]!.position)?.landDailyRate === undefined,
  )
    ? reader.get(PARAMETER.landWorkDailyRate)
    : Decimal.ZERO;
  const pensionBook = new PensionRateBook(reader);
  for (let rank = 0; rank < workerCount; rank++) {
    const worker = workerList[rank]!;
    if (active[rank] === 1 || worker.fixedWeeklyPay?.isPositive()) pensionBook.ratesFor(worker.pension);
  }
  errors.addAll(reader.missing);
  if (!errors.isEmpty) return err(errors.errors());

  // Computation.
  const accounts: (WorkerAccount | undefined)[] = new Array(workerCount);
  const account = (rank: number): WorkerAccount => {
    let acc = accounts[rank];
    if (acc === undefined) {
      acc = {
        worker: workerList[rank]!,
        earnings: [],
        catchCents: 0,
        otherCents: 0,
        landCents: 0,
        bonusCents: 0,
        fixedCents: 0,
        otherEarningCents: 0,
        fishingDays: 0,
        lastFishingDate: '',
        landDays: 0,
      };
      accounts[rank] = acc;
    }
    return acc;
  };
  for (let rank = 0; rank < workerCount; rank++) if (boardDays[rank]! > 0) account(rank);

  const partesScale = shareRules.partesScale;
  const weightOf = new Map<ShareRuleInput, number>();
  // Amounts are immutable, so one zero serves every zero subtotal.
  const zeroCents = Decimal.fromCents(0n);
  const centsDecimal = (cents: number): Decimal =>
    cents === 0 ? zeroCents : Decimal.fromCents(BigInt(cents));
  const pools: CatchPool[] = [];
  const vesselTotals: (VesselAccumulator | undefined)[] = new Array(vesselCount);
  for (const {
    group,
    vesselCode,
    speciesCode,
    price,
    ranks,
    positions: onBoard,
    rules,
    fishingType,
  } of planned) {
    const vessel = vessels.get(vesselCode)!;
    let tonnes = Decimal.ZERO;
    let penalised = Decimal.ZERO;
    const tickets: string[] = [];
    const landings = group.landings.length > 1 ? [...group.landings].sort(compareLandings) : group.landings;
    for (const landing of landings) {
      tonnes = tonnes.plus(landing.tonnes);
      penalised = penalised.plus(landing.penalisedTonnes);
      if (landing.ticket !== undefined) tickets.push(landing.ticket);
    }
    const netTonnes = tonnes.minus(penalised);
    const catchValue = netTonnes.times(price);
    const poolAmount = catchValue.percentRounded(vessel.sharePct);
    const size = ranks.length;
    const weights = new Array<number>(size);
    let totalWeight = 0;
    for (let i = 0; i < size; i++) {
      const rule = rules[i]!;
      let weight = weightOf.get(rule);
      if (weight === undefined) {
        weight = Number(rule.partes.round(partesScale).units);
        weightOf.set(rule, weight);
      }
      weights[i] = weight;
      totalWeight += weight;
    }
    const totalPartes = Decimal.fromUnits(BigInt(totalWeight), partesScale);
    const pool: CatchPool = {
      date: group.date,
      day: dayOfMonth(group.date),
      vessel: vesselCode,
      species: speciesCode,
      fishingType,
      tickets,
      landingCount: group.landings.length,
      tonnes,
      penalisedTonnes: penalised,
      netTonnes,
      pricePerTonne: price,
      catchValue,
      sharePct: vessel.sharePct,
      pool: poolAmount,
      totalPartes,
      valuePerParte: poolAmount.dividedBy(totalPartes, 6),
      crewCount: size,
    };
    pools.push(pool);
    addToVessel(vesselTotals, group.vessel, vessel, pool);
    const poolCents = Number(poolAmount.units);
    const cents =
      poolCents * totalWeight <= Number.MAX_SAFE_INTEGER
        ? allocateSafeIntegers(poolCents, weights, totalWeight)
        : allocateInOrder(poolAmount.units, weights.map(BigInt)).map(Number);
    // The trace inputs are the same for every crew member of the pool in the same position, and
    // so, mostly, are the amounts: share them (a small linear cache, crews are small).
    const seenInputs: CatchShareLine['inputs'][] = [];
    const seenCents: number[] = [];
    const seenAmounts: Decimal[] = [];
    for (let i = 0; i < size; i++) {
      const rule = rules[i]!;
      const position = onBoard[i]!;
      const acc = account(ranks[i]!);
      const share = cents[i]!;
      let amount: Decimal | undefined;
      for (let k = 0; k < seenCents.length; k++) {
        if (seenCents[k] === share) {
          amount = seenAmounts[k];
          break;
        }
      }
      if (amount === undefined) {
        amount = Decimal.fromCents(BigInt(share));
        seenCents.push(share);
        seenAmounts.push(amount);
      }
      let inputs: CatchShareLine['inputs'] | undefined;
      for (let k = 0; k < seenInputs.length; k++) {
        if (seenInputs[k]!.partes === rule.partes && seenInputs[k]!.position === position) {
          inputs = seenInputs[k];
          break;
        }
      }
      if (inputs === undefined) {
        inputs = { pool, position, partes: rule.partes };
        seenInputs.push(inputs);
      }
      const line: CatchShareLine = { concept: 'catchShare', amount, formula: CATCH_SHARE_FORMULA, inputs };
      acc.earnings.push(line);
      acc.catchCents += share;
      const firstPoolOfDay = acc.lastFishingDate !== pool.date;
      if (firstPoolOfDay) {
        acc.fishingDays++;
        acc.lastFishingDate = pool.date;
      }
      const bonus = rule.specialtyBonus;
      if (bonus?.kind === 'percentOfShare') {
        const value = amount.percent(bonus.rate).round(2);
        acc.earnings.push({
          concept: 'specialtyBonus',
          amount: value,
          formula: 'bonificación por especialidad: participación × tasa',
          inputs: {
            date: pool.date,
            day: pool.day,
            vessel: pool.vessel,
            position,
            kind: bonus.kind,
            value: bonus.rate,
            share: amount,
            species: pool.species,
          },
        });
        acc.bonusCents += Number(value.units);
      } else if (bonus?.kind === 'perFishingDay' && firstPoolOfDay) {
        const value = bonus.amount.round(2);
        acc.earnings.push({
          concept: 'specialtyBonus',
          amount: value,
          formula: 'bonificación por especialidad: monto por día de pesca',
          inputs: {
            date: pool.date,
            day: pool.day,
            vessel: pool.vessel,
            position,
            kind: bonus.kind,
            value: bonus.amount,
          },
        });
        acc.bonusCents += Number(value.units);
      }
    }
  }

  for (const { rank, day } of landDays) {
    const acc = account(rank);
    const position = day.position ?? acc.worker.position;
    const own = positions.get(position)!.landDailyRate;
    const dailyRate = (own ?? defaultLandRate).round(2);
    acc.earnings.push({
      concept: 'landWork',
      amount: dailyRate,
      formula: 'trabajo en tierra: tarifa diaria del cargo',
      inputs: {
        date: day.date,
        day: dayOfMonth(day.date),
        position,
        dailyRate,
        rateSource: own === undefined ? 'parameter' : 'position',
      },
    });
    acc.landCents += Number(dailyRate.units);
    acc.landDays++;
  }

  for (let rank = 0; rank < workerCount; rank++) {
    const worker = workerList[rank]!;
    if (worker.fixedWeeklyPay === undefined || !worker.fixedWeeklyPay.isPositive()) continue;
    const from = worker.hireDate !== undefined && worker.hireDate > week.start ? worker.hireDate : week.start;
    const daysEmployed = Math.max(0, daysBetween(from, week.end) + 1);
    if (daysEmployed === 0) continue;
    const amount = worker.fixedWeeklyPay
      .times(Decimal.fromInteger(daysEmployed))
      .dividedBy(Decimal.fromInteger(dayCount), 2);
    const acc = account(rank);
    acc.earnings.push({
      concept: 'fixedPay',
      amount,
      formula: 'sueldo fijo semanal × días laborados / días de la semana',
      inputs: { weeklyPay: worker.fixedWeeklyPay, daysEmployed, daysInWeek: dayCount },
    });
    acc.fixedCents += Number(amount.units);
  }
  for (const [document, list] of earningsByWorker) {
    const acc = account(workerRank.get(document)!);
    if (list.length > 1)
      list.sort((a, b) =>
        a.reason !== b.reason ? (a.reason < b.reason ? -1 : 1) : a.amount.compare(b.amount),
      );
    for (const earning of list) {
      acc.earnings.push({
        concept: 'otherEarning',
        amount: earning.amount,
        formula: 'ingreso indicado',
        inputs: { reason: earning.reason },
      } satisfies OtherEarningLine);
      acc.otherEarningCents += Number(earning.amount.units);
    }
  }
  for (const document of deductionsByWorker.keys()) account(workerRank.get(document)!);

  const results: WorkerWeek[] = [];
  let totalCatch = 0;
  let totalGross = 0;
  let totalDeductions = 0;
  let totalEmployer = 0;
  for (let rank = 0; rank < workerCount; rank++) {
    const acc = accounts[rank];
    if (acc === undefined) continue;
    const worker = acc.worker;
    const document = worker.document;
    acc.otherCents = acc.landCents + acc.bonusCents + acc.fixedCents + acc.otherEarningCents;
    const catchShares = centsDecimal(acc.catchCents);
    const gross = centsDecimal(acc.catchCents + acc.otherCents);
    const rates = pensionBook.ratesFor(worker.pension);
    let deductions: DeductionLine[] = gross.isPositive()
      ? pensionCharges(rates, gross, monthToDate.get(document) ?? Decimal.ZERO)
      : [];
    if (worker.unionAffiliated && catchShares.isPositive()) {
      deductions.push(
        rateLine('unionDues', 'cuota sindical: participación de pesca × tasa', {
          base: catchShares,
          rate: unionRate,
        }),
      );
    }
    const others = deductionsByWorker.get(document);
    if (others !== undefined) {
      others.sort((a, b) =>
        a.kind !== b.kind
          ? a.kind < b.kind
            ? -1
            : 1
          : a.reason !== b.reason
            ? a.reason < b.reason
              ? -1
              : 1
            : a.amount.compare(b.amount),
      );
      deductions = [
        ...deductions,
        ...others.map((other): OtherDeductionLine => ({
          concept: 'otherDeduction',
          amount: other.amount,
          formula: 'descuento indicado',
          inputs: { reason: other.reason, kind: other.kind },
        })),
      ];
    }
    let employer: EmployerLine[] = [];
    if (gross.isPositive()) {
      const essalud = rateLine('essalud', 'EsSalud: remuneración × tasa', { base: gross, rate: essaludRate });
      const sctr = rateLine('sctr', 'SCTR: remuneración × tasa', { base: gross, rate: sctrRate });
      const pensionEmployer = employerPensionLine(rates, gross);
      employer = pensionEmployer === undefined ? [essalud, sctr] : [essalud, pensionEmployer, sctr];
    }
    const deducted = sumCents(deductions);
    const net = acc.catchCents + acc.otherCents - deducted;
    if (net < 0) {
      errors.add('DeductionsExceedPay', {
        list: 'workers',
        worker: document,
        gross: gross.toFixed(2),
        deductions: centsDecimal(deducted).toFixed(2),
      });
      continue;
    }
    const employerCents = sumCents(employer);
    let pensionCents = 0;
    for (const line of deductions) {
      if (
        line.concept === 'pensionContribution' ||
        line.concept === 'pensionInsurance' ||
        line.concept === 'pensionCommission'
      )
        pensionCents += line.amount.toCentsNumber();
    }
    const employerCentsOf = (concept: EmployerLine['concept']) => {
      let cents = 0;
      for (const line of employer) if (line.concept === concept) cents += line.amount.toCentsNumber();
      return centsDecimal(cents);
    };
    results.push({
      worker,
      daysOnBoard: boardDays[rank]!,
      fishingDays: acc.fishingDays,
      daysOnLand: acc.landDays,
      earnings: acc.earnings,
      deductions,
      employer,
      catchShares,
      gross,
      totalDeductions: centsDecimal(deducted),
      net: centsDecimal(net),
      totalEmployer: centsDecimal(employerCents),
      subtotals: {
        landWork: centsDecimal(acc.landCents),
        specialtyBonus: centsDecimal(acc.bonusCents),
        fixedPay: centsDecimal(acc.fixedCents),
        otherEarnings: centsDecimal(acc.otherEarningCents),
        pension: centsDecimal(pensionCents),
        essalud: employerCentsOf('essalud'),
        pensionEmployer: employerCentsOf('pensionEmployer'),
        sctr: employerCentsOf('sctr'),
      },
    });
    totalCatch += acc.catchCents;
    totalGross += acc.catchCents + acc.otherCents;
    totalDeductions += deducted;
    totalEmployer += employerCents;
  }
  if (!errors.isEmpty) return err(errors.errors());

  return ok({
    week,
    parameterDate: week.end,
    parameters: reader.usedValues(),
    pools,
    workers: results,
    vessels: vesselTotals.filter((acc): acc is VesselAccumulator => acc !== undefined).map(finishVessel),
    totals: {
      catchShares: Decimal.fromCents(BigInt(totalCatch)),
      gross: Decimal.fromCents(BigInt(totalGross)),
      deductions: Decimal.fromCents(BigInt(totalDeductions)),
      net: Decimal.fromCents(BigInt(totalGross - totalDeductions)),
      employer: Decimal.fromCents(BigInt(totalEmployer)),
    },
  });
}

interface LandingGroup {
  /** (day × vessels + vessel) × species + species: orders groups by date, vessel code, species code. */
  readonly key: number;
  readonly day: number;
  readonly vessel: number;
  readonly species: number;
  readonly date: IsoDate;
  readonly landings: LandingInput[];
  /** Their rows in the input. */
  readonly indexes: number[];
}

/** A vessel's crew on one day: workers by rank (document order), their attendance rows and positions. */
interface Crew {
  readonly ranks: number[];
  readonly rows: number[];
  readonly positions: string[];
}

interface PlannedPool {
  readonly group: LandingGroup;
  readonly vesselCode: string;
  readonly speciesCode: string;
  readonly price: Decimal;
  /** The crew by rank (document order), the position each held that day, and its share rule. */
  readonly ranks: readonly number[];
  readonly positions: readonly string[];
  readonly rules: readonly ShareRuleInput[];
  readonly fishingType: string | undefined;
}

interface WorkerAccount {
  readonly worker: WorkerInput;
  readonly earnings: EarningLine[];
  /** Cents, as exact integers (far below 2^53). */
  catchCents: number;
  /** Land work, specialty bonuses, fixed pay and other earnings. */
  otherCents: number;
  landCents: number;
  bonusCents: number;
  fixedCents: number;
  otherEarningCents: number;
  fishingDays: number;
  /** Pools come in date order: a new date is a new fishing day. */
  lastFishingDate: IsoDate;
  landDays: number;
}

interface VesselAccumulator {
  vessel: string;
  sharePct: Decimal;
  landingCount: number;
  tonnes: Decimal;
  penalisedTonnes: Decimal;
  netTonnes: Decimal;
  catchValue: Decimal;
  crewShare: Decimal;
}

function addToVessel(
  totals: (VesselAccumulator | undefined)[],
  index: number,
  vessel: VesselInput,
  pool: CatchPool,
): void {
  const acc = totals[index];
  if (acc === undefined) {
    totals[index] = {
      vessel: vessel.code,
      sharePct: vessel.sharePct,
      landingCount: pool.landingCount,
      tonnes: pool.tonnes,
      penalisedTonnes: pool.penalisedTonnes,
      netTonnes: pool.netTonnes,
      catchValue: pool.catchValue,
      crewShare: pool.pool,
    };
    return;
  }
  acc.landingCount += pool.landingCount;
  acc.tonnes = acc.tonnes.plus(pool.tonnes);
  acc.penalisedTonnes = acc.penalisedTonnes.plus(pool.penalisedTonnes);
  acc.netTonnes = acc.netTonnes.plus(pool.netTonnes);
  acc.catchValue = acc.catchValue.plus(pool.catchValue);
  acc.crewShare = acc.crewShare.plus(pool.pool);
}

function finishVessel(acc: VesselAccumulator): VesselWeek {
  return { ...acc };
}

function sumCents(lines: readonly { amount: Decimal }[]): number {
  let cents = 0;
  for (const line of lines) cents += line.amount.toCentsNumber();
  return cents;
}

/** Landings of one pool in a fixed order, so the ticket list does not depend on input order. */
function compareLandings(a: LandingInput, b: LandingInput): number {
  const ta = a.ticket ?? '';
  const tb = b.ticket ?? '';
  if (ta !== tb) return ta < tb ? -1 : 1;
  const c = a.tonnes.compare(b.tonnes);
  return c !== 0 ? c : a.penalisedTonnes.compare(b.penalisedTonnes);
}

function landingRow(landing: LandingInput, index: number): RowRef {
  return {
    list: 'landings',
    index,
    date: landing.date,
    vessel: landing.vessel,
    species: landing.species,
    ticket: landing.ticket,
    tonnes: landing.tonnes.toString(),
    penalisedTonnes: landing.penalisedTonnes.toString(),
  };
}

function attendanceRow(day: AttendanceInput, index: number): RowRef {
  return {
    list: 'attendance',
    index,
    date: day.date,
    worker: day.worker,
    kind: day.kind,
    vessel: day.kind === 'board' ? day.vessel : undefined,
  };
}

function indexUnique<T>(
  list: readonly T[],
  name: string,
  keyOf: (item: T) => string,
  errors: ErrorCollector,
): Map<string, T> {
  const map = new Map<string, T>();
  list.forEach((item, index) => {
    const key = keyOf(item);
    if (map.has(key)) errors.add('DuplicateEntry', { list: name, index, key });
    else map.set(key, item);
  });
  return map;
}

/** Prices per species, each in force from its date until the next one. */
function indexPrices(
  input: WeeklyPayrollInput,
  species: ReadonlyMap<string, SpeciesInput>,
  errors: ErrorCollector,
): { priceAt(species: string, date: IsoDate): Decimal | undefined } {
  const bySpecies = new Map<string, { effectiveFrom: IsoDate; price: Decimal }[]>();
  input.prices.forEach((price, index) => {
    const row = { list: 'prices', index, species: price.species, effectiveFrom: price.effectiveFrom };
    if (!species.has(price.species)) return errors.add('UnknownSpecies', row);
    if (price.pricePerTonne.isNegative()) return errors.add('OutOfRange', { ...row, field: 'pricePerTonne' });
    const list = bySpecies.get(price.species) ?? [];
    if (list.some((p) => p.effectiveFrom === price.effectiveFrom)) return errors.add('DuplicateEntry', row);
    list.push({ effectiveFrom: price.effectiveFrom, price: price.pricePerTonne });
    bySpecies.set(price.species, list);
  });
  for (const list of bySpecies.values()) list.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  return {
    priceAt(code, date) {
      let found: Decimal | undefined;
      for (const entry of bySpecies.get(code) ?? []) {
        if (entry.effectiveFrom > date) break;
        found = entry.price;
      }
      return found;
    },
  };
}

/** The partes table (pago por especialidad), with the most specific rule in force winning. */
class ShareRuleBook {
  private readonly byPosition = new Map<string, ShareRuleInput[]>();
  /** Decimals needed to write every partes value as an integer. */
  readonly partesScale: number;

  constructor(
    rules: readonly ShareRuleInput[],
    positions: ReadonlyMap<string, PositionInput>,
    vessels: ReadonlyMap<string, VesselInput>,
    errors: ErrorCollector,
  ) {
    const seen = new Set<string>();
    let scale = 0;
    rules.forEach((rule, index) => {
      const row = {
        list: 'shareRules',
        index,
        position: rule.position,
        vessel: rule.vessel,
        fishingType: rule.fishingType,
        effectiveFrom: rule.effectiveFrom,
      };
      if (!positions.has(rule.position)) return errors.add('UnknownPosition', row);
      if (rule.vessel !== undefined && !vessels.has(rule.vessel)) return errors.add('UnknownVessel', row);
      const bonus = rule.specialtyBonus;
      const bonusValue =
        bonus === undefined ? undefined : bonus.kind === 'perFishingDay' ? bonus.amount : bonus.rate;
      if (rule.partes.isNegative() || bonusValue?.isNegative()) return errors.add('OutOfRange', row);
      const key = `${rule.position}|${rule.vessel ?? ''}|${rule.fishingType ?? ''}|${rule.effectiveFrom}`;
      if (seen.has(key)) return errors.add('DuplicateEntry', row);
      seen.add(key);
      scale = Math.max(scale, rule.partes.scale);
      const list = this.byPosition.get(rule.position) ?? [];
      list.push(rule);
      this.byPosition.set(rule.position, list);
    });
    this.partesScale = scale;
  }

  ruleFor(
    position: string,
    vessel: string,
    fishingType: string | undefined,
    date: IsoDate,
  ): ShareRuleInput | undefined {
    let best: ShareRuleInput | undefined;
    let bestRank = -1;
    for (const rule of this.byPosition.get(position) ?? []) {
      if (rule.effectiveFrom > date) continue;
      if (rule.vessel !== undefined && rule.vessel !== vessel) continue;
      if (rule.fishingType !== undefined && rule.fishingType !== fishingType) continue;
      const rank = (rule.vessel !== undefined ? 2 : 0) + (rule.fishingType !== undefined ? 1 : 0);
      if (rank > bestRank || (rank === bestRank && rule.effectiveFrom > best!.effectiveFrom)) {
        best = rule;
        bestRank = rank;
      }
    }
    return best;
  }
}
