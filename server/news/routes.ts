import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { NEWS_BODY_MAX, NEWS_SORTS, NEWS_STATES, NEWS_TITLE_MAX } from '../../src/domain/news/news';
import { actorOf } from '../kit/request';
import {
  errorResponses,
  IdParams,
  OneOf,
  Order,
  PageOf,
  PagingQuery,
  Text,
  Version,
  VersionBody,
} from '../kit/schemas';
import type { NewsService } from './service';

const NewsState = OneOf(NEWS_STATES);

const NewsSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  publishOn: Type.String(),
  expiresOn: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  state: NewsState,
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

const NewsFields = {
  title: Text(NEWS_TITLE_MAX),
  body: Text(NEWS_BODY_MAX),
  publishOn: Text(10),
  expiresOn: Type.Optional(Type.Union([Text(10), Type.Null()])),
};
const NewsBody = Type.Object(NewsFields, { additionalProperties: false });
const NewsUpdateBody = Type.Object({ ...NewsFields, version: Version }, { additionalProperties: false });

const CurrentNewsSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  publishOn: Type.String(),
  expiresOn: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Company news (module 'noticia'): ver lists, crear drafts, editar changes, aprobar publishes and
 * withdraws, eliminar deletes. `GET /noticias/vigentes` (any signed-in user) feeds the dashboard.
 */
export async function newsRoutes(fastify: FastifyInstance, opts: { service: NewsService }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const news = opts.service;

  app.get(
    '/noticias',
    {
      config: { permission: { module: 'noticia', action: 'ver' } },
      schema: {
        querystring: PagingQuery(NEWS_SORTS, {
          order: Order('desc'),
          state: Type.Optional(NewsState),
        }),
        response: { 200: PageOf(NewsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await news.list({
        page: q.page,
        pageSize: q.pageSize,
        sort: q.sort ?? 'publishOn',
        order: q.order,
        q: q.q,
        state: q.state,
      });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/noticias/vigentes',
    {
      config: { authenticatedOnly: true },
      schema: { response: { 200: Type.Array(CurrentNewsSchema), 401: errorResponses[401] } },
    },
    async () => news.current(),
  );

  app.get(
    '/noticias/:id',
    {
      config: { permission: { module: 'noticia', action: 'ver' } },
      schema: { params: IdParams, response: { 200: NewsSchema, ...errorResponses } },
    },
    async (request) => news.get(request.params.id),
  );

  app.post(
    '/noticias',
    {
      config: { permission: { module: 'noticia', action: 'crear' } },
      schema: { body: NewsBody, response: { 201: NewsSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await news.create(request.body, actorOf(request))),
  );

  app.put(
    '/noticias/:id',
    {
      config: { permission: { module: 'noticia', action: 'editar' } },
      schema: { params: IdParams, body: NewsUpdateBody, response: { 200: NewsSchema, ...errorResponses } },
    },
    async (request) => {
      const { version, ...body } = request.body;
      return news.update(request.params.id, version, body, actorOf(request));
    },
  );

  app.post(
    '/noticias/:id/publicar',
    {
      config: { permission: { module: 'noticia', action: 'aprobar' } },
      schema: { params: IdParams, body: VersionBody, response: { 200: NewsSchema, ...errorResponses } },
    },
    async (request) => news.publish(request.params.id, request.body.version, actorOf(request)),
  );

  app.post(
    '/noticias/:id/despublicar',
    {
      config: { permission: { module: 'noticia', action: 'aprobar' } },
      schema: { params: IdParams, body: VersionBody, response: { 200: NewsSchema, ...errorResponses } },
    },
    async (request) => news.withdraw(request.params.id, request.body.version, actorOf(request)),
  );

  app.delete(
    '/noticias/:id',
    {
      config: { permission: { module: 'noticia', action: 'eliminar' } },
      schema: {
        params: IdParams,
        querystring: Type.Object({ version: Version }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await news.delete(request.params.id, request.query.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
