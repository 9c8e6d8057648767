import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limaDate } from '../../src/domain/admin/dates';
import {
  cleanNews,
  NEWS_MESSAGES,
  NEWS_SORTS,
  NEWS_STATES,
  newsState,
  validateNews,
  type ListedNews,
  type News,
  type NewsInput,
  type NewsSort,
  type NewsState,
} from '../../src/domain/news/news';
import { recordAudit, type AuditAction } from '../audit/audit';
import {
  assertValid,
  auditContext,
  conflict,
  errorResponses,
  pageSchema,
  pagingQuery,
  versionBody,
} from '../admin/http';
import type { ServerContext } from '../context';
import { notFound, staleUpdate } from '../shared/errors';
import { NewsStore } from './store';

const newsSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    body: { type: 'string' },
    publishOn: { type: 'string' },
    expiresOn: { type: ['string', 'null'] },
    published: { type: 'boolean' },
    state: { type: 'string', enum: [...NEWS_STATES] },
    version: { type: 'integer' },
    updatedAt: { type: 'string' },
    updatedBy: { type: 'string' },
  },
} as const;

const newsBody = {
  type: 'object',
  required: ['title', 'body', 'publishOn'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 2000 },
    body: { type: 'string', maxLength: 50_000 },
    publishOn: { type: 'string', maxLength: 30 },
    expiresOn: { type: ['string', 'null'], maxLength: 30 },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** What the audit trail keeps of a piece of news. */
const audited = (n: News) => ({
  title: n.title,
  body: n.body,
  publishOn: n.publishOn,
  expiresOn: n.expiresOn,
  published: n.published,
});

/**
 * Company news (module 'noticia'): ver lists, crear drafts, editar changes, aprobar publishes and
 * withdraws, eliminar deletes. `GET /noticias/vigentes` (any signed-in user) feeds the dashboard.
 */
export async function newsRoutes(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  const { db, clock } = opts.context;
  const store = new NewsStore(db);
  const today = () => limaDate(clock.now());
  /** The answer's form of a piece of news: with its state today. */
  const listed = (n: News): ListedNews => ({ ...n, state: newsState(n, today()) });

  app.get(
    '/noticias',
    {
      config: { permission: { module: 'noticia', action: 'ver' } },
      schema: {
        querystring: pagingQuery(NEWS_SORTS, {
          order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          state: { type: 'string', enum: [...NEWS_STATES] },
        }),
        response: { 200: pageSchema(newsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query as {
        page: number;
        pageSize: number;
        sort?: NewsSort;
        order: 'asc' | 'desc';
        q?: string;
        state?: NewsState;
      };
      const page = await store.list({ ...q, sort: q.sort ?? 'publishOn', today: today() });
      return { rows: page.rows.map(listed), total: page.total, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/noticias/vigentes',
    {
      config: { authenticatedOnly: true },
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                title: { type: 'string' },
                body: { type: 'string' },
                publishOn: { type: 'string' },
                expiresOn: { type: ['string', 'null'] },
              },
            },
          },
          401: errorResponses[401],
        },
      },
    },
    async () => store.current(today()),
  );

  app.get(
    '/noticias/:id',
    {
      config: { permission: { module: 'noticia', action: 'ver' } },
      schema: { params: idParams, response: { 200: newsSchema, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const found = await store.get(id);
      if (!found) throw notFound(NEWS_MESSAGES.notFound);
      return listed(found);
    },
  );

  app.post(
    '/noticias',
    {
      config: { permission: { module: 'noticia', action: 'crear' } },
      schema: { body: newsBody, response: { 201: newsSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const body = request.body as NewsInput;
      assertValid(validateNews(body));
      const input = cleanNews(body);
      const actor = auditContext(request);
      const id = await db.transaction(async (tx) => {
        const id = await store.create(tx, input, actor.actorUsername, clock.now());
        await recordAudit(tx, clock, {
          ...actor,
          action: 'crear',
          entity: 'noticia',
          entityId: String(id),
          after: { ...input, published: false },
        });
        return id;
      });
      return reply.code(201).send(listed((await store.get(id)) as News));
    },
  );

  /** Applies a change when the version read is still current, with its audit record. */
  async function change(
    request: FastifyRequest,
    id: number,
    version: number,
    action: AuditAction,
    changes: (
      current: News,
    ) => Partial<Pick<News, 'title' | 'body' | 'publishOn' | 'expiresOn' | 'published'>>,
  ): Promise<ListedNews> {
    const actor = auditContext(request);
    await db.transaction(async (tx) => {
      const current = await store.get(id, tx);
      if (!current) throw notFound(NEWS_MESSAGES.notFound);
      if (current.version !== version) throw staleUpdate();
      const next = changes(current);
      if (!(await store.update(tx, id, version, next, actor.actorUsername, clock.now()))) throw staleUpdate();
      await recordAudit(tx, clock, {
        ...actor,
        action,
        entity: 'noticia',
        entityId: String(id),
        before: audited(current),
        after: audited({ ...current, ...next }),
      });
    });
    return listed((await store.get(id)) as News);
  }

  app.put(
    '/noticias/:id',
    {
      config: { permission: { module: 'noticia', action: 'editar' } },
      schema: {
        params: idParams,
        body: {
          ...newsBody,
          required: [...newsBody.required, 'version'],
          properties: { ...newsBody.properties, version: { type: 'integer', minimum: 1 } },
        },
        response: { 200: newsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { version, ...body } = request.body as NewsInput & { version: number };
      assertValid(validateNews(body));
      const input = cleanNews(body);
      return change(request, id, version, 'editar', () => input);
    },
  );

  app.post(
    '/noticias/:id/publicar',
    {
      config: { permission: { module: 'noticia', action: 'aprobar' } },
      schema: { params: idParams, body: versionBody, response: { 200: newsSchema, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { version } = request.body as { version: number };
      return change(request, id, version, 'publicar', (current) => {
        if (current.published) throw conflict(NEWS_MESSAGES.alreadyPublished);
        return { published: true };
      });
    },
  );

  app.post(
    '/noticias/:id/despublicar',
    {
      config: { permission: { module: 'noticia', action: 'aprobar' } },
      schema: { params: idParams, body: versionBody, response: { 200: newsSchema, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { version } = request.body as { version: number };
      return change(request, id, version, 'despublicar', (current) => {
        if (!current.published) throw conflict(NEWS_MESSAGES.notPublished);
        return { published: false };
      });
    },
  );

  app.delete(
    '/noticias/:id',
    {
      config: { permission: { module: 'noticia', action: 'eliminar' } },
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          required: ['version'],
          properties: { version: { type: 'integer', minimum: 1 } },
        },
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { version } = request.query as { version: number };
      const actor = auditContext(request);
      await db.transaction(async (tx) => {
        const current = await store.get(id, tx);
        if (!current) throw notFound(NEWS_MESSAGES.notFound);
        if (current.version !== version || !(await store.delete(tx, id, version))) throw staleUpdate();
        await recordAudit(tx, clock, {
          ...actor,
          action: 'eliminar',
          entity: 'noticia',
          entityId: String(id),
          before: audited(current),
        });
      });
      return reply.code(204).send();
    },
  );
}
