import type { FieldError } from '../../src/domain/shared/validation';
import type { ServerContext } from '../context';
import type { Executor, Transaction } from '../db/database';
import { notFound } from './errors';
import { assertValid } from './http';
import { changeVersioned, createAudited, type AuditActor, type VersionedChange } from './versioned';
import type { WriteStamp } from './versioned-rows';

/** What the trail keeps of a kind of worker record: its entity, the 404's message and its view of a record. */
export interface WorkerRecordTrail<R> {
  readonly entity: string;
  readonly notFoundMessage: string;
  auditView(record: R): unknown;
}

/** The store's locked read and versioned delete of a record, and whether a worker exists. */
export interface WorkerRecordLocks<R> {
  /** Whether the worker `workerId` exists (a record is added only to one that does). */
  workerExists(ex: Executor, workerId: number): Promise<boolean>;
  /** The record, locked until the transaction ends. */
  lock(tx: Transaction, id: number): Promise<R | undefined>;
  /** Deletes the record while its version is `version`; false otherwise. */
  delete(tx: Transaction, id: number, version: number): Promise<boolean>;
}

/** One change of a record: further rules, the write (with its stamp) and what the trail keeps after it. */
export interface WorkerRecordChange<R> {
  check?(tx: Transaction, current: R): Promise<void>;
  write(tx: Transaction, current: R, who: WriteStamp): Promise<boolean>;
  after(current: R, tx: Transaction): unknown;
}

/** A new record of a worker: the 404's message when the worker is gone, its insert and what the trail keeps. */
export interface WorkerRecordAddition {
  readonly workerNotFoundMessage: string;
  insert(tx: Transaction, who: WriteStamp): Promise<number>;
  readonly after: unknown;
}

/** A store that writes a record from its cleaned input, as the clerk typed it (loans, court orders). */
export interface WorkerRecordInputs<C> {
  insert(tx: Transaction, workerId: number, input: C, who: WriteStamp): Promise<number>;
  update(tx: Transaction, id: number, version: number, input: C, who: WriteStamp): Promise<boolean>;
}

/** How the clerk's input of a record is checked (422 with its field errors) and cleaned before it is written. */
export interface WorkerRecordForm<I> {
  readonly workerNotFoundMessage: string;
  validateInput(input: I): readonly FieldError[];
  cleanInput(input: I): I;
}

/**
 * The audited addition, versioned change and delete every record of a worker has (loans, vacation periods,
 * income-tax declarations, court orders): 404 when gone, 409 when the version read is no longer the
 * current one, the trail's record in the same transaction (kit/versioned.ts).
 */
export class WorkerRecordEditor<R extends { readonly version: number }> {
  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock'>,
    private readonly store: WorkerRecordLocks<R>,
    private readonly trail: WorkerRecordTrail<R>,
  ) {}

  /** Adds a record to the worker `workerId` (404 when the worker is gone), audited; the new record's id. */
  add(workerId: number, actor: AuditActor, addition: WorkerRecordAddition): Promise<number> {
    const { db, clock } = this.context;
    return createAudited(db, clock, {
      entity: this.trail.entity,
      actor,
      insert: async (tx) => {
        if (!(await this.store.workerExists(tx, workerId))) throw notFound(addition.workerNotFoundMessage);
        return addition.insert(tx, { at: clock.now(), by: actor.actorUsername });
      },
      after: addition.after,
    });
  }

  /** Adds the worker `workerId` a record of the valid `input` (422 otherwise), cleaned; the new record's id. */
  addInput<I extends object>(
    store: WorkerRecordInputs<I>,
    form: WorkerRecordForm<I>,
    workerId: number,
    input: I,
    actor: AuditActor,
  ): Promise<number> {
    assertValid(form.validateInput(input));
    const clean = form.cleanInput(input);
    return this.add(workerId, actor, {
      workerNotFoundMessage: form.workerNotFoundMessage,
      insert: (tx, who) => store.insert(tx, workerId, clean, who),
      after: { workerId, ...clean },
    });
  }

  /** Changes the record `id` to the valid `input` (422 otherwise), cleaned, after the feature's `check`. */
  editInput<I extends object>(
    store: WorkerRecordInputs<I>,
    form: WorkerRecordForm<I>,
    id: number,
    version: number,
    input: I,
    actor: AuditActor,
    check?: (tx: Transaction, current: R, clean: I) => Promise<void>,
  ): Promise<R> {
    assertValid(form.validateInput(input));
    const clean = form.cleanInput(input);
    return this.edit(id, version, actor, {
      ...(check ? { check: (tx, current) => check(tx, current, clean) } : {}),
      write: (tx, current, who) => store.update(tx, id, current.version, clean, who),
      after: (current) => this.trail.auditView({ ...current, ...clean }),
    });
  }

  /** Changes the record `id` read at `version`; the record as it was before. */
  edit(id: number, version: number, actor: AuditActor, change: WorkerRecordChange<R>): Promise<R> {
    const { clock } = this.context;
    return this.versioned(id, version, actor, {
      action: 'editar',
      ...(change.check ? { check: (tx, current) => change.check!(tx, current) } : {}),
      write: (tx, current) => change.write(tx, current, { at: clock.now(), by: actor.actorUsername }),
      after: (current, tx) => change.after(current, tx),
    });
  }

  /** Deletes the record `id` read at `version`, after the feature's own rules (`check`). */
  async delete(
    id: number,
    version: number,
    actor: AuditActor,
    check?: (tx: Transaction, current: R) => Promise<void>,
  ): Promise<void> {
    await this.versioned(id, version, actor, {
      action: 'eliminar',
      ...(check ? { check } : {}),
      write: (tx, current) => this.store.delete(tx, id, current.version),
    });
  }

  /** The versioned, audited change of the record `id` read at `version`: the record locked, its trail. */
  private versioned(
    id: number,
    version: number,
    actor: AuditActor,
    steps: Pick<VersionedChange<R>, 'action' | 'check' | 'write' | 'after'>,
  ): Promise<R> {
    const { entity, notFoundMessage } = this.trail;
    return changeVersioned<R>(this.context.db, this.context.clock, {
      entity,
      id,
      version,
      actor,
      notFoundMessage,
      load: (tx) => this.store.lock(tx, id),
      before: (current) => this.trail.auditView(current),
      ...steps,
    });
  }
}
