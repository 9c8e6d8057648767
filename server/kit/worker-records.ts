import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../db/database';
import { workers } from '../db/schema';
import {
  createdStamp,
  deleteVersionedRow,
  updatedStamp,
  updateVersionedRow,
  type WriteStamp,
} from './versioned-rows';

/**
 * A worker's name as the lists show it, «Paterno Materno, Nombres»: no space left before the comma when
 * the mother's surname is missing.
 */
export const listedWorkerName = (paternal: string, maternal: string, names: string): string =>
  `${paternal} ${maternal}, ${names}`.replace(/\s+,/, ',');

/** A table of records that belong to a worker: its own id, the worker's id and a version. */
export type WorkerRecordTable = PgTable & {
  readonly id: PgColumn;
  readonly workerId: PgColumn;
  readonly version: PgColumn;
};

/**
 * The writes and counts every record of a worker has (loans, vacation periods, income-tax
 * declarations, court orders): a new row with its stamps, a change or a delete that applies only while
 * the version is the one the clerk read, how many a worker has, and whether the worker exists. A
 * feature's store keeps its own reads and maps its input to its columns; these are the same for all.
 */
/** The bookkeeping columns every such row has, which the kit writes. */
type StampColumn = keyof ReturnType<typeof createdStamp>;

export class WorkerRecordRows<T extends WorkerRecordTable> {
  /** The same table, seen as any table, to read from. */
  private readonly source: PgTable;

  constructor(private readonly table: T) {
    this.source = table;
  }

  /** Adds the row (`values` already names its worker) stamped as created by `who`; its id. */
  async insert(
    tx: Transaction,
    values: Omit<PgInsertValue<T>, StampColumn>,
    who: WriteStamp,
  ): Promise<number> {
    // The row's own columns and the stamps make the whole row: TypeScript cannot see through the
    // generic `Omit` that they do.
    const row = { ...values, ...createdStamp(who) } as PgInsertValue<T>;
    const [inserted] = await tx.insert(this.table).values(row).returning({ id: this.table.id });
    return Number(inserted!.id);
  }

  /** Changes the row `id` while its version is `version`; false when it is gone or has moved on. */
  update(
    tx: Transaction,
    id: number,
    version: number,
    changes: PgUpdateSetSource<T>,
    who: WriteStamp,
  ): Promise<boolean> {
    return updateVersionedRow(tx, this.table, eq(this.table.id, id), version, {
      ...changes,
      ...updatedStamp(who),
    });
  }

  /** Deletes the row `id` while its version is `version`; false otherwise. */
  delete(tx: Transaction, id: number, version: number): Promise<boolean> {
    return deleteVersionedRow(tx, this.table, eq(this.table.id, id), version);
  }

  /** The row `id` as stored, locked until the transaction ends when `lock`; undefined when gone. */
  async byId(ex: Executor, id: number, lock = false): Promise<T['$inferSelect'] | undefined> {
    const query = ex.select().from(this.source).where(eq(this.table.id, id));
    // Read through the table seen as any table: its rows are the table's own.
    const rows = (await (lock ? query.for('update') : query)) as T['$inferSelect'][];
    return rows[0];
  }

  /** How many of these records the worker has (a worker with any cannot be deleted). */
  async countOfWorker(ex: Executor, workerId: number): Promise<number> {
    const [row] = await ex
      .select({ value: sql<number>`count(*)::int` })
      .from(this.source)
      .where(eq(this.table.workerId, workerId));
    return Number(row?.value ?? 0);
  }

  /** Whether the worker exists (a record names a worker that must). */
  async workerExists(ex: Executor, workerId: number): Promise<boolean> {
    const [row] = await ex.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
    return row !== undefined;
  }
}

/**
 * The base of a worker record's store: whether the worker exists, how many records a worker has and
 * the versioned delete, the same for every such table. The feature's store adds its reads and maps
 * its input to its columns for `rows.insert` and `rows.update`.
 */
export abstract class WorkerRecordStore<T extends WorkerRecordTable> {
  protected readonly rows: WorkerRecordRows<T>;

  protected constructor(table: T) {
    this.rows = new WorkerRecordRows(table);
  }

  /** Whether the worker exists (a record names a worker that must). */
  workerExists(ex: Executor, workerId: number): Promise<boolean> {
    return this.rows.workerExists(ex, workerId);
  }

  /** How many of these records the worker has (a worker with any cannot be deleted). */
  countOfWorker(ex: Executor, workerId: number): Promise<number> {
    return this.rows.countOfWorker(ex, workerId);
  }

  /** Deletes the row `id` while its version is `version`; false otherwise. */
  delete(tx: Transaction, id: number, version: number): Promise<boolean> {
    return this.rows.delete(tx, id, version);
  }
}
