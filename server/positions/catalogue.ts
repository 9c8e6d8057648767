import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
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
import { DECIMAL_TEXT_MAX } from '../../src/domain/shared/decimal-text';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { positions, specialtyPay, workers, workerTerms } from '../db/schema';
import { Text } from '../kit/schemas';
import { countOf, paged, tracked } from '../catalogues/rows';
import type { CatalogueApi } from '../catalogues/routes';
import { CatalogueService } from '../catalogues/service';
import { weeksDeleteRefusal } from '../fishing-weeks/references';
import { CatalogueStore } from '../catalogues/store';

export const PositionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  defaultShares: Type.String(),
  landDailyRate: Type.String(),
  fixedPay: Type.Boolean(),
  active: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

export const PositionInputSchema = Type.Object(
  {
    code: Text(POSITION_CODE_MAX),
    name: Text(POSITION_NAME_MAX),
    defaultShares: Text(DECIMAL_TEXT_MAX),
    landDailyRate: Text(DECIMAL_TEXT_MAX),
    fixedPay: Type.Boolean(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

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

/**
 * Positions (module 'cargo'): unique code, default partes and land-work daily rate as decimals. A position
 * an active worker holds cannot be deactivated, and one any worker or specialty pay names cannot be
 * deleted: the refusal names how many.
 */
export function positionCatalogue(
  context: ServerContext,
): CatalogueApi<Position, PositionInput, PositionSort> {
  const store = new CatalogueStore<Position, PositionInput, PositionSort>(context.db, {
    table: positions,
    rows: async (ex, where, orderBy, page) =>
      (await paged(ex.select().from(positions).where(where).$dynamic(), orderBy, page)).map((r) => ({
        ...tracked(r),
        code: r.code,
        name: r.name,
        defaultShares: r.defaultShares,
        landDailyRate: r.landDailyRate,
        fixedPay: r.fixedPay,
      })),
    count: (ex, where) => countOf(ex, positions, where),
    search: [positions.code, positions.name],
    sortKeys: () => ({
      code: sql`${positions.code}`,
      name: sql`lower(${positions.name})`,
      defaultShares: sql`${positions.defaultShares}`,
      landDailyRate: sql`${positions.landDailyRate}`,
      fixedPay: sql`${positions.fixedPay}`,
      active: sql`${positions.active}`,
      updatedAt: sql`${positions.updatedAt}`,
    }),
    columns: (i) => ({
      code: i.code,
      name: i.name,
      defaultShares: i.defaultShares,
      landDailyRate: i.landDailyRate,
      fixedPay: i.fixedPay,
      active: i.active,
    }),
    unique: [
      { field: 'code', column: positions.code, value: (i) => i.code, message: POSITION_MESSAGES.codeTaken },
    ],
    references: workersEver,
    label: sql`${positions.name}`,
  });
  return {
    module: 'cargo',
    path: '/cargos',
    title: 'Cargos',
    sorts: POSITION_SORTS,
    defaultSort: POSITION_DEFAULT_SORT,
    entity: PositionSchema,
    input: PositionInputSchema,
    optionsFor: ['trabajador', 'pago_por_especialidad'],
    service: new CatalogueService(context, store, {
      module: 'cargo',
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
    }),
    columns: [
      { header: 'Código', width: 10, kind: 'text', value: (p) => p.code },
      { header: 'Nombre', width: 32, kind: 'text', value: (p) => p.name },
      { header: 'Partes por defecto', width: 18, kind: 'number', value: (p) => p.defaultShares },
      { header: 'Jornal de tierra (S/)', width: 20, kind: 'number', value: (p) => p.landDailyRate },
      { header: 'Pago fijo', width: 10, kind: 'yesno', value: (p) => p.fixedPay },
      { header: 'Activo', width: 10, kind: 'yesno', value: (p) => p.active },
    ],
  };
}
