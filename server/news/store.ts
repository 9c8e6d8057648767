import { and, asc, desc, eq, gt, lte, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../src/domain/shared/paging';
import type { CurrentNews, News, NewsInput, NewsSort, NewsState } from '../../src/domain/news/news';
import type { Database, Executor, Transaction } from '../db/database';
import { news } from '../db/schema';
import { containsPattern } from '../kit/http';
import { pageWithTotal } from '../kit/list';
import { deleteVersionedRow } from '../kit/versioned-rows';

export interface NewsQuery extends PageRequest<NewsSort> {
  readonly q?: string;
  readonly state?: NewsState;
  /** Today in Lima, for the state filter. */
  readonly today: string;
}

type Row = typeof news.$inferSelect;

const toNews = (r: Row): News => ({
  id: r.id,
  title: r.title,
  body: r.body,
  publishOn: r.publishOn,
  expiresOn: r.expiresOn,
  published: r.published,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** The SQL of "shows on that day": published, started, not expired. */
const currentOn = (today: string) =>
  and(
    eq(news.published, true),
    lte(news.publishOn, today),
    or(isNull(news.expiresOn), gt(news.expiresOn, today)),
  ) as SQL;

/** Company news: drafts, publication and the current ones. */
export class NewsStore {
  constructor(private readonly db: Database) {}

  async list(query: NewsQuery): Promise<{ rows: News[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.q?.trim()) {
      const pattern = containsPattern(query.q);
      conditions.push(sql`(lower(${news.title}) like ${pattern} or lower(${news.body}) like ${pattern})`);
    }
    const t = query.today;
    const byState: Record<NewsState, SQL> = {
      borrador: eq(news.published, false),
      programada: and(eq(news.published, true), gt(news.publishOn, t)) as SQL,
      vigente: currentOn(t),
      vencida: and(eq(news.published, true), lte(news.expiresOn, t)) as SQL,
    };
    if (query.state) conditions.push(byState[query.state]);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const direction = query.order === 'desc' ? desc : asc;
    const sortKey: Record<NewsSort, SQL> = {
      publishOn: sql`${news.publishOn}`,
      title: sql`lower(${news.title})`,
      expiresOn: sql`${news.expiresOn}`,
      updatedAt: sql`${news.updatedAt}`,
    };
    const { rows, total } = await pageWithTotal(this.db, news, where, query, (page) =>
      this.db
        .select()
        .from(news)
        .where(where)
        .orderBy(direction(sortKey[query.sort]), direction(news.id))
        .limit(page.limit)
        .offset(page.offset),
    );
    return { rows: rows.map(toNews), total };
  }

  async get(id: number, tx: Executor = this.db): Promise<News | undefined> {
    const [row] = await tx.select().from(news).where(eq(news.id, id));
    return row ? toNews(row) : undefined;
  }

  /** What shows on the dashboard that day: newest publication first. */
  async current(today: string, limit = 20): Promise<CurrentNews[]> {
    return this.db
      .select({
        id: news.id,
        title: news.title,
        body: news.body,
        publishOn: news.publishOn,
        expiresOn: news.expiresOn,
      })
      .from(news)
      .where(currentOn(today))
      .orderBy(desc(news.publishOn), desc(news.id))
      .limit(limit);
  }

  async create(tx: Executor, input: Required<NewsInput>, actor: string, now: Date): Promise<number> {
    const [row] = await tx
      .insert(news)
      .values({
        title: input.title,
        body: input.body,
        publishOn: input.publishOn,
        expiresOn: input.expiresOn,
        published: false,
        createdAt: now,
        createdBy: actor,
        updatedAt: now,
        updatedBy: actor,
      })
      .returning({ id: news.id });
    return (row as { id: number }).id;
  }

  /** Updates when `version` is still the current one; false when it is not (a stale update). */
  async update(
    tx: Executor,
    id: number,
    version: number,
    changes: Partial<Pick<Row, 'title' | 'body' | 'publishOn' | 'expiresOn' | 'published'>>,
    actor: string,
    now: Date,
  ): Promise<boolean> {
    const updated = await tx
      .update(news)
      .set({ ...changes, updatedAt: now, updatedBy: actor, version: sql`${news.version} + 1` })
      .where(and(eq(news.id, id), eq(news.version, version)))
      .returning({ id: news.id });
    return updated.length > 0;
  }

  delete(tx: Transaction, id: number, version: number): Promise<boolean> {
    return deleteVersionedRow(tx, news, eq(news.id, id), version);
  }
}
