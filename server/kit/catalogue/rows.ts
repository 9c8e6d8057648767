import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import type { CatalogueTable } from './store';

/** The bookkeeping fields of a catalogue row as answered. */
export const tracked = (r: {
  id: number;
  active: boolean;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}) => ({
  id: r.id,
  active: r.active,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** Applies the order and the page to a dynamic select. */
export function paged<T extends PgSelect>(
  query: T,
  orderBy: SQL[],
  page: { limit: number; offset: number } | undefined,
): T {
  const ordered = orderBy.length > 0 ? query.orderBy(...orderBy) : query;
  return (page ? ordered.limit(page.limit).offset(page.offset) : ordered) as T;
}

/** `count(*)` of a table without joins. */
export async function countOf(ex: Executor, table: CatalogueTable, where: SQL | undefined): Promise<number> {
  const rows = (await ex
    .select({ value: count() })
    .from(table as never)
    .where(where)) as { value: number }[];
  return Number(rows[0]?.value ?? 0);
}

/** `count(*)` of a table joined to the one whose names it shows and searches (a vessel's company). */
export async function countJoined(
  ex: Executor,
  table: PgTable,
  joined: PgTable,
  on: SQL,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await ex
    .select({ value: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(joined, on)
    .where(where);
  return Number(row?.value ?? 0);
}

/**
 * The rows and the count of a catalogue kept in one table (no joins): the rows filtered, ordered and
 * paged, each answered as `answer` makes it, and their `count(*)`.
 */
export function oneTableRows<T extends CatalogueTable, E>(table: T, answer: (row: T['$inferSelect']) => E) {
  return {
    rows: async (
      ex: Executor,
      where: SQL | undefined,
      orderBy: SQL[],
      page: { limit: number; offset: number } | undefined,
    ): Promise<E[]> => {
      // The select of a generic table is typed by its base; its rows are the table's own.
      const rows = await paged(
        ex
          .select()
          .from(table as PgTable)
          .where(where)
          .$dynamic(),
        orderBy,
        page,
      );
      return (rows as T['$inferSelect'][]).map(answer);
    },
    count: (ex: Executor, where: SQL | undefined) => countOf(ex, table, where),
  };
}
