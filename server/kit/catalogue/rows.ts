import { count, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
