import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import Type, { type TProperties } from 'typebox';
import type { CatalogueRecord } from '../../../src/domain/shared/catalogue';
import type { Executor } from '../../db/database';
import type { ExportColumn } from './routes';
import type { CatalogueTable, UniqueKey } from './store';

/**
 * The declarations every catalogue repeats, written once (imported as `fields`): the entity's and the input's schemas around
 * the catalogue's own fields, the tracked sort keys, the stored columns of an input, the «Activo» column
 * of the export and the count of the records of another table that name one.
 */

/** The answer's schema: the id, the catalogue's own fields, then the tracked fields. */
export const entity = <P extends TProperties>(fields: P) =>
  Type.Object({
    id: Type.Integer(),
    ...fields,
    active: Type.Boolean(),
    version: Type.Integer(),
    updatedAt: Type.String(),
    updatedBy: Type.String(),
  });

/** The input's schema: the catalogue's own fields and `active`, nothing else. */
export const input = <P extends TProperties>(fields: P) =>
  Type.Object({ ...fields, active: Type.Boolean() }, { additionalProperties: false });

/** The sort keys every catalogue has: active, then last change. */
export const trackedSorts = (table: CatalogueTable): { active: SQL; updatedAt: SQL } => ({
  active: sql`${table.active}`,
  updatedAt: sql`${table.updatedAt}`,
});

/** The stored columns of a clean input: the named fields, as they are, and `active`. */
export function inputColumns<I extends { active: boolean }, K extends keyof I>(
  input: I,
  fields: readonly K[],
): Record<string, unknown> {
  return { ...Object.fromEntries(fields.map((f) => [f, input[f]])), active: input.active };
}

/** The export's last column: «Activo», yes or no. */
export const activeColumn = <E extends CatalogueRecord>(): ExportColumn<E> => ({
  header: 'Activo',
  width: 10,
  kind: 'yesno',
  value: (row) => row.active,
});

/** How many rows of `table` name the record `id` in `column` (a company's vessels). */
export async function countNaming(
  ex: Executor,
  table: PgTable,
  column: AnyPgColumn,
  id: number,
): Promise<number> {
  const [row] = await ex.select({ value: count() }).from(table).where(eq(column, id));
  return Number(row?.value ?? 0);
}

/** A unique key that is one of the input's own text fields, compared as entered (a RUC, a code). */
export const uniqueField = <I extends Record<K, string>, K extends string>(
  field: K,
  column: AnyPgColumn,
  message: string,
): UniqueKey<I> => ({ field, column, value: (input) => input[field], message });
