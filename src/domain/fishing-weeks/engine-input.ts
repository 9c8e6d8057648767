import type { IsoDate } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import type { PayrollError, RowRef } from '../payroll/errors';
import type { OtherDeductionKind } from '../payroll/lines';
import type { ParameterCatalogue } from '../payroll/parameters';
import type { PensionChoice } from '../payroll/pension';
import type { CommissionType, PensionScheme } from '../shared/pension-vocabulary';
import type {
  AttendanceInput,
  CourtOrderEntryInput,
  DeductionInput,
  IncomeTaxBalanceInput,
  LandingInput,
  MonthToDateInput,
  OtherEarningInput,
  PriceInput,
  SpeciesInput,
  WeeklyPayrollInput,
  WorkerInput,
} from '../payroll/weekly-input';
import { weeklyPayOfMonthlySalary } from '../payroll/fixed-pay';
import { legalDeductions } from '../payroll/court-order-withholding';
import { withStoredShareRules, type StoredShareRule } from '../payroll/stored-share-rules';
import { computeWeeklyPayroll, type WeeklyPayroll } from '../payroll/weekly-payroll';
import { err, ok, type Result } from '../shared/result';
import {
  listPrice,
  type AdjustmentKind,
  type AdjustmentRow,
  type CrewRow,
  type LandWorkRow,
  type LandingRow,
  type PriceRow,
} from './grids';
import type { WeekInput } from './week';

/** A stored week's inputs: its dates and its grids. */
export interface StoredWeek extends WeekInput {
  readonly prices: readonly PriceRow[];
  readonly landings: readonly LandingRow[];
  readonly crew: readonly CrewRow[];
  readonly landWork: readonly LandWorkRow[];
  readonly adjustments: readonly AdjustmentRow[];
}

/** Something in force from a date (the latest on or before a day applies). */
interface Dated {
  readonly effectiveFrom: IsoDate;
}

/** The catalogue rows a week reads, with their date-effective histories. */
export interface WeekMasterData {
  readonly vessels: readonly {
    id: number;
    registration: string;
    name: string;
    shares: readonly (Dated & { percent: string })[];
  }[];
  readonly species: readonly { id: number; code: string; name: string; fishingType: string }[];
  readonly positions: readonly { id: number; code: string; name: string; landDailyRate: string }[];
  /** Partes per position (pago_por_especialidad), with the codes of its optional vessel and type. */
  readonly shareRules: readonly (Dated & {
    positionId: number;
    vesselId: number | null;
    fishingType: string | null;
    partes: string;
    /** Soles per fishing day on board (the engine's perFishingDay specialty bonus); '0' when none. */
    bonus?: string;
  })[];
  readonly workers: readonly {
    id: number;
    documentType: string;
    document: string;
    name: string;
    hireDate: IsoDate;
    /** The end date (cese), null while employed; absent in contexts stored before. */
    endDate?: IsoDate | null;
    terms: readonly (Dated & {
      positionId: number;
      pensionScheme: PensionScheme;
      afp: string | null;
      commissionType: CommissionType | null;
      unionAffiliated: boolean;
      eps: boolean;
      /** Asignación familiar (Ley 25129); absent in contexts stored before it was modelled. */
      familyAllowance?: boolean;
      /** 'pesquero' or 'general' (docs/workers.md); absent in contexts stored before: pesquero. */
      labourRegime?: string;
      /** The general regime's monthly salary ('3000.00'); absent or '0': none. */
      monthlySalary?: string;
    })[];
  }[];
}

/** The latest row in force on a date; the first one when every row starts later. */
export function inForce<T extends Dated>(rows: readonly T[], date: IsoDate): T | undefined {
  let best: T | undefined;
  for (const r of rows)
    if (r.effectiveFrom <= date && (!best || r.effectiveFrom > best.effectiveFrom)) best = r;
  return best ?? [...rows].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1))[0];
}

/** The deductions' kinds in the engine; an `otro_ingreso` is an earning (the engine's otherEarnings). */
const ENGINE_KIND: Readonly<Record<Exclude<AdjustmentKind, 'otro_ingreso'>, OtherDeductionKind>> = {
  adelanto: 'advance',
  recuperacion_adelanto: 'advance',
  cuota_prestamo: 'other',
  retencion_judicial: 'judicial',
  otro_descuento: 'other',
};

/**
 * The engine's deduction kind of a grid adjustment (many to one: an advance and its recovery are both
 * 'advance'; a loan instalment and any other deduction are 'other'). The one translation between the
 * clerk's adjustment kinds and the engine's.
 */
export const engineDeductionKindOf = (kind: Exclude<AdjustmentKind, 'otro_ingreso'>): OtherDeductionKind =>
  ENGINE_KIND[kind];

/** Where each engine row came from, to name the grid row of an engine error. */
export interface RowMap {
  /** Engine deductions index → adjustments row index. */
  readonly deductions: readonly number[];
  /** Engine otherEarnings index → adjustments row index. */
  readonly otherEarnings: readonly number[];
  readonly crewCount: number;
  readonly workerIds: ReadonlyMap<string, number>;
}

export interface EngineInput {
  /** The input without share rules: withStoredShareRules adds the stored ones. */
  readonly input: WeeklyPayrollInput;
  readonly rows: RowMap;
  /** The stored pago por especialidad, by codes. */
  readonly shareRules: readonly StoredShareRule[];
}

/** The input with the stored share rules (pago por especialidad) of the week's positions and vessels. */
export function withShareRules(engine: EngineInput): WeeklyPayrollInput {
  return withStoredShareRules(engine.input, engine.shareRules);
}

/**
 * Turns a stored week, its master data and the stored month-to-date pay into the engine's weekly input
 * (docs/payroll.md). Vessels, species, positions and workers are named by their codes (matrícula,
 * species code, position code, document number). The vessel's share percentage, the worker's terms
 * and the share rules are those in force on the week's last day (the engine's parameter date). A
 * landing priced apart from the list is pooled as its own species variant `CODE@price` so that only
 * it takes that price. `judicial` gives the amounts of percentage retentions (second pass); without
 * it they are left out.
 */
export function toEngineInput(
  week: StoredWeek,
  master: WeekMasterData,
  options: {
    monthToDate?: readonly MonthToDateInput[];
    judicial?: ReadonlyMap<number, string>;
    incomeTaxBalances?: readonly IncomeTaxBalanceInput[];
  } = {},
): EngineInput {
  const on = week.end;
  const codes = new MasterCodes(master);
  const { species, prices, landings } = engineLandings(week, master, codes);
  const { workers, workerIds } = engineWorkers(week, master, codes);
  const { deductions, deductionRows, otherEarnings, earningRows } = engineAdjustments(
    week.adjustments,
    codes,
    options.judicial,
  );
  const shareRules: StoredShareRule[] = master.shareRules.map((r) => ({
    position: codes.position(r.positionId),
    effectiveFrom: r.effectiveFrom,
    partes: Decimal.of(r.partes),
    bonus: Decimal.of(r.bonus ?? '0'),
    ...(r.vesselId !== null ? { vessel: codes.vessel(r.vesselId) } : {}),
    ...(r.fishingType !== null ? { fishingType: r.fishingType } : {}),
  }));
  const monthToDate = ofWeekWorkers(options.monthToDate, workerIds, (e) => e.insurablePay);
  const incomeTaxBalances = ofWeekWorkers(options.incomeTaxBalances, workerIds, (e) => e.amount);

  return {
    input: {
      week: { year: week.year, number: week.number, start: week.start, end: week.end, month: week.month },
      vessels: master.vessels.map((v) => ({
        code: v.registration,
        name: v.name,
        sharePct: Decimal.of(inForce(v.shares, on)?.percent ?? '0'),
      })),
      species,
      prices,
      positions: master.positions.map((p) => ({
        code: p.code,
        name: p.name,
        landDailyRate: Decimal.of(p.landDailyRate),
      })),
      shareRules: [],
      workers,
      landings,
      attendance: engineAttendance(week, codes),
      deductions,
      ...(otherEarnings.length > 0 ? { otherEarnings } : {}),
      ...(monthToDate.length > 0 ? { monthToDate } : {}),
      ...(incomeTaxBalances.length > 0 ? { incomeTaxBalances } : {}),
    },
    rows: { deductions: deductionRows, otherEarnings: earningRows, crewCount: week.crew.length, workerIds },
    shareRules,
  };
}

/** The engine's code of each catalogue row by id (`#id` for an id the master data lacks). */
export class MasterCodes {
  readonly vesselById: ReadonlyMap<number, WeekMasterData['vessels'][number]>;
  readonly speciesById: ReadonlyMap<number, WeekMasterData['species'][number]>;
  readonly positionById: ReadonlyMap<number, WeekMasterData['positions'][number]>;
  readonly workerById: ReadonlyMap<number, WeekMasterData['workers'][number]>;

  constructor(master: WeekMasterData) {
    this.vesselById = new Map(master.vessels.map((v) => [v.id, v]));
    this.speciesById = new Map(master.species.map((s) => [s.id, s]));
    this.positionById = new Map(master.positions.map((p) => [p.id, p]));
    this.workerById = new Map(master.workers.map((w) => [w.id, w]));
  }

  vessel(id: number): string {
    return this.vesselById.get(id)?.registration ?? `#${id}`;
  }
  species(id: number): string {
    return this.speciesById.get(id)?.code ?? `#${id}`;
  }
  position(id: number): string {
    return this.positionById.get(id)?.code ?? `#${id}`;
  }
  worker(id: number): string {
    return this.workerById.get(id)?.document ?? `#${id}`;
  }
}

/**
 * The week's species, prices and landings for the engine. A landing priced apart from the list is
 * pooled as its own species variant `CODE@price`, with that price from the week's start.
 */
export function engineLandings(
  week: StoredWeek,
  master: WeekMasterData,
  codes: MasterCodes,
): { species: SpeciesInput[]; prices: PriceInput[]; landings: LandingInput[] } {
  const species: SpeciesInput[] = master.species.map((s) => ({
    code: s.code,
    name: s.name,
    fishingType: s.fishingType,
  }));
  const prices: PriceInput[] = week.prices.map((p) => ({
    species: codes.species(p.speciesId),
    effectiveFrom: p.effectiveFrom,
    pricePerTonne: Decimal.of(p.pricePerTonne),
  }));
  const variants = new Set<string>();
  const landings: LandingInput[] = week.landings.map((l) => {
    let speciesCode = codes.species(l.speciesId);
    const list = listPrice(week.prices, l.speciesId, l.date);
    if (
      l.pricePerTonne !== null &&
      (list === undefined || !Decimal.of(list).equals(Decimal.of(l.pricePerTonne)))
    ) {
      const base = codes.speciesById.get(l.speciesId);
      const price = Decimal.of(l.pricePerTonne);
      const variant = `${speciesCode}@${price.toFixed(2)}`;
      if (!variants.has(variant)) {
        variants.add(variant);
        species.push({
          code: variant,
          name: `${base?.name ?? speciesCode} (precio especial)`,
          fishingType: base?.fishingType ?? '',
        });
        prices.push({ species: variant, effectiveFrom: week.start, pricePerTonne: price });
      }
      speciesCode = variant;
    }
    return {
      date: l.date,
      vessel: codes.vessel(l.vesselId),
      species: speciesCode,
      ...(l.plantId !== null ? { plant: String(l.plantId) } : {}),
      ticket: l.ticket,
      tonnes: Decimal.of(l.tonnes),
      penalisedTonnes: Decimal.of(l.penalisedTonnes),
    };
  });
  return { species, prices, landings };
}

/**
 * The crew rows (on board) then the land work rows, as the engine's attendance. Written as a loop with
 * one object literal per shape (no spread of a conditional object): it runs on every computation and
 * every preview, over some 11,000 rows in a large week.
 */
export function engineAttendance(week: StoredWeek, codes: MasterCodes): AttendanceInput[] {
  const rows: AttendanceInput[] = [];
  for (const c of week.crew) {
    const worker = codes.worker(c.workerId);
    const vessel = codes.vessel(c.vesselId);
    rows.push(
      c.positionId !== null
        ? { date: c.date, worker, kind: 'board', vessel, position: codes.position(c.positionId) }
        : { date: c.date, worker, kind: 'board', vessel },
    );
  }
  for (const l of week.landWork) {
    const worker = codes.worker(l.workerId);
    rows.push(
      l.positionId !== null
        ? { date: l.date, worker, kind: 'land', position: codes.position(l.positionId) }
        : { date: l.date, worker, kind: 'land' },
    );
  }
  return rows;
}

/**
 * The workers the week names (a company's whole roster is not paid every week), with their terms in
 * force on the week's last day; and their ids by document.
 */
export function engineWorkers(
  week: StoredWeek,
  master: WeekMasterData,
  codes: MasterCodes,
): { workers: WorkerInput[]; workerIds: Map<string, number> } {
  const workers: WorkerInput[] = [];
  const workerIds = new Map<string, number>();
  for (const id of [...new Set([...namedWorkerIds(week), ...salariedWorkerIds(week, master)])]) {
    const w = codes.workerById.get(id);
    if (!w) continue;
    const terms = inForce(w.terms, week.end);
    if (!terms) continue;
    const pension: PensionChoice =
      terms.pensionScheme === 'AFP'
        ? { scheme: 'AFP', afp: terms.afp ?? '', commission: terms.commissionType ?? 'FLUJO' }
        : { scheme: terms.pensionScheme };
    workers.push({
      document: w.document,
      documentType: w.documentType,
      name: w.name,
      position: codes.position(terms.positionId),
      hireDate: w.hireDate,
      pension,
      unionAffiliated: terms.unionAffiliated,
      eps: terms.eps,
      ...(terms.familyAllowance ? { familyAllowance: true } : {}),
      ...salariedPay(terms, w.endDate),
    });
    workerIds.set(w.document, w.id);
  }
  return { workers, workerIds };
}

/**
 * A general-regime worker's weekly fixed pay (docs/payroll.md «Land staff (régimen general)»): the monthly
 * salary as `weeklyPayOfMonthlySalary`, with the end date so the engine prorates a leaver's last week.
 */
function salariedPay(
  terms: { labourRegime?: string; monthlySalary?: string },
  endDate: IsoDate | null | undefined,
): Pick<WorkerInput, 'fixedWeeklyPay' | 'monthlySalary' | 'endDate' | 'labourRegime'> {
  if (terms.labourRegime !== 'general') return {};
  const monthly = Decimal.of(terms.monthlySalary ?? '0');
  return {
    labourRegime: 'general',
    ...(monthly.isPositive()
      ? { fixedWeeklyPay: weeklyPayOfMonthlySalary(monthly), monthlySalary: monthly.round(2) }
      : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/**
 * The general-regime workers of the master data employed during the week (hired by its last day, not
 * ended before its first): their salary is owed every week, whether the grids name them or not.
 */
export function salariedWorkerIds(week: WeekInput, master: WeekMasterData): number[] {
  return master.workers
    .filter(
      (w) =>
        w.hireDate <= week.end &&
        (w.endDate == null || w.endDate >= week.start) &&
        inForce(w.terms, week.end)?.labourRegime === 'general',
    )
    .map((w) => w.id);
}

/** A week's grids, as saved (or as being edited). */
export type WeekGridRows = Pick<StoredWeek, 'prices' | 'landings' | 'crew' | 'landWork' | 'adjustments'>;

/** The workers a week's grids name (crew, land work, adjustments), each once, in that order. */
export function namedWorkerIds(grids: Pick<WeekGridRows, 'crew' | 'landWork' | 'adjustments'>): number[] {
  const ids = new Set<number>();
  for (const c of grids.crew) ids.add(c.workerId);
  for (const l of grids.landWork) ids.add(l.workerId);
  for (const a of grids.adjustments) ids.add(a.workerId);
  return [...ids];
}

/** The engine's deductions and other earnings of the adjustments grid, with the grid row of each. */
export interface EngineAdjustments {
  readonly deductions: DeductionInput[];
  readonly deductionRows: number[];
  readonly otherEarnings: OtherEarningInput[];
  readonly earningRows: number[];
}

/**
 * The adjustments grid as the engine's deductions and other earnings. A percentage judicial retention
 * takes its amount from `judicial` (by row); without it, or with no positive amount, it is left out.
 */
export function engineAdjustments(
  adjustments: readonly AdjustmentRow[],
  codes: Pick<MasterCodes, 'worker'>,
  judicial: ReadonlyMap<number, string> | undefined,
): EngineAdjustments {
  const result: EngineAdjustments = { deductions: [], deductionRows: [], otherEarnings: [], earningRows: [] };
  adjustments.forEach((a, index) => {
    if (a.kind === 'otro_ingreso') {
      // Passed as entered (a zero amount or a blank reason is the engine's InvalidEarning, on this row).
      if (a.amount === null) return;
      result.otherEarnings.push({
        worker: codes.worker(a.workerId),
        amount: Decimal.of(a.amount),
        reason: a.reason,
      });
      result.earningRows.push(index);
      return;
    }
    const amount = a.amount ?? judicial?.get(index);
    if (amount === undefined || !Decimal.of(amount).isPositive()) return;
    const reason =
      a.kind === 'retencion_judicial'
        ? `${a.reason.trim()} — beneficiario: ${a.beneficiary.trim()}${a.percent !== null ? ` (${a.percent} %)` : ''}`
        : a.reason.trim();
    result.deductions.push({
      worker: codes.worker(a.workerId),
      amount: Decimal.of(amount),
      reason,
      kind: engineDeductionKindOf(a.kind),
    });
    result.deductionRows.push(index);
  });
  return result;
}

/** The entries of the week's workers only (the engine refuses unknown workers) whose amount is positive. */
function ofWeekWorkers<E extends { readonly worker: string }>(
  entries: readonly E[] | undefined,
  workerIds: ReadonlyMap<string, number>,
  amount: (entry: E) => Decimal,
): E[] {
  return (entries ?? []).filter((e) => workerIds.has(e.worker) && amount(e).isPositive());
}

/** An engine error row with the week's grid and row (1-based) it names, when it names one. */
export type LocatedRow = RowRef & {
  readonly grid?: string;
  readonly row?: number;
  readonly workerId?: number;
};

/** The engine's errors with the grid rows they name, for the screen to show next to each row. */
export function locateErrors(
  errors: readonly PayrollError[],
  rows: RowMap,
): { kind: string; message: string; rows: LocatedRow[] }[] {
  return errors.map((e) => ({
    kind: e.kind,
    message: e.message,
    rows: e.rows.map((r): LocatedRow => {
      const index = r.index;
      const worker = typeof r.worker === 'string' ? rows.workerIds.get(r.worker) : undefined;
      const withWorker = worker !== undefined ? { workerId: worker } : {};
      if (index === undefined) return { ...r, ...withWorker };
      switch (r.list) {
        case 'landings':
          return { ...r, ...withWorker, grid: 'descargas', row: index + 1 };
        case 'attendance':
          return index < rows.crewCount
            ? { ...r, ...withWorker, grid: 'tripulacion', row: index + 1 }
            : { ...r, ...withWorker, grid: 'tierra', row: index - rows.crewCount + 1 };
        case 'deductions': {
          const at = rows.deductions[index];
          return at === undefined
            ? { ...r, ...withWorker }
            : { ...r, ...withWorker, grid: 'ajustes', row: at + 1 };
        }
        case 'otherEarnings': {
          const at = rows.otherEarnings[index];
          return at === undefined
            ? { ...r, ...withWorker }
            : { ...r, ...withWorker, grid: 'ajustes', row: at + 1 };
        }
        case 'prices':
          return { ...r, ...withWorker, grid: 'precios', row: index + 1 };
        default:
          return { ...r, ...withWorker };
      }
    }),
  }));
}

/**
 * Computes a stored week with the engine: a first pass without the percentage judicial retentions,
 * whose amounts are then round2(percent × (gross − legal deductions) / 100) of each worker, and the
 * final pass with them as fixed amounts. The legal deductions are those of a court order's base
 * (`legalDeductions`: pension charges and income tax; not union dues), read from a bare pass with no
 * other deduction, court order or earlier month's tax balance (withheld after them, up to the net).
 */
export function computeStoredWeek(
  week: StoredWeek,
  master: WeekMasterData,
  parameters: ParameterCatalogue,
  monthToDate: readonly MonthToDateInput[] = [],
  incomeTaxBalances: readonly IncomeTaxBalanceInput[] = [],
  courtOrders: readonly CourtOrderEntryInput[] = [],
): Result<
  { payroll: WeeklyPayroll; rows: RowMap; input: WeeklyPayrollInput },
  { errors: PayrollError[]; rows: RowMap }
> {
  const first = toEngineInput(week, master, { monthToDate, incomeTaxBalances });
  const orders = courtOrders.length > 0 ? { courtOrders } : {};
  const firstInput = { ...withShareRules(first), ...orders };
  const percentRows = week.adjustments
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => a.kind === 'retencion_judicial' && a.percent !== null && a.amount === null);
  if (percentRows.length === 0) {
    const result = computeWeeklyPayroll(firstInput, parameters);
    return result.ok
      ? ok({ payroll: result.value, rows: first.rows, input: firstInput })
      : err({ errors: result.error, rows: first.rows });
  }
  // The first pass without any other deduction: its legal deductions are the base.
  const bare = computeWeeklyPayroll(
    { ...firstInput, deductions: [], courtOrders: [], incomeTaxBalances: [] },
    parameters,
  );
  if (!bare.ok) return err({ errors: bare.error, rows: first.rows });
  const documentOf = new Map(master.workers.map((w) => [w.id, w.document]));
  const judicial = new Map<number, string>();
  for (const { a, index } of percentRows) {
    const worker = bare.value.workers.find((w) => w.worker.document === documentOf.get(a.workerId));
    if (!worker) continue;
    const base = worker.gross.minus(legalDeductions(worker.deductions));
    const amount = base.percentRounded(Decimal.of(a.percent as string));
    if (amount.isPositive()) judicial.set(index, amount.toFixed(2));
  }
  const second = toEngineInput(week, master, { monthToDate, judicial, incomeTaxBalances });
  const secondInput = { ...second.input, shareRules: firstInput.shareRules, ...orders };
  const result = computeWeeklyPayroll(secondInput, parameters);
  return result.ok
    ? ok({ payroll: result.value, rows: second.rows, input: secondInput })
    : err({ errors: result.error, rows: second.rows });
}
