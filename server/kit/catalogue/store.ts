import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogueOption, CatalogueRecord } from '../../../src/domain/shared/catalogue';
import type { SortOrder } from '../../../src/domain/shared/paging';
import type { FieldError } from '../../../src/domain/shared/validation';
import type { Database, Executor, Transaction } from '../../db/database';
import { containsPattern } from '../http';

/** A catalogue table: the entity's columns plus the tracked ones every catalogue has. */
export type CatalogueTable = PgTable & {
  readonly id: AnyPgColumn;
  readonly active: AnyPgColumn;
  readonly version: AnyPgColumn;
  readonly updatedAt: AnyPgColumn;
  readonly updatedBy: AnyPgColumn;
};

/** The list's filters, sort and page. */
export interface CatalogueQuery<S extends string> {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: S;
  readonly order: SortOrder;
  readonly q?: string;
  readonly active?: boolean;
  /** The catalogue's own filters (its `filter` turns them into conditions), by query parameter. */
  readonly filters?: Readonly<Record<string, unknown>>;
  /** Today in Lima (values in force today: a vessel's share). */
  readonly today: string;
}

/** A unique key of a catalogue (RUC, code, matrícula): its form field and the message when taken. */
export interface UniqueKey<I> {
  readonly field: string;
  readonly column: AnyPgColumn;
  value(input: I): string;
  readonly message: string;
}

/** What a catalogue's store states about its table; the generic store does the rest. */
export interface CatalogueStoreSpec<E extends CatalogueRecord, I, S extends string> {
  readonly table: CatalogueTable;
  /** The answer's rows (with joins), filtered, ordered and paged. */
  rows(
    ex: Executor,
    where: SQL | undefined,
    orderBy: SQL[],
    page: { limit: number; offset: number } | undefined,
    today: string,
  ): Promise<E[]>;
  /** How many rows the filter matches (with the joins the search needs, when `searching`). */
  count(ex: Executor, where: SQL | undefined, searching: boolean): Promise<number>;
  /** Texts the search `q` looks in. */
  readonly search: readonly (SQL | AnyPgColumn)[];
  sortKeys(today: string): Record<S, SQL>;
  /**
   * Sort keys that cannot page by keyset: those reading other tables (a joined name) or that may be
   * null (a share in force). Every other key is a not-null expression of the table's own columns.
   */
  readonly offsetOnlySorts?: readonly S[];
  /** The table's own columns from a clean input. */
  columns(input: I): Record<string, unknown>;
  readonly unique: readonly UniqueKey<I>[];
  /** How many records of other catalogues refer to this one (a delete is refused while any do). */
  references?(ex: Executor, id: number): Promise<number>;
  /** The option's label of a row ('20338054115 - Austral Group S.A.A.'). */
  readonly label: SQL;
  /** The conditions of the catalogue's own filters (those set; values in force on `today`). */
  filter?(filters: Readonly<Record<string, unknown>>, today: string): SQL[];
  /** Writes what lives in other tables (a vessel's share history). */
  afterWrite?(tx: Transaction, id: number, input: I): Promise<void>;
}

/** How long a list's total and page anchors are trusted without a write seen by this process. */
const LIST_CACHE_MS = 5_000;
/** How many list shapes (filters, sort, page size) keep their totals and page anchors. */
const LIST_CACHE_SHAPES = 200;

interface ListShape {
  readonly generation: number;
  readonly at: number;
  readonly total: number;
  /** The id of the last row of each page read (page → id): the next page starts after it. */
  readonly lastIds: Map<number, number>;
}

/**
 * The generic store of a catalogue: paged lists, reads, versioned writes, options.
 *
 * Listing page by page stays cheap on large tables: the total of a list shape (filters) is counted
 * once and kept until a write of this catalogue (or a few seconds, for writes by other instances), and
 * the next page of a shape already read starts after the last row of the previous one (keyset, through
 * the sort's index) instead of skipping `offset` rows. A page that comes back short of what the total
 * promises (a row deleted elsewhere meanwhile) is read again by offset.
 */
export class CatalogueStore<E extends CatalogueRecord, I, S extends string> {
  private generation = 0;
  private readonly shapes = new Map<string, ListShape>();

  constructor(
    readonly db: Database,
    readonly spec: CatalogueStoreSpec<E, I, S>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets the cached totals and page anchors: the catalogue changed (called after each commit). */
  changed(): void {
    this.generation += 1;
    this.shapes.clear();
  }

  /** The cached shape of a list, when still trusted. */
  private shape(key: string): ListShape | undefined {
    const found = this.shapes.get(key);
    if (!found) return undefined;
    if (found.generation !== this.generation || this.now() - found.at > LIST_CACHE_MS) {
      this.shapes.delete(key);
      return undefined;
    }
    return found;
  }

  private where(
    query: Pick<CatalogueQuery<S>, 'q' | 'active' | 'filters'> & { readonly today?: string },
  ): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.q?.trim()) {
      const pattern = containsPattern(query.q);
      conditions.push(
        sql`(${sql.join(
          this.spec.search.map((text) => sql`lower(${text}) like ${pattern}`),
          sql` or `,
        )})`,
      );
    }
    if (query.active !== undefined) conditions.push(eq(this.spec.table.active, query.active));
    if (query.filters && this.spec.filter) {
      conditions.push(...this.spec.filter(query.filters, query.today ?? ''));
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  private orderBy(query: Pick<CatalogueQuery<S>, 'sort' | 'order' | 'today'>): SQL[] {
    const direction = query.order === 'desc' ? desc : asc;
    return [direction(this.spec.sortKeys(query.today)[query.sort]), direction(this.spec.table.id)];
  }

  /** After the row `anchorId` in the list's order (keyset), when the sort allows it. */
  private after(query: Pick<CatalogueQuery<S>, 'sort' | 'order' | 'today'>, anchorId: number): SQL {
    const t = this.spec.table;
    const key = this.spec.sortKeys(query.today)[query.sort];
    const anchor = sql`(select ${key} from ${t} where ${t.id} = ${anchorId})`;
    return query.order === 'desc'
      ? sql`(${key}, ${t.id}) < (${anchor}, ${anchorId})`
      : sql`(${key}, ${t.id}) > (${anchor}, ${anchorId})`;
  }

  async list(query: CatalogueQuery<S>): Promise<{ rows: E[]; total: number }> {
    const where = this.where(query);
    const orderBy = this.orderBy(query);
    const key = JSON.stringify([
      query.q?.trim().toLowerCase() ?? '',
      query.active,
      query.today,
      query.filters ?? null,
    ]);
    const pageKey = `${key}|${query.sort}|${query.order}|${query.pageSize}`;
    const generation = this.generation;
    const cached = this.shape(pageKey) ?? this.shape(key);
    const offset = (query.page - 1) * query.pageSize;
    const byOffset = () =>
      this.spec.rows(this.db, where, orderBy, { limit: query.pageSize, offset }, query.today);
    const anchorId = this.shape(pageKey)?.lastIds.get(query.page - 1);
    const keyset = anchorId !== undefined && !(this.spec.offsetOnlySorts ?? []).includes(query.sort);
    const [first, total] = await Promise.all([
      keyset
        ? this.spec.rows(
            this.db,
            and(where, this.after(query, anchorId)),
            orderBy,
            { limit: query.pageSize, offset: 0 },
            query.today,
          )
        : byOffset(),
      cached ? Promise.resolve(cached.total) : this.spec.count(this.db, where, Boolean(query.q?.trim())),
    ]);
    const expected = Math.max(0, Math.min(query.pageSize, total - offset));
    const rows = keyset && first.length !== expected ? await byOffset() : first;
    if (generation === this.generation) {
      const entry = this.shape(pageKey) ?? {
        generation,
        at: this.now(),
        total,
        lastIds: new Map<number, number>(),
      };
      const last = rows.at(-1);
      if (last) entry.lastIds.set(query.page, last.id);
      if (this.shapes.size >= LIST_CACHE_SHAPES) this.shapes.clear();
      this.shapes.set(pageKey, entry);
      if (!this.shapes.has(key)) this.shapes.set(key, { ...entry, lastIds: new Map() });
    }
    return { rows, total };
  }

  count(
    query: Pick<CatalogueQuery<S>, 'q' | 'active' | 'filters'> & { readonly today?: string },
  ): Promise<number> {
    return this.spec.count(this.db, this.where(query), Boolean(query.q?.trim()));
  }

  /** Every row of the filtered list, in order, in batches (the export). */
  async *all(query: Omit<CatalogueQuery<S>, 'page' | 'pageSize'>, batch = 500): AsyncGenerator<E[]> {
    const where = this.where(query);
    const orderBy = this.orderBy(query);
    const keyset = !(this.spec.offsetOnlySorts ?? []).includes(query.sort);
    let lastId: number | undefined;
    for (let offset = 0; ; offset += batch) {
      const rows =
        keyset && lastId !== undefined
          ? await this.spec.rows(
              this.db,
              and(where, this.after(query, lastId)),
              orderBy,
              { limit: batch, offset: 0 },
              query.today,
            )
          : await this.spec.rows(this.db, where, orderBy, { limit: batch, offset }, query.today);
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
      lastId = rows.at(-1)?.id;
    }
  }

  async get(id: number, today: string, ex: Executor = this.db): Promise<E | undefined> {
    const [row] = await this.spec.rows(ex, eq(this.spec.table.id, id), [], undefined, today);
    return row;
  }

  /** The unique keys the input would repeat (another row has them). */
  async taken(input: I, exceptId?: number, ex: Executor = this.db): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const key of this.spec.unique) {
      const condition =
        exceptId === undefined
          ? eq(key.column, key.value(input))
          : and(eq(key.column, key.value(input)), sql`${this.spec.table.id} <> ${exceptId}`);
      const found = await ex
        .select({ id: this.spec.table.id })
        .from(this.spec.table as never)
        .where(condition)
        .limit(1);
      if (found.length > 0) errors.push({ field: key.field, message: key.message });
    }
    return errors;
  }

  async create(tx: Transaction, input: I, actor: string, now: Date): Promise<number> {
    const [row] = (await tx
      .insert(this.spec.table)
      .values({
        ...this.spec.columns(input),
        createdAt: now,
        createdBy: actor,
        updatedAt: now,
        updatedBy: actor,
      } as never)
      .returning({ id: this.spec.table.id })) as { id: number }[];
    const id = (row as { id: number }).id;
    await this.spec.afterWrite?.(tx, id, input);
    return id;
  }

  /** Updates when `version` is still the current one; false when it is not (a stale update). */
  async update(
    tx: Transaction,
    id: number,
    version: number,
    input: I,
    actor: string,
    now: Date,
  ): Promise<boolean> {
    const t = this.spec.table;
    const updated = await tx
      .update(t)
      .set({
        ...this.spec.columns(input),
        updatedAt: now,
        updatedBy: actor,
        version: sql`${t.version} + 1`,
      } as never)
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning({ id: t.id });
    if (updated.length === 0) return false;
    await this.spec.afterWrite?.(tx, id, input);
    return true;
  }

  async delete(tx: Transaction, id: number, version: number): Promise<boolean> {
    const t = this.spec.table;
    const deleted = await tx
      .delete(t)
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning({ id: t.id });
    return deleted.length > 0;
  }

  references(id: number, ex: Executor = this.db): Promise<number> {
    return this.spec.references ? this.spec.references(ex, id) : Promise.resolve(0);
  }

  /** Active rows as `{ id, label }`, by label. */
  async options(): Promise<CatalogueOption[]> {
    const t = this.spec.table;
    return this.db
      .select({ id: sql<number>`${t.id}`, label: sql<string>`${this.spec.label}` })
      .from(t as never)
      .where(eq(t.active, true))
      .orderBy(asc(sql`lower(${this.spec.label})`), asc(t.id));
  }

  /**
   * Locks the row against concurrent writers until the transaction ends: a delete takes it before it
   * counts the row's references, so a write that names the row (and locks it `FOR KEY SHARE`) either
   * commits first and is counted, or waits and then finds the row gone.
   */
  async lockForDelete(id: number, ex: Executor): Promise<void> {
    const t = this.spec.table;
    await ex
      .select({ id: t.id })
      .from(t as never)
      .where(eq(t.id, id))
      .for('update');
  }

  /** Whether the row exists and is active (for references from other catalogues' forms). */
  async state(id: number, ex: Executor = this.db): Promise<'missing' | 'inactive' | 'active'> {
    const t = this.spec.table;
    const [row] = (await ex
      .select({ active: t.active })
      .from(t as never)
      .where(eq(t.id, id))
      .for('share')) as { active: boolean }[];
    return row === undefined ? 'missing' : row.active ? 'active' : 'inactive';
  }
}
