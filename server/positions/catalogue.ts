import { and, count, countDistinct, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import Type from 'typebox';
import {
  POSITION_CODE_MAX,
  POSITION_DEFAULT_SORT,
  POSITION_MESSAGES,
  POSITION_NAME_MAX,
  POSITION_SORTS,
  cleanPosition,
  positionDeactivateRefusal,
  positionDeleteRefusal,
  validatePosition,
  type Position,
  type PositionInput,
  type PositionSort,
} from '../../src/domain/positions/position';
import { limaDate } from '../../src/domain/shared/dates';
import { Decimal } from '../../src/domain/shared/decimal';
import { DECIMAL_TEXT_MAX } from '../../src/domain/shared/decimal-text';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { positions, specialtyPay, workers, workerTerms } from '../db/schema';
import { Text } from '../kit/schemas';
import * as fields from '../kit/catalogue/fields';
import { countOf, paged, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { defineCatalogue } from '../kit/catalogue/define';
import { weeksDeleteRefusal } from '../fishing-weeks/references';
import { CatalogueStore } from '../kit/catalogue/store';

export const PositionSchema = fields.entity({
  code: Type.String(),
  name: Type.String(),
  secCode: Type.String(),
  sharesToday: Type.Union([Type.String(), Type.Null()]),
  landDailyRate: Type.String(),
  fixedPay: Type.Boolean(),
});

export const PositionInputSchema = fields.input({
  code: Text(POSITION_CODE_MAX),
  name: Text(POSITION_NAME_MAX),
  secCode: Type.Optional(Text(2)),
  landDailyRate: Text(DECIMAL_TEXT_MAX),
  fixedPay: Type.Boolean(),
});

/** Workers whose terms, today's or past, name the position (the history keeps it referenced). */
async function workersEver(ex: Executor, positionId: number): Promise<number> {
  const [row] = await ex
    .select({ value: countDistinct(workerTerms.workerId) })
    .from(workerTerms)
    .where(eq(workerTerms.positionId, positionId));
  return Number(row?.value ?? 0);
}

async function specialtyPayRows(ex: Executor, positionId: number): Promise<number> {
  const [row] = await ex
    .select({ value: count() })
    .from(specialtyPay)
    .where(eq(specialtyPay.positionId, positionId));
  return Number(row?.value ?? 0);
}

/**
 * The partes in force on `today` of each position, from pago_por_especialidad (the one source of
 * partes): per scope (general, fishing type, vessel, both) the active row in force that day; '2.00'
 * when every scope agrees, '1.50 a 2.00' when they differ. A position without any is absent.
 */
export async function sharesInForce(
  ex: Executor,
  positionIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  if (positionIds.length === 0) return new Map();
  const s = specialtyPay;
  const rows = await ex
    .selectDistinctOn([s.positionId, s.fishingTypeId, s.vesselId], {
      positionId: s.positionId,
      shares: s.shares,
    })
    .from(s)
    .where(and(inArray(s.positionId, [...positionIds]), eq(s.active, true), lte(s.effectiveFrom, today)))
    .orderBy(s.positionId, s.fishingTypeId, s.vesselId, desc(s.effectiveFrom));
  const range = new Map<number, { min: Decimal; max: Decimal }>();
  for (const r of rows) {
    const value = Decimal.of(r.shares);
    const seen = range.get(r.positionId);
    range.set(
      r.positionId,
      seen
        ? { min: Decimal.min(seen.min, value), max: Decimal.max(seen.max, value) }
        : { min: value, max: value },
    );
  }
  return new Map(
    [...range].map(([id, { min, max }]) => [
      id,
      min.equals(max) ? min.toFixed(2) : `${min.toFixed(2)} a ${max.toFixed(2)}`,
    ]),
  );
}

/** Active workers holding the position in their terms in force on `today` or from a later date. */
async function activeHolders(ex: Executor, positionId: number, today: string): Promise<number> {
  const [row] = await ex
    .select({ value: countDistinct(workers.id) })
    .from(workers)
    .innerJoin(workerTerms, eq(workerTerms.workerId, workers.id))
    .where(
      and(
        eq(workers.active, true),
        eq(workerTerms.positionId, positionId),
        sql`${workerTerms.effectiveFrom} >= coalesce((select max(t2.effective_from) from ${workerTerms} t2 where t2.worker_id = ${workers.id} and t2.effective_from <= ${today}), '-infinity'::date)`,
      ),
    );
  return Number(row?.value ?? 0);
}

/** Every position's name by its code (active or not: a closed result names the positions it paid). */
export async function positionNamesByCode(ex: Executor): Promise<Map<string, string>> {
  const rows = await ex.select({ code: positions.code, name: positions.name }).from(positions);
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Positions (module 'cargo'): unique code and land-work daily rate; the partes in force today are read
 * from pago_por_especialidad (the one source of partes), never stored on the position. A position
 * an active worker holds cannot be deactivated, and one any worker or specialty pay names cannot be
 * deleted: the refusal names how many.
 */
export function positionCatalogue(
  context: ServerContext,
): CatalogueApi<Position, PositionInput, PositionSort> {
  const store = new CatalogueStore<Position, PositionInput, PositionSort>(context.db, {
    table: positions,
    rows: async (ex, where, orderBy, page) => {
      const rows = await paged(ex.select().from(positions).where(where).$dynamic(), orderBy, page);
      const shares = await sharesInForce(
        ex,
        rows.map((r) => r.id),
        limaDate(context.clock.now()),
      );
      return rows.map((r) => ({
        ...tracked(r),
        code: r.code,
        name: r.name,
        secCode: r.secCode ?? '',
        sharesToday: shares.get(r.id) ?? null,
        landDailyRate: r.landDailyRate,
        fixedPay: r.fixedPay,
      }));
    },
    count: (ex, where) => countOf(ex, positions, where),
    search: [positions.code, positions.name],
    sortKeys: () => ({
      code: sql`${positions.code}`,
      name: sql`lower(${positions.name})`,
      landDailyRate: sql`${positions.landDailyRate}`,
      fixedPay: sql`${positions.fixedPay}`,
      ...fields.trackedSorts(positions),
    }),
    columns: (i) => ({
      ...fields.inputColumns(i, ['code', 'name', 'landDailyRate', 'fixedPay']),
      // '' is stored as none; a position saved without the field keeps the code it has (none when new).
      ...(i.secCode === undefined ? {} : { secCode: i.secCode === '' ? null : i.secCode }),
    }),
    unique: [fields.uniqueField('code', positions.code, POSITION_MESSAGES.codeTaken)],
    references: workersEver,
    label: sql`${positions.name}`,
  });
  return defineCatalogue(context, store, {
    module: 'cargo',
    path: '/cargos',
    title: 'Cargos',
    sorts: POSITION_SORTS,
    defaultSort: POSITION_DEFAULT_SORT,
    entity: PositionSchema,
    input: PositionInputSchema,
    optionsFor: ['trabajador', 'pago_por_especialidad'],
    validate: validatePosition,
    clean: cleanPosition,
    notFound: POSITION_MESSAGES.notFound,
    inUse: (p, n) => positionDeleteRefusal(p.name, n, 0) ?? 'El cargo está en uso.',
    guard: {
      update: async (ex, current, input) =>
        current.active && !input.active
          ? positionDeactivateRefusal(
              current.name,
              await activeHolders(ex, current.id, limaDate(context.clock.now())),
            )
          : undefined,
      delete: async (ex, current) =>
        positionDeleteRefusal(
          current.name,
          await workersEver(ex, current.id),
          await specialtyPayRows(ex, current.id),
        ) ?? weeksDeleteRefusal(ex, 'positionId', current.id, `el cargo «${current.name}»`, 'm'),
    },
    columns: [
      { header: 'Código', width: 10, kind: 'text', value: (p) => p.code },
      { header: 'Nombre', width: 32, kind: 'text', value: (p) => p.name },
      {
        header: 'Partes vigentes hoy',
        width: 20,
        kind: 'text',
        value: (p) => p.sharesToday ?? 'Sin partes (regístrelas en Pago por especialidad)',
      },
      { header: 'Jornal de tierra (S/)', width: 20, kind: 'number', value: (p) => p.landDailyRate },
      { header: 'Pago fijo', width: 10, kind: 'yesno', value: (p) => p.fixedPay },
      fields.activeColumn(),
    ],
  });
}
