import Type from 'typebox';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  computeContextOfStored,
  parseWeekState,
  type StoredComputeContext,
  type AdjustmentRow,
  type ClosedWeekTotals,
  type ComputeContext,
  type CrewRow,
  type GridReferences,
  type LandingRow,
  type LandWorkRow,
  type PriceRow,
  type WeekMasterData,
  type WeekState,
  type WorkerTotals,
} from '../../src/domain/fishing-weeks';
import type {
  WeekReopening,
  WeekSort,
  WeekTotals,
} from '../../src/application/fishing-weeks/fishing-weeks-api';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { parseCommissionType, parsePensionScheme } from '../../src/domain/shared/pension-vocabulary';
import type { Executor, Transaction } from '../db/database';
import { jsonRowsOf, namedColumns } from '../kit/json-rows';
import { packJson, unpackJson } from '../kit/packed-json';
import {
  fishingTypes,
  fishingWeeks,
  plants,
  positions,
  species,
  specialtyPay,
  vessels,
  vesselShares,
  workers,
  workerTerms,
} from '../db/schema';
import { updateVersionedRow } from '../kit/versioned-rows';
import { listedWorkerName } from '../kit/worker-records';
import { groupedBy } from '../kit/grouped';

/**
 * A week's row without its large results (a large week's result is several MB of JSON): what every
 * read and write of the grids needs, and whether a computation is stored.
 */
const {
  result: _result,
  context: _context,
  closedResult: _closedResult,
  closedParameters: _closedParameters,
  ...LIGHT_COLUMNS
} = getTableColumns(fishingWeeks);
const LIGHT = {
  ...LIGHT_COLUMNS,
  hasResult: sql<boolean>`(${fishingWeeks.context} is not null or ${fishingWeeks.result} is not null)`,
};
const {
  prices: _prices,
  landings: _landings,
  crew: _crew,
  landWork: _landWork,
  adjustments: _adjustments,
  ...STATE
} = LIGHT;
/** A week's row without its grids: what a computation's write checks. */
export type WeekStateRow = Omit<WeekRow, keyof WeekGrids>;

/** A result as stored: gzip-compressed JSON. */
export { packJson, unpackJson };

/** A stored compute context, read in the domain's vocabulary (older contexts' words translated). */
export const storedContextOf = (blob: Buffer): ComputeContext =>
  computeContextOfStored(unpackJson(blob) as StoredComputeContext);

/** A traced line as stored (weeklyPayrollToJson): decimals as strings. */
export interface StoredLine {
  readonly concept: string;
  readonly amount: string;
  readonly formula?: string;
  readonly inputs?: Record<string, unknown>;
}

/** A worker's part of a stored result (weeklyPayrollToJson). */
export interface StoredWorkerResult {
  readonly worker: { readonly document: string; readonly name: string };
  readonly daysOnBoard: number;
  readonly fishingDays: number;
  readonly daysOnLand: number;
  readonly earnings: readonly StoredLine[];
  readonly deductions: readonly StoredLine[];
  readonly employer: readonly StoredLine[];
  readonly gross: string;
  readonly totalDeductions: string;
  readonly net: string;
  readonly totalEmployer: string;
}

export type WeekRow = Omit<
  typeof fishingWeeks.$inferSelect,
  'result' | 'context' | 'closedResult' | 'closedParameters'
> & {
  hasResult: boolean;
};

/** A week's grids as stored. */
export interface WeekGrids {
  readonly prices: readonly PriceRow[];
  readonly landings: readonly LandingRow[];
  readonly crew: readonly CrewRow[];
  readonly landWork: readonly LandWorkRow[];
  readonly adjustments: readonly AdjustmentRow[];
}

export const gridsOf = (row: Pick<WeekRow, keyof WeekGrids>): WeekGrids => ({
  prices: row.prices as PriceRow[],
  landings: row.landings as LandingRow[],
  crew: row.crew as CrewRow[],
  landWork: row.landWork as LandWorkRow[],
  adjustments: row.adjustments as AdjustmentRow[],
});

export const stateOf = (row: Pick<WeekRow, 'state'>): WeekState => parseWeekState(row.state);
export const reopeningsOf = (row: Pick<WeekRow, 'reopenings'>) => row.reopenings as WeekReopening[];
export const totalsOf = (row: WeekRow) => row.totals as WeekTotals | null;

const SORTS: Record<WeekSort, SQL> = {
  start: sql`${fishingWeeks.startDate}`,
  number: sql`${fishingWeeks.year} * 100 + ${fishingWeeks.number}`,
  state: sql`${fishingWeeks.state}`,
};

/** The columns of the list (no grids, no results: a list of a year's weeks stays small). */
const SUMMARY = {
  id: fishingWeeks.id,
  year: fishingWeeks.year,
  number: fishingWeeks.number,
  startDate: fishingWeeks.startDate,
  endDate: fishingWeeks.endDate,
  month: fishingWeeks.month,
  state: fishingWeeks.state,
  landingCount: fishingWeeks.landingCount,
  crewDays: fishingWeeks.crewDays,
  totals: fishingWeeks.totals,
  version: fishingWeeks.version,
  updatedAt: fishingWeeks.updatedAt,
  updatedBy: fishingWeeks.updatedBy,
};
export type WeekSummaryRow = Pick<WeekRow, keyof typeof SUMMARY>;

/**
 * `column = any(ids)`: one array parameter instead of one parameter per id (2,000 workers' ids bound
 * one by one cost more than the rows themselves).
 */
const anyOf = (column: AnyPgColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;

/** A named worker as the engine's master data reads it (read as JSON: `jsonRowsOf`). */
const WORKER_COLUMNS = {
  id: workers.id,
  documentType: workers.documentType,
  documentNumber: workers.documentNumber,
  paternalSurname: workers.paternalSurname,
  maternalSurname: workers.maternalSurname,
  names: workers.names,
  hireDate: workers.hireDate,
  endDate: workers.endDate,
};
const readWorkerRows = jsonRowsOf(
  Type.Object({
    id: Type.Integer(),
    documentType: Type.String(),
    documentNumber: Type.String(),
    paternalSurname: Type.String(),
    maternalSurname: Type.String(),
    names: Type.String(),
    hireDate: Type.String(),
    endDate: Type.Union([Type.String(), Type.Null()]),
  }),
);

/** A named worker's terms by date (read as JSON; the salary as text, to keep its digits). */
const TERM_COLUMNS = {
  workerId: workerTerms.workerId,
  effectiveFrom: workerTerms.effectiveFrom,
  positionId: workerTerms.positionId,
  pensionScheme: workerTerms.pensionScheme,
  afp: workerTerms.afp,
  commissionType: workerTerms.commissionType,
  unionAffiliated: workerTerms.unionAffiliated,
  eps: workerTerms.eps,
  familyAllowance: workerTerms.familyAllowance,
  labourRegime: workerTerms.labourRegime,
  monthlySalary: sql`${workerTerms.monthlySalary}::text`,
};
const readTermRows = jsonRowsOf(
  Type.Object({
    workerId: Type.Integer(),
    effectiveFrom: Type.String(),
    positionId: Type.Integer(),
    pensionScheme: Type.String(),
    afp: Type.Union([Type.String(), Type.Null()]),
    commissionType: Type.Union([Type.String(), Type.Null()]),
    unionAffiliated: Type.Boolean(),
    eps: Type.Boolean(),
    familyAllowance: Type.Boolean(),
    labourRegime: Type.String(),
    monthlySalary: Type.String(),
  }),
);

/** The fishing weeks' table and the catalogue rows a week reads. */
export class FishingWeekStore {
  async list(
    ex: Executor,
    query: {
      page: number;
      pageSize: number;
      sort: WeekSort;
      order: 'asc' | 'desc';
      year?: number;
      state?: WeekState;
    },
  ): Promise<{ rows: WeekSummaryRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.year !== undefined) conditions.push(eq(fishingWeeks.year, query.year));
    if (query.state !== undefined) conditions.push(eq(fishingWeeks.state, query.state));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const key = SORTS[query.sort];
    const direction = query.order === 'asc' ? asc : desc;
    const rows = await ex
      .select(SUMMARY)
      .from(fishingWeeks)
      .where(where)
      .orderBy(direction(key), direction(fishingWeeks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await ex.select({ value: count() }).from(fishingWeeks).where(where);
    return { rows, total: Number(total?.value ?? 0) };
  }

  async get(ex: Executor, id: number): Promise<WeekRow | undefined> {
    const [row] = await ex.select(LIGHT).from(fishingWeeks).where(eq(fishingWeeks.id, id));
    return row;
  }

  async summary(ex: Executor, id: number): Promise<WeekSummaryRow | undefined> {
    const [row] = await ex.select(SUMMARY).from(fishingWeeks).where(eq(fishingWeeks.id, id));
    return row;
  }

  /** The closed result and the parameters it used. */
  async closed(ex: Executor, id: number) {
    const [row] = await ex
      .select({
        result: fishingWeeks.closedResult,
        parameters: fishingWeeks.closedParameters,
        workers: fishingWeeks.closedWorkerTotals,
      })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, id));
    return row;
  }

  /**
   * A stored computation: of the last one (`calculo`) its compute context, or its traced result when it
   * was stored before contexts were kept; of the closed one (`cierre`) its traced result. Undefined
   * when there is no such week, null when it has no such computation.
   */
  async computation(
    ex: Executor,
    id: number,
    source: 'calculo' | 'cierre',
  ): Promise<{ context: ComputeContext } | { result: unknown } | null | undefined> {
    const [row] = await ex
      .select({
        context: source === 'cierre' ? sql<null>`null` : fishingWeeks.context,
        result: source === 'cierre' ? fishingWeeks.closedResult : fishingWeeks.result,
      })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, id));
    if (!row) return undefined;
    if (row.context) return { context: storedContextOf(row.context) };
    if (row.result) return { result: unpackJson(row.result) };
    return null;
  }

  /** The week's row, locked until the transaction ends (a write reads it so). */
  async lock(tx: Transaction, id: number): Promise<WeekRow | undefined> {
    const [row] = await tx.select(LIGHT).from(fishingWeeks).where(eq(fishingWeeks.id, id)).for('update');
    return row;
  }

  /** The week's row without its grids, locked until the transaction ends. */
  async lockState(tx: Transaction, id: number): Promise<WeekStateRow | undefined> {
    const [row] = await tx.select(STATE).from(fishingWeeks).where(eq(fishingWeeks.id, id)).for('update');
    return row;
  }

  /**
   * Closing: the stored computation becomes the closed result. `traced` is the traced result the
   * service built again from the stored context; without it (a computation stored before contexts
   * were kept) the stored traced result is copied.
   */
  async closeColumns(tx: Transaction, id: number, traced: Record<string, unknown> | null) {
    let result = traced;
    if (!result) {
      const [row] = await tx
        .select({ result: fishingWeeks.result })
        .from(fishingWeeks)
        .where(eq(fishingWeeks.id, id));
      result = (row?.result ? unpackJson(row.result) : {}) as Record<string, unknown>;
    }
    return {
      closedResult: traced ? packJson(traced) : sql`${fishingWeeks.result}`,
      closedParameters: { date: result.parameterDate, values: result.parameters },
      closedWorkerTotals: sql`${fishingWeeks.workerTotals}`,
      closedTotals: sql`${fishingWeeks.totals}`,
    };
  }

  /** The stored compute context of the last computation, if one was kept. */
  async context(tx: Executor, id: number): Promise<ComputeContext | null> {
    const [row] = await tx
      .select({ context: fishingWeeks.context })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, id));
    return row?.context ? storedContextOf(row.context) : null;
  }

  async exists(ex: Executor, year: number, number: number): Promise<boolean> {
    const [row] = await ex
      .select({ id: fishingWeeks.id })
      .from(fishingWeeks)
      .where(and(eq(fishingWeeks.year, year), eq(fishingWeeks.number, number)));
    return row !== undefined;
  }

  async insert(tx: Transaction, values: typeof fishingWeeks.$inferInsert): Promise<number> {
    const [row] = await tx.insert(fishingWeeks).values(values).returning({ id: fishingWeeks.id });
    return row!.id;
  }

  /** The price list of the latest week starting before `start` that has one ([] when none). */
  async previousPrices(ex: Executor, start: string): Promise<PriceRow[]> {
    const [row] = await ex
      .select({ prices: fishingWeeks.prices })
      .from(fishingWeeks)
      .where(and(lt(fishingWeeks.startDate, start), sql`jsonb_array_length(${fishingWeeks.prices}) > 0`))
      .orderBy(desc(fishingWeeks.startDate))
      .limit(1);
    return (row?.prices ?? []) as PriceRow[];
  }

  /** Writes the changes when the version is still `version` (and bumps it); false otherwise. */
  async update(
    tx: Transaction,
    id: number,
    version: number,
    changes: PgUpdateSetSource<typeof fishingWeeks>,
  ): Promise<boolean> {
    return updateVersionedRow(tx, fishingWeeks, eq(fishingWeeks.id, id), version, changes);
  }

  /** The workers' totals of the closed weeks of a year (for the income tax accumulations). */
  async closedWeeks(ex: Executor, year: number): Promise<ClosedWeekTotals[]> {
    const rows = await ex
      .select({
        month: fishingWeeks.month,
        start: fishingWeeks.startDate,
        workers: fishingWeeks.closedWorkerTotals,
      })
      .from(fishingWeeks)
      .where(
        and(eq(fishingWeeks.state, 'cerrada'), sql`substr(${fishingWeeks.month}, 1, 4) = ${String(year)}`),
      );
    return rows.map((r) => ({
      month: r.month,
      start: r.start,
      workers: (r.workers ?? []) as WorkerTotals[],
    }));
  }

  /**
   * Locks the catalogue rows the grids name (`FOR KEY SHARE`) until the save commits, so a concurrent
   * delete (which locks its row before counting the weeks that name it) cannot remove one of them
   * meanwhile; answers how many named rows were not there any more (deleted since they were checked).
   */
  async lockNamed(ex: Executor, grids: Partial<WeekGrids>): Promise<number> {
    const ids = {
      vessels: new Set<number>(),
      species: new Set<number>(),
      plants: new Set<number>(),
      positions: new Set<number>(),
      workers: new Set<number>(),
    };
    for (const p of grids.prices ?? []) ids.species.add(p.speciesId);
    for (const l of grids.landings ?? []) {
      ids.vessels.add(l.vesselId);
      ids.species.add(l.speciesId);
      if (l.plantId !== null) ids.plants.add(l.plantId);
    }
    for (const c of grids.crew ?? []) {
      ids.vessels.add(c.vesselId);
      ids.workers.add(c.workerId);
      if (c.positionId !== null) ids.positions.add(c.positionId);
    }
    for (const w of grids.landWork ?? []) {
      ids.workers.add(w.workerId);
      if (w.positionId !== null) ids.positions.add(w.positionId);
    }
    for (const a of grids.adjustments ?? []) ids.workers.add(a.workerId);
    const tables = { vessels, species, plants, positions, workers } as const;
    let missing = 0;
    for (const [name, set] of Object.entries(ids) as [keyof typeof ids, Set<number>][]) {
      if (set.size === 0) continue;
      const table = tables[name];
      const found = await ex
        .select({ id: table.id })
        .from(table)
        .where(anyOf(table.id, [...set]))
        .for('key share');
      missing += set.size - found.length;
    }
    return missing;
  }

  /** The active catalogue rows a week's grids may name, with their labels. */
  async references(ex: Executor): Promise<GridReferences> {
    const [v, s, p, w, pos] = await Promise.all([
      ex.select({ id: vessels.id, name: vessels.name }).from(vessels).where(eq(vessels.active, true)),
      ex.select({ id: species.id, name: species.commonName }).from(species).where(eq(species.active, true)),
      ex.select({ id: plants.id, name: plants.name }).from(plants).where(eq(plants.active, true)),
      ex
        .select({
          id: workers.id,
          number: workers.documentNumber,
          surname: workers.paternalSurname,
          names: workers.names,
        })
        .from(workers)
        .where(eq(workers.active, true)),
      ex.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.active, true)),
    ]);
    return {
      vessels: new Map(v.map((r) => [r.id, r.name])),
      species: new Map(s.map((r) => [r.id, r.name])),
      plants: new Map(p.map((r) => [r.id, r.name])),
      workers: new Map(w.map((r) => [r.id, `${r.surname}, ${r.names} (${r.number})`])),
      positions: new Map(pos.map((r) => [r.id, r.name])),
    };
  }

  /**
   * The workers with a general-regime terms row (docs/workers.md) employed during the week (hired
   * by its end, not ended before its start): their salary is owed every week, named or not. Which rows
   * are in force on the week's last day is the engine input's to decide (salariedWorkerIds).
   */
  async salariedWorkerIds(ex: Executor, start: string, end: string): Promise<number[]> {
    const rows = await ex
      .selectDistinct({ id: workers.id })
      .from(workers)
      .innerJoin(workerTerms, eq(workerTerms.workerId, workers.id))
      .where(
        and(
          eq(workerTerms.labourRegime, 'general'),
          lte(workerTerms.effectiveFrom, end),
          lte(workers.hireDate, end),
          or(isNull(workers.endDate), gte(workers.endDate, start)),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * The master data the engine reads: the vessels, species, positions and share rules (active), and
   * the workers the week names, with their terms.
   */
  async masterData(ex: Executor, workerIds: readonly number[]): Promise<WeekMasterData> {
    const [vesselRows, shareRows, speciesRows, positionRows, ruleRows, workerRows, termRows] =
      await Promise.all([
        ex.select().from(vessels).where(eq(vessels.active, true)),
        ex.select().from(vesselShares),
        ex
          .select({
            id: species.id,
            code: species.code,
            name: species.commonName,
            fishingType: fishingTypes.code,
          })
          .from(species)
          .innerJoin(fishingTypes, eq(fishingTypes.id, species.fishingTypeId))
          .where(eq(species.active, true)),
        ex.select().from(positions).where(eq(positions.active, true)),
        ex
          .select({ r: specialtyPay, fishingType: fishingTypes.code })
          .from(specialtyPay)
          .leftJoin(fishingTypes, eq(fishingTypes.id, specialtyPay.fishingTypeId))
          .where(eq(specialtyPay.active, true)),
        workerIds.length === 0
          ? []
          : readWorkerRows(
              ex,
              sql`select ${namedColumns(WORKER_COLUMNS)} from ${workers} where ${anyOf(workers.id, workerIds)}`,
            ),
        workerIds.length === 0
          ? []
          : readTermRows(
              ex,
              sql`select ${namedColumns(TERM_COLUMNS)} from ${workerTerms} where ${anyOf(workerTerms.workerId, workerIds)}`,
            ),
      ]);
    const shares = groupedBy(
      shareRows,
      (s) => s.vesselId,
      (s) => ({ effectiveFrom: s.effectiveFrom, percent: s.percent }),
    );
    const terms = groupedBy(
      termRows,
      (t) => t.workerId,
      (t) => t,
    );
    return {
      vessels: vesselRows.map((v) => ({
        id: v.id,
        registration: v.registration,
        name: v.name,
        shares: shares.get(v.id) ?? [],
      })),
      species: speciesRows,
      positions: positionRows.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        landDailyRate: p.landDailyRate,
      })),
      shareRules: ruleRows.map(({ r, fishingType }) => ({
        positionId: r.positionId,
        vesselId: r.vesselId,
        fishingType: fishingType ?? null,
        effectiveFrom: r.effectiveFrom,
        partes: r.shares,
        bonus: r.bonus,
      })),
      workers: workerRows.map((w) => ({
        id: w.id,
        documentType: w.documentType,
        document: w.documentNumber,
        name: listedWorkerName(w.paternalSurname, w.maternalSurname, w.names),
        hireDate: w.hireDate,
        endDate: w.endDate,
        terms: (terms.get(w.id) ?? []).map((t) => ({
          effectiveFrom: t.effectiveFrom,
          positionId: t.positionId,
          pensionScheme: parsePensionScheme(t.pensionScheme),
          afp: t.afp,
          commissionType: parseCommissionType(t.commissionType),
          unionAffiliated: t.unionAffiliated,
          eps: t.eps,
          familyAllowance: t.familyAllowance,
          ...(t.labourRegime === 'general'
            ? { labourRegime: t.labourRegime, monthlySalary: t.monthlySalary }
            : {}),
        })),
      })),
    };
  }
}
