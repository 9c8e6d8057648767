import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database';

/**
 * The writes of a row that carries a version (optimistic concurrency) and who created and last changed
 * it: the stamps a new row gets, and the change or delete that applies only while the version is still
 * the one the clerk read (the service answers 409 when it is not; see versioned.ts).
 */

/** Who writes and when. */
export interface WriteStamp {
  readonly at: Date;
  readonly by: string;
}

/** The bookkeeping columns of a new row: created and updated now, by the same user. */
export const createdStamp = (who: WriteStamp) => ({
  createdAt: who.at,
  createdBy: who.by,
  updatedAt: who.at,
  updatedBy: who.by,
});

/** The bookkeeping columns of a change. */
export const updatedStamp = (who: WriteStamp) => ({ updatedAt: who.at, updatedBy: who.by });

/** A table whose rows carry a version. */
export type VersionedTable = PgTable & { readonly version: AnyPgColumn };

/**
 * Writes the changes to the row `key` selects when its version is still `version`, and bumps the
 * version; false when the row is gone or its version moved on.
 */
export async function updateVersionedRow<T extends VersionedTable>(
  tx: Transaction,
  table: T,
  key: SQL,
  version: number,
  changes: PgUpdateSetSource<T>,
): Promise<boolean> {
  const written = await tx
    .update(table)
    .set({ ...changes, version: version + 1 })
    .where(and(key, eq(table.version, version)))
    .returning({ version: table.version });
  return written.length === 1;
}

/** Deletes the row `key` selects when its version is still `version`; false otherwise. */
export async function deleteVersionedRow(
  tx: Transaction,
  table: VersionedTable,
  key: SQL,
  version: number,
): Promise<boolean> {
  const gone = await tx
    .delete(table)
    .where(and(key, eq(table.version, version)))
    .returning({ version: table.version });
  return gone.length === 1;
}
