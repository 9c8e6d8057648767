import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

  /** The rows `where` picks, as stored, in `order`; locked until the transaction ends when `lock`. */
  private async select(
    ex: Executor,
    where: SQL,
    order: readonly SQL[],
    lock: boolean,
  ): Promise<T['$inferSelect'][]> {
    const query = ex
      .select()
      .from(this.source)
      .where(where)
      .orderBy(...order);
    // Read through the table seen as any table: its rows are the table's own.
    return (await (lock ? query.for('update') : query)) as T['$inferSelect'][];
  }

  /** The row `id` as stored, locked until the transaction ends when `lock`; undefined when gone. */
  async byId(ex: Executor, id: number, lock = false): Promise<T['$inferSelect'] | undefined> {
    return (await this.select(ex, eq(this.table.id, id), [], lock))[0];
  }

  /** The rows `ids` as stored, by id, locked until the transaction ends when `lock`. */
  async byIds(ex: Executor, ids: readonly number[], lock = false): Promise<T['$inferSelect'][]> {
    if (ids.length === 0) return [];
    return this.select(ex, inArray(this.table.id, [...ids]), [asc(this.table.id)], lock);
  }

  /** The worker's rows as stored, by `first`, then id. */
  ofWorker(ex: Executor, workerId: number, first: PgColumn): Promise<T['$inferSelect'][]> {
    return this.select(ex, eq(this.table.workerId, workerId), [asc(first), asc(this.table.id)], false);
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

/**
 * The base of the store of a worker record that is its row as read (loans, vacation periods, court
 * orders): `recordOf` makes the record of a stored row, and the record is read by id, locked or not.
 */
export abstract class MappedWorkerRecordStore<T extends WorkerRecordTable, R> extends WorkerRecordStore<T> {
  protected constructor(
    table: T,
    private readonly recordOf: (row: T['$inferSelect']) => R,
  ) {
    super(table);
  }

  async get(ex: Executor, id: number): Promise<R | undefined> {
    const row = await this.rows.byId(ex, id);
    return row ? this.recordOf(row) : undefined;
  }

  /** The record, locked until the transaction ends. */
  async lock(tx: Transaction, id: number): Promise<R | undefined> {
    const row = await this.rows.byId(tx, id, true);
    return row ? this.recordOf(row) : undefined;
  }

  /** The records `ids`, by id, locked until the transaction ends when `lock`. */
  protected async recordsById(ex: Executor, ids: readonly number[], lock = false): Promise<R[]> {
    return (await this.rows.byIds(ex, ids, lock)).map((row) => this.recordOf(row));
  }

  /** The worker's records, by `first`, then id. */
  protected async recordsOfWorker(ex: Executor, workerId: number, first: PgColumn): Promise<R[]> {
    return (await this.rows.ofWorker(ex, workerId, first)).map((row) => this.recordOf(row));
  }
}
