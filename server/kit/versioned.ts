import { recordAudit, type AuditAction, type AuditEntry } from '../audit/audit';
import type { Clock } from '../context';
import type { Database, Transaction } from '../db/database';
import { notFound, staleUpdate } from './errors';

/** Who changes and from where, for the audit trail. */
export type AuditActor = Pick<AuditEntry, 'actorUsername' | 'requestId' | 'ipAddress'>;

/**
 * A change of one versioned row (optimistic concurrency): the client sends the version it read; the
 * change applies only when that is still the current one, and its audit record is written in the
 * same transaction, so both commit or neither does.
 */
export interface VersionedChange<T> {
  /** The audit trail's entity (the module code: 'empresa', 'noticia'…). */
  readonly entity: string;
  /** The row's key (a user's is the username). */
  readonly id: number | string;
  /** The version the client read. */
  readonly version: number;
  readonly action: AuditAction;
  readonly actor: AuditActor;
  readonly notFoundMessage: string;
  /** Reads the current row inside the transaction. */
  load(tx: Transaction): Promise<T | undefined>;
  /** Further rules with the current row (throw an ApiError to refuse). */
  check?(tx: Transaction, current: T): Promise<void>;
  /** Writes the change (or deletes) when the version still matches; false when it no longer does. */
  write(tx: Transaction, current: T): Promise<boolean>;
  /** What the trail keeps of the row before the change. */
  before(current: T): unknown;
  /** What the trail keeps after it (may read the written row); absent for a delete. */
  after?(current: T, tx: Transaction): unknown;
}

/**
 * Applies a versioned change with its audit record: 404 when the row does not exist, 409 (the stale
 * edit message) when the version read is not the current one. Returns the row as it was before.
 */
export async function changeVersioned<T>(db: Database, clock: Clock, change: VersionedChange<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await change.load(tx);
    if (current === undefined) throw notFound(change.notFoundMessage);
    if ((current as { version?: unknown }).version !== change.version) throw staleUpdate();
    await change.check?.(tx, current);
    if (!(await change.write(tx, current))) throw staleUpdate();
    await recordAudit(tx, clock, {
      ...change.actor,
      action: change.action,
      entity: change.entity,
      entityId: String(change.id),
      before: change.before(current),
      ...(change.after ? { after: await change.after(current, tx) } : {}),
    });
    return current;
  });
}

/**
 * Inserts a row with its audit record in one transaction; returns the new key. `after` is what the
 * trail keeps: a value, or read from the written row (`afterOf`).
 */
export async function createAudited<K extends number | string = number>(
  db: Database,
  clock: Clock,
  create: {
    readonly entity: string;
    readonly actor: AuditActor;
    insert(tx: Transaction): Promise<K>;
  } & ({ readonly after: unknown } | { afterOf(tx: Transaction, id: K): Promise<unknown> }),
): Promise<K> {
  return db.transaction(async (tx) => {
    const id = await create.insert(tx);
    await recordAudit(tx, clock, {
      ...create.actor,
      action: 'crear',
      entity: create.entity,
      entityId: String(id),
      after: 'afterOf' in create ? await create.afterOf(tx, id) : create.after,
    });
    return id;
  });
}

/**
 * A change of a row that carries no version to check (a password reset), with its audit record in the
 * same transaction. `after` may read the written row.
 */
export async function writeAudited(
  db: Database,
  clock: Clock,
  change: {
    readonly entity: string;
    readonly id: number | string;
    readonly action: AuditAction;
    readonly actor: AuditActor;
    write(tx: Transaction): Promise<void>;
    readonly before: unknown;
    after(tx: Transaction): Promise<unknown>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await change.write(tx);
    await recordAudit(tx, clock, {
      ...change.actor,
      action: change.action,
      entity: change.entity,
      entityId: String(change.id),
      before: change.before,
      after: await change.after(tx),
    });
  });
}
