import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';

/** The rows a page of `pageSize` rows skips and takes. */
export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/** How many rows of `table` the filter matches. */
export async function countWhere(ex: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ex.select({ value: count() }).from(table).where(where);
  return Number(row?.value ?? 0);
}

/**
 * A page of a list (`read` takes the window: a query of `table` with the same `where`, ordered) and the
 * total the filter matches, read at once.
 */
export async function pageWithTotal<R>(
  ex: Executor,
  table: PgTable,
  where: SQL | undefined,
  query: { readonly page: number; readonly pageSize: number },
  read: (window: PageWindow) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, total] = await Promise.all([read(window), countWhere(ex, table, where)]);
  return { rows, total };
}
