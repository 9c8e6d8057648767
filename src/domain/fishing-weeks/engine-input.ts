import type { IsoDate } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import type { PayrollError, RowRef } from '../payroll/errors';
import type { OtherDeductionKind } from '../payroll/lines';
import {
  ParameterCatalogue,
  parseConfidence,
  parseParameterKey,
  parseParameterUnit,
} from '../payroll/parameters';
import type { PensionChoice } from '../payroll/pension';
import {
  commissionTypeOfLegacy,
  parsePensionScheme,
  type CommissionType,
  type PensionScheme,
} from '../shared/pension-vocabulary';
import { UnknownVocabularyValue } from '../shared/vocabulary';
import type {
  AttendanceInput,
  DeductionInput,
  LandingInput,
  MonthToDateInput,
  OtherEarningInput,
  PriceInput,
  WeeklyPayrollInput,
  WorkerInput,
} from '../payroll/weekly-input';
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
    terms: readonly (Dated & {
      positionId: number;
      pensionScheme: PensionScheme;
      afp: string | null;
      commissionType: CommissionType | null;
      unionAffiliated: boolean;
      eps: boolean;
      /** Asignación familiar (Ley 25129); absent in contexts stored before it was modelled. */
      familyAllowance?: boolean;
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
  options: { monthToDate?: readonly MonthToDateInput[]; judicial?: ReadonlyMap<number, string> } = {},
): EngineInput {
  const on = week.end;
  const vesselById = new Map(master.vessels.map((v) => [v.id, v]));
  const speciesById = new Map(master.species.map((s) => [s.id, s]));
  const positionById = new Map(master.positions.map((p) => [p.id, p]));
  const workerById = new Map(master.workers.map((w) => [w.id, w]));
  const code = {
    vessel: (id: number) => vesselById.get(id)?.registration ?? `#${id}`,
    species: (id: number) => speciesById.get(id)?.code ?? `#${id}`,
    position: (id: number) => positionById.get(id)?.code ?? `#${id}`,
    worker: (id: number) => workerById.get(id)?.document ?? `#${id}`,
  };

  const species = master.species.map((s) => ({ code: s.code, name: s.name, fishingType: s.fishingType }));
  const prices: PriceInput[] = week.prices.map((p) => ({
    species: code.species(p.speciesId),
    effectiveFrom: p.effectiveFrom,
    pricePerTonne: Decimal.of(p.pricePerTonne),
  }));
  const variants = new Set<string>();
  const landings: LandingInput[] = week.landings.map((l) => {
    let speciesCode = code.species(l.speciesId);
    const list = listPrice(week.prices, l.speciesId, l.date);
    if (
      l.pricePerTonne !== null &&
      (list === undefined || !Decimal.of(list).equals(Decimal.of(l.pricePerTonne)))
    ) {
      const base = speciesById.get(l.speciesId);
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
      vessel: code.vessel(l.vesselId),
      species: speciesCode,
      ...(l.plantId !== null ? { plant: String(l.plantId) } : {}),
      ticket: l.ticket,
      tonnes: Decimal.of(l.tonnes),
      penalisedTonnes: Decimal.of(l.penalisedTonnes),
    };
  });

  const attendance: AttendanceInput[] = [
    ...week.crew.map((c): AttendanceInput => ({
      date: c.date,
      worker: code.worker(c.workerId),
      kind: 'board',
      vessel: code.vessel(c.vesselId),
      ...(c.positionId !== null ? { position: code.position(c.positionId) } : {}),
    })),
    ...week.landWork.map((l): AttendanceInput => ({
      date: l.date,
      worker: code.worker(l.workerId),
      kind: 'land',
      ...(l.positionId !== null ? { position: code.position(l.positionId) } : {}),
    })),
  ];

  // Only the workers the week names: a company's whole roster is not paid every week.
  const named = new Set<number>([
    ...week.crew.map((c) => c.workerId),
    ...week.landWork.map((l) => l.workerId),
    ...week.adjustments.map((a) => a.workerId),
  ]);
  const workers: WorkerInput[] = [];
  const workerIds = new Map<string, number>();
  for (const id of named) {
    const w = workerById.get(id);
    if (!w) continue;
    const terms = inForce(w.terms, on);
    if (!terms) continue;
    const pension: PensionChoice =
      terms.pensionScheme === 'AFP'
        ? { scheme: 'AFP', afp: terms.afp ?? '', commission: terms.commissionType ?? 'FLUJO' }
        : { scheme: terms.pensionScheme };
    workers.push({
      document: w.document,
      documentType: w.documentType,
      name: w.name,
      position: code.position(terms.positionId),
      hireDate: w.hireDate,
      pension,
      unionAffiliated: terms.unionAffiliated,
      eps: terms.eps,
      ...(terms.familyAllowance ? { familyAllowance: true } : {}),
    });
    workerIds.set(w.document, w.id);
  }

  const deductions: DeductionInput[] = [];
  const deductionRows: number[] = [];
  const otherEarnings: OtherEarningInput[] = [];
  const earningRows: number[] = [];
  week.adjustments.forEach((a, index) => {
    if (a.kind === 'otro_ingreso') {
      // Passed as entered (a zero amount or a blank reason is the engine's InvalidEarning, on this row).
      if (a.amount === null) return;
      otherEarnings.push({ worker: code.worker(a.workerId), amount: Decimal.of(a.amount), reason: a.reason });
      earningRows.push(index);
      return;
    }
    const amount = a.amount ?? options.judicial?.get(index);
    if (amount === undefined || !Decimal.of(amount).isPositive()) return;
    const reason =
      a.kind === 'retencion_judicial'
        ? `${a.reason.trim()} — beneficiario: ${a.beneficiary.trim()}${a.percent !== null ? ` (${a.percent} %)` : ''}`
        : a.reason.trim();
    deductions.push({
      worker: code.worker(a.workerId),
      amount: Decimal.of(amount),
      reason,
      kind: ENGINE_KIND[a.kind],
    });
    deductionRows.push(index);
  });

  const shareRules: StoredShareRule[] = master.shareRules.map((r) => ({
    position: code.position(r.positionId),
    effectiveFrom: r.effectiveFrom,
    partes: Decimal.of(r.partes),
    bonus: Decimal.of(r.bonus ?? '0'),
    ...(r.vesselId !== null ? { vessel: code.vessel(r.vesselId) } : {}),
    ...(r.fishingType !== null ? { fishingType: r.fishingType } : {}),
  }));

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
      attendance,
      deductions,
      ...(otherEarnings.length > 0 ? { otherEarnings } : {}),
      ...monthToDate(options.monthToDate, workerIds),
    },
    rows: { deductions: deductionRows, otherEarnings: earningRows, crewCount: week.crew.length, workerIds },
    shareRules,
  };
}

/** The month-to-date pay of the week's workers only (the engine refuses unknown workers). */
function monthToDate(
  entries: readonly MonthToDateInput[] | undefined,
  workerIds: ReadonlyMap<string, number>,
): { monthToDate?: MonthToDateInput[] } {
  const kept = (entries ?? []).filter((e) => workerIds.has(e.worker) && e.insurablePay.isPositive());
  return kept.length > 0 ? { monthToDate: kept } : {};
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
 * whose amounts are then round2(percent × (gross − pension − union dues) / 100) of each worker, and
 * the final pass with them as fixed amounts. [decision: the base of alimentos is the pay after the
 * legal deductions]
 */
export function computeStoredWeek(
  week: StoredWeek,
  master: WeekMasterData,
  parameters: ParameterCatalogue,
  monthToDate: readonly MonthToDateInput[] = [],
): Result<
  { payroll: WeeklyPayroll; rows: RowMap; input: WeeklyPayrollInput },
  { errors: PayrollError[]; rows: RowMap }
> {
  const first = toEngineInput(week, master, { monthToDate });
  const firstInput = withShareRules(first);
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
  const bare = computeWeeklyPayroll({ ...firstInput, deductions: [] }, parameters);
  if (!bare.ok) return err({ errors: bare.error, rows: first.rows });
  const documentOf = new Map(master.workers.map((w) => [w.id, w.document]));
  const judicial = new Map<number, string>();
  for (const { a, index } of percentRows) {
    const worker = bare.value.workers.find((w) => w.worker.document === documentOf.get(a.workerId));
    if (!worker) continue;
    const legal = Decimal.sum(
      worker.deductions.filter((d) => d.concept !== 'otherDeduction').map((d) => d.amount),
    );
    const base = worker.gross.minus(legal);
    const amount = base.percentRounded(Decimal.of(a.percent as string));
    if (amount.isPositive()) judicial.set(index, amount.toFixed(2));
  }
  const second = toEngineInput(week, master, { monthToDate, judicial });
  const secondInput = { ...second.input, shareRules: firstInput.shareRules };
  const result = computeWeeklyPayroll(secondInput, parameters);
  return result.ok
    ? ok({ payroll: result.value, rows: second.rows, input: secondInput })
    : err({ errors: result.error, rows: second.rows });
}

/** A stored payroll parameter as JSON (docs/parameters.md): the value as a decimal string. */
export interface ContextParameter {
  readonly key: string;
  readonly effectiveFrom: IsoDate;
  readonly effectiveTo?: IsoDate;
  readonly value: string;
  readonly unit: string;
  readonly source: string;
  readonly confidence: string;
}

/**
 * Everything a week is computed with besides its grids, as JSON: the week's dates, the catalogue
 * data and the named workers' terms (WeekMasterData), the stored parameters in force on the week's
 * last day (the engine reads them on that day only), and the month-to-date insurable pay of the
 * closed weeks of its month that start earlier. The server computes with it, and a browser preview
 * with the same function (`computeWeek`), so both give the same amounts.
 */
export interface ComputeContext {
  readonly week: WeekInput;
  readonly master: WeekMasterData;
  readonly parameterDate: IsoDate;
  readonly parameters: readonly ContextParameter[];
  readonly monthToDate: readonly { readonly worker: string; readonly insurablePay: string }[];
}

/**
 * A compute context as it was stored (JSON written by an earlier version): the workers' pension words
 * are read as text, whatever vocabulary wrote them.
 */
export type StoredComputeContext = Omit<ComputeContext, 'master'> & {
  readonly master: Omit<WeekMasterData, 'workers'> & {
    readonly workers: readonly (Omit<WeekMasterData['workers'][number], 'terms'> & {
      terms: readonly (Omit<
        WeekMasterData['workers'][number]['terms'][number],
        'pensionScheme' | 'commissionType'
      > & {
        pensionScheme: string;
        commissionType: string | null;
      })[];
    })[];
  };
};

/**
 * A stored compute context in the domain's vocabulary: the pension scheme is checked and the
 * commission type of contexts written with the engine's old words ('flow', 'balance') becomes
 * FLUJO / MIXTA. An unknown word throws (UnknownVocabularyValue): a damaged context is never
 * computed with a guessed commission.
 */
export function computeContextOfStored(stored: StoredComputeContext): ComputeContext {
  return {
    ...stored,
    master: {
      ...stored.master,
      workers: stored.master.workers.map((w) => ({
        ...w,
        terms: w.terms.map((t) => {
          const commissionType = t.commissionType === null ? null : commissionTypeOfLegacy(t.commissionType);
          if (commissionType === undefined)
            throw new UnknownVocabularyValue('commission type', t.commissionType);
          return { ...t, pensionScheme: parsePensionScheme(t.pensionScheme), commissionType };
        }),
      })),
    },
  };
}

/** A week's grids, as saved (or as being edited). */
export type WeekGridRows = Pick<StoredWeek, 'prices' | 'landings' | 'crew' | 'landWork' | 'adjustments'>;

/** The workers a week's grids name (crew, land work, adjustments), each once. */
export function namedWorkerIds(grids: WeekGridRows): number[] {
  return [
    ...new Set([
      ...grids.crew.map((c) => c.workerId),
      ...grids.landWork.map((l) => l.workerId),
      ...grids.adjustments.map((a) => a.workerId),
    ]),
  ];
}

/** The parameters of a catalogue in force on a date, as JSON for a context. */
export function contextParameters(catalogue: ParameterCatalogue, date: IsoDate): ContextParameter[] {
  return catalogue.inForceAt(date).map((e) => ({
    key: e.key,
    effectiveFrom: e.effectiveFrom,
    ...(e.effectiveTo !== undefined ? { effectiveTo: e.effectiveTo } : {}),
    value: e.value.toString(),
    unit: e.unit,
    source: e.source,
    confidence: e.confidence,
  }));
}

/**
 * Computes a week's grids with a compute context: the one function the server's computation and the
 * browser preview share. Parameters the catalogue refuses come back as engine errors.
 */
export function computeWeek(
  context: ComputeContext,
  grids: WeekGridRows,
): ReturnType<typeof computeStoredWeek> {
  const catalogue = ParameterCatalogue.create(
    context.parameters.map((p) => ({
      key: parseParameterKey(p.key),
      effectiveFrom: p.effectiveFrom,
      ...(p.effectiveTo !== undefined ? { effectiveTo: p.effectiveTo } : {}),
      value: Decimal.of(p.value),
      unit: parseParameterUnit(p.unit),
      source: p.source,
      confidence: parseConfidence(p.confidence),
    })),
  );
  if (!catalogue.ok)
    return err({
      errors: catalogue.error,
      rows: { deductions: [], otherEarnings: [], crewCount: grids.crew.length, workerIds: new Map() },
    });
  return computeStoredWeek(
    { ...context.week, ...grids },
    context.master,
    catalogue.value,
    context.monthToDate.map((m) => ({ worker: m.worker, insurablePay: Decimal.of(m.insurablePay) })),
  );
}
