import { limaDate } from '../../../src/domain/shared/dates';
import type { CatalogueOption, CatalogueRecord } from '../../../src/domain/shared/catalogue';
import type { FieldError } from '../../../src/domain/shared/validation';
import { assertValid, conflict, isUniqueViolation } from '../http';
import { recordAudit } from '../../audit/audit';
import type { ServerContext } from '../../context';
import type { Executor } from '../../db/database';
import { notFound, validationFailed } from '../errors';
import { createAudited, type AuditActor } from '../versioned';
import { VersionedEntity } from '../versioned-entity';
import type { CatalogueQuery, CatalogueStore } from './store';

/** The rules of one catalogue the generic service applies. */
export interface CatalogueRules<E extends CatalogueRecord, I> {
  /** The module code: permissions and the audit trail's entity. */
  readonly module: string;
  validate(input: I): FieldError[];
  clean(input: I): I;
  readonly notFound: string;
  /** Why a referenced record cannot be deleted. */
  inUse?(current: E, references: number): string;
  /**
   * Rules that need the database besides unique keys (the chosen company exists and is active…). On an
   * edit `current` is the record as stored: a reference it already had may since have become inactive
   * and is kept; only a new or changed reference must be active.
   */
  check?(ex: Executor, input: I, current?: E): Promise<FieldError[]>;
  /**
   * Refusals that depend on the stored record or the date (a past parameter cannot change): the
   * Spanish reason, answered as 409, or undefined to allow.
   */
  readonly guard?: {
    create?(ex: Executor, input: I): Promise<string | undefined>;
    update?(ex: Executor, current: E, input: I): Promise<string | undefined>;
    delete?(ex: Executor, current: E): Promise<string | undefined>;
  };
}

/** What the audit trail keeps of a record: its fields, without the bookkeeping. */
function audited(record: CatalogueRecord): Record<string, unknown> {
  const { id: _id, version: _version, updatedAt: _at, updatedBy: _by, ...fields } = record;
  return fields;
}

/** Whether a database error is a foreign-key violation (a referenced row vanished or is referenced). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * A catalogue's use cases: list, read, create, edit (optimistic concurrency), delete (refused while
 * referenced), export and options. Every write is audited in its own transaction.
 */
export class CatalogueService<E extends CatalogueRecord, I, S extends string> {
  private readonly records: VersionedEntity<E>;

  constructor(
    private readonly context: ServerContext,
    readonly store: CatalogueStore<E, I, S>,
    private readonly rules: CatalogueRules<E, I>,
  ) {
    this.records = new VersionedEntity<E>(context, rules.module, rules.notFound, audited);
  }

  today(): string {
    return limaDate(this.context.clock.now());
  }

  list(query: Omit<CatalogueQuery<S>, 'today'>) {
    return this.store.list({ ...query, today: this.today() });
  }

  async get(id: number): Promise<E> {
    const found = await this.store.get(id, this.today());
    if (!found) throw notFound(this.rules.notFound);
    return found;
  }

  options(): Promise<CatalogueOption[]> {
    return this.store.options();
  }

  /**
   * The domain's rules, then those of the database; the clean input. On an edit the references are
   * checked against the stored record inside the change's transaction instead.
   */
  private async checked(body: I, exceptId?: number): Promise<I> {
    assertValid(this.rules.validate(body));
    const input = this.rules.clean(body);
    const errors = [
      ...(await this.store.taken(input, exceptId)),
      ...(exceptId === undefined ? ((await this.rules.check?.(this.store.db, input)) ?? []) : []),
    ];
    assertValid(errors);
    return input;
  }

  /** A unique key taken by a concurrent write, or a referenced row deleted meanwhile: field errors. */
  private async raced(error: unknown, input: I, exceptId?: number, current?: E): Promise<never> {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      const errors = [
        ...(await this.store.taken(input, exceptId)),
        ...((await this.rules.check?.(this.store.db, input, current)) ?? []),
      ];
      if (errors.length > 0) throw validationFailed(errors);
    }
    throw error;
  }

  async create(body: I, actor: AuditActor): Promise<E> {
    const input = await this.checked(body);
    const { db, clock } = this.context;
    const id = await createAudited(db, clock, {
      entity: this.rules.module,
      actor,
      insert: async (tx) => {
        const errors = (await this.rules.check?.(tx, input)) ?? [];
        assertValid(errors);
        const refused = await this.rules.guard?.create?.(tx, input);
        if (refused !== undefined) throw conflict(refused);
        return this.store.create(tx, input, actor.actorUsername, clock.now());
      },
      after: input,
    })
      .catch((error: unknown) => this.raced(error, input))
      .finally(() => this.store.changed());
    return this.get(id);
  }

  async update(id: number, version: number, body: I, actor: AuditActor): Promise<E> {
    const input = await this.checked(body, id);
    const { clock } = this.context;
    const today = this.today();
    let stored: E | undefined;
    await this.records
      .change(id, version, 'editar', actor, {
        load: (tx) => this.store.get(id, today, tx),
        check: async (tx, current) => {
          stored = current;
          assertValid((await this.rules.check?.(tx, input, current)) ?? []);
          const refused = await this.rules.guard?.update?.(tx, current, input);
          if (refused !== undefined) throw conflict(refused);
        },
        write: (tx) => this.store.update(tx, id, version, input, actor.actorUsername, clock.now()),
        after: () => input,
      })
      .catch((error: unknown) => this.raced(error, input, id, stored))
      .finally(() => this.store.changed());
    return this.get(id);
  }

  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    const today = this.today();
    let current: E | undefined;
    const inUse = (e: E, count: number) =>
      conflict(this.rules.inUse ? this.rules.inUse(e, count) : 'El registro está en uso.');
    await this.records
      .change(id, version, 'eliminar', actor, {
        load: (tx) => this.store.get(id, today, tx),
        check: async (tx, found) => {
          current = found;
          await this.store.lockForDelete(id, tx);
          const refused = await this.rules.guard?.delete?.(tx, found);
          if (refused !== undefined) throw conflict(refused);
          const references = await this.store.references(id, tx);
          if (references > 0) throw inUse(found, references);
        },
        write: (tx) => this.store.delete(tx, id, version),
      })
      .catch(async (error: unknown) => {
        // A record referenced by a write that committed meanwhile.
        if (isForeignKeyViolation(error) && current) throw inUse(current, await this.store.references(id));
        throw error;
      })
      .finally(() => this.store.changed());
  }

  /** Records who exported what (the filters and how many rows), before the file is sent. */
  async recordExport(
    query: Omit<CatalogueQuery<S>, 'today' | 'page' | 'pageSize'>,
    actor: AuditActor,
  ): Promise<number> {
    const rows = await this.store.count({ ...query, today: this.today() });
    await recordAudit(this.context.db, this.context.clock, {
      ...actor,
      action: 'exportar',
      entity: this.rules.module,
      entityId: '*',
      after: { format: 'xlsx', rows, filters: query },
    });
    return rows;
  }

  exportRows(query: Omit<CatalogueQuery<S>, 'today' | 'page' | 'pageSize'>): AsyncGenerator<E[]> {
    return this.store.all({ ...query, today: this.today() });
  }
}
