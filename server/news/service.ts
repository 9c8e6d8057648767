import { limaDate } from '../../src/domain/shared/dates';
import {
  cleanNews,
  NEWS_MESSAGES,
  newsState,
  validateNews,
  type CurrentNews,
  type ListedNews,
  type News,
  type NewsInput,
} from '../../src/domain/news/news';
import type { ServerContext } from '../context';
import { assertValid, conflict } from '../kit/http';
import { notFound } from '../kit/errors';
import { changeVersioned, createAudited, type AuditActor } from '../kit/versioned';
import type { NewsQuery, NewsStore } from './store';

/** What the audit trail keeps of a piece of news. */
const audited = (n: News) => ({
  title: n.title,
  body: n.body,
  publishOn: n.publishOn,
  expiresOn: n.expiresOn,
  published: n.published,
});

type NewsChange = Partial<Pick<News, 'title' | 'body' | 'publishOn' | 'expiresOn' | 'published'>>;

/** Company news: the rules of writing, publishing and withdrawing, each write audited. */
export class NewsService {
  constructor(
    private readonly context: ServerContext,
    private readonly store: NewsStore,
  ) {}

  private today(): string {
    return limaDate(this.context.clock.now());
  }

  /** A piece of news as answered: with its state on the server's today. */
  private listed(n: News): ListedNews {
    return { ...n, state: newsState(n, this.today()) };
  }

  async list(query: Omit<NewsQuery, 'today'>) {
    const page = await this.store.list({ ...query, today: this.today() });
    return { rows: page.rows.map((n) => this.listed(n)), total: page.total };
  }

  current(): Promise<CurrentNews[]> {
    return this.store.current(this.today());
  }

  async get(id: number): Promise<ListedNews> {
    const found = await this.store.get(id);
    if (!found) throw notFound(NEWS_MESSAGES.notFound);
    return this.listed(found);
  }

  async create(body: NewsInput, actor: AuditActor): Promise<ListedNews> {
    assertValid(validateNews(body));
    const input = cleanNews(body);
    const { db, clock } = this.context;
    const id = await createAudited(db, clock, {
      entity: 'noticia',
      actor,
      insert: (tx) => this.store.create(tx, input, actor.actorUsername, clock.now()),
      after: { ...input, published: false },
    });
    return this.get(id);
  }

  async update(id: number, version: number, body: NewsInput, actor: AuditActor): Promise<ListedNews> {
    assertValid(validateNews(body));
    const input = cleanNews(body);
    return this.change(id, version, 'editar', actor, () => input);
  }

  publish(id: number, version: number, actor: AuditActor): Promise<ListedNews> {
    return this.change(id, version, 'publicar', actor, (current) => {
      if (current.published) throw conflict(NEWS_MESSAGES.alreadyPublished);
      return { published: true };
    });
  }

  withdraw(id: number, version: number, actor: AuditActor): Promise<ListedNews> {
    return this.change(id, version, 'despublicar', actor, (current) => {
      if (!current.published) throw conflict(NEWS_MESSAGES.notPublished);
      return { published: false };
    });
  }

  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    await changeVersioned(this.context.db, this.context.clock, {
      entity: 'noticia',
      id,
      version,
      action: 'eliminar',
      actor,
      notFoundMessage: NEWS_MESSAGES.notFound,
      load: (tx) => this.store.get(id, tx),
      write: (tx) => this.store.delete(tx, id, version),
      before: audited,
    });
  }

  private async change(
    id: number,
    version: number,
    action: 'editar' | 'publicar' | 'despublicar',
    actor: AuditActor,
    changes: (current: News) => NewsChange,
  ): Promise<ListedNews> {
    const { db, clock } = this.context;
    let next: NewsChange = {};
    await changeVersioned(db, clock, {
      entity: 'noticia',
      id,
      version,
      action,
      actor,
      notFoundMessage: NEWS_MESSAGES.notFound,
      load: (tx) => this.store.get(id, tx),
      check: async (_tx, current) => {
        next = changes(current);
      },
      write: (tx) => this.store.update(tx, id, version, next, actor.actorUsername, clock.now()),
      before: audited,
      after: (current) => audited({ ...current, ...next }),
    });
    return this.get(id);
  }
}
