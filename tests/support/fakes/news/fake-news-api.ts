import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import type { NewsApi, NewsQuery } from '../../../../src/application/news/news-api';
import type { Page } from '../../../../src/domain/shared/paging';
import {
  isCurrentNews,
  newsState,
  type CurrentNews,
  type ListedNews,
  type News,
  type NewsInput,
} from '../../../../src/domain/news/news';
import { never, stale } from '../admin/fake-admin-api';

/** The fake's 'today' (Lima date). */
export const FAKE_TODAY = '2026-03-10';
const AT = '2026-03-02T12:05:00.000Z';

/**
 * An in-memory news API for presenter tests, view tests and stories, with the server's rules (version
 * checks, states on FAKE_TODAY). `fail` makes the next call of a method fail; `hang` keeps it loading.
 */
export class FakeNewsApi implements NewsApi {
  news: News[] = [];
  readonly calls: { method: string; args: unknown[] }[] = [];
  private readonly failures = new Map<string, ApiFailure[]>();
  private readonly hanging = new Set<string>();
  private nextId = 100;

  fail(method: keyof NewsApi, failure: ApiFailure): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), failure]);
    return this;
  }

  hang(method: keyof NewsApi): this {
    this.hanging.add(method);
    return this;
  }

  callsOf(method: keyof NewsApi): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  private async answer<T>(method: string, args: unknown[], value: () => T | ApiFailure) {
    this.calls.push({ method, args });
    if (this.hanging.has(method)) return never<ApiResult<T>>();
    await Promise.resolve();
    const queued = this.failures.get(method);
    if (queued && queued.length > 0) return failed<T>(queued.shift() as ApiFailure);
    const result = value();
    if (result && typeof result === 'object' && 'kind' in result && 'message' in result) {
      return failed<T>(result as ApiFailure);
    }
    return okResult(result as T);
  }

  /** Four items, one of each state on FAKE_TODAY. */
  withSamples(): this {
    this.news.push(
      item(
        1,
        'Pago de gratificación de julio',
        'La gratificación se abona el 15 de julio.',
        '2026-03-01',
        null,
        true,
      ),
      item(
        2,
        'Cierre de la semana de pesca 10',
        'Registre las descargas antes del viernes.',
        '2026-03-20',
        null,
        true,
      ),
      item(
        3,
        'Campaña de anchoveta',
        'Borrador del anuncio de la primera temporada.',
        '2026-03-10',
        null,
        false,
      ),
      item(
        4,
        'Mantenimiento del sistema',
        'El sistema no estará disponible el domingo.',
        '2026-02-01',
        '2026-02-05',
        true,
      ),
    );
    return this;
  }

  withMany(count: number): this {
    for (let i = 1; i <= count; i++) {
      this.news.push(
        item(i, `Noticia ${String(i).padStart(2, '0')}`, `Contenido ${i}`, '2026-03-01', null, i % 2 === 0),
      );
    }
    return this;
  }

  list(query: NewsQuery) {
    return this.answer<Page<ListedNews>>('list', [query], () => {
      let rows = this.news.filter(
        (n) =>
          (!query.q || `${n.title} ${n.body}`.toLowerCase().includes(query.q.toLowerCase())) &&
          (!query.state || newsState(n, FAKE_TODAY) === query.state),
      );
      const key = query.sort;
      rows = [...rows].sort((a, b) => {
        const x = String(a[key] ?? '');
        const y = String(b[key] ?? '');
        return (query.order === 'asc' ? 1 : -1) * x.localeCompare(y) || a.id - b.id;
      });
      const start = (query.page - 1) * query.pageSize;
      return {
        rows: rows.slice(start, start + query.pageSize).map(listed),
        total: rows.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  }

  get(id: number) {
    return this.answer<ListedNews>('get', [id], () => {
      const found = this.find(id);
      return found ? listed(found) : notFound();
    });
  }

  create(input: Required<NewsInput>) {
    return this.answer<ListedNews>('create', [input], () => {
      const created = {
        ...item(this.nextId++, input.title, input.body, input.publishOn, input.expiresOn, false),
      };
      this.news.push(created);
      return listed(created);
    });
  }

  private change(method: string, id: number, version: number, next: (n: News) => Partial<News> | ApiFailure) {
    return this.answer<ListedNews>(method, [id, version], () => {
      const current = this.find(id);
      if (!current) return notFound();
      if (current.version !== version) return stale();
      const changes = next(current);
      if ('kind' in changes && 'message' in changes) return changes as ApiFailure;
      const updated = { ...current, ...(changes as Partial<News>), version: current.version + 1 };
      this.news = this.news.map((n) => (n.id === id ? updated : n));
      return listed(updated);
    });
  }

  update(id: number, version: number, input: Required<NewsInput>) {
    return this.change('update', id, version, () => input);
  }

  publish(id: number, version: number) {
    return this.change('publish', id, version, (n) =>
      n.published ? { kind: 'conflict', message: 'La noticia ya está publicada.' } : { published: true },
    );
  }

  unpublish(id: number, version: number) {
    return this.change('unpublish', id, version, (n) =>
      n.published ? { published: false } : { kind: 'conflict', message: 'La noticia no está publicada.' },
    );
  }

  delete(id: number, version: number) {
    return this.answer<void>('delete', [id, version], () => {
      const current = this.find(id);
      if (!current) return notFound();
      if (current.version !== version) return stale();
      this.news = this.news.filter((n) => n.id !== id);
      return undefined;
    });
  }

  current() {
    return this.answer<CurrentNews[]>('current', [], () =>
      this.news
        .filter((n) => isCurrentNews(n, FAKE_TODAY))
        .sort((a, b) => b.publishOn.localeCompare(a.publishOn))
        .map(({ id, title, body, publishOn, expiresOn }) => ({ id, title, body, publishOn, expiresOn })),
    );
  }

  private find(id: number): News | undefined {
    return this.news.find((n) => n.id === id);
  }
}

/** With its state on FAKE_TODAY, as the server answers. */
const listed = (n: News): ListedNews => ({ ...n, state: newsState(n, FAKE_TODAY) });

const notFound = (): ApiFailure => ({ kind: 'not-found', message: 'La noticia no existe.' });

function item(
  id: number,
  title: string,
  body: string,
  publishOn: string,
  expiresOn: string | null,
  published: boolean,
): News {
  return { id, title, body, publishOn, expiresOn, published, version: 1, updatedAt: AT, updatedBy: 'admin' };
}
