import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../kit/request';
import { IdParams } from '../kit/schemas';
import { deleteByVersionRoute, versionedActionRoutes } from '../kit/versioned-record-routes';
import { NewsBody, NewsSchema, NewsUpdateBody } from './schemas';
import type { NewsService } from './service';
import { guarded } from '../kit/route-options';

/**
 * The news' writes: crear drafts, editar changes, aprobar publishes and withdraws, eliminar deletes.
 * HTTP only: the rules are in `NewsService`.
 */
export function addNewsEditingRoutes(fastify: FastifyInstance, news: NewsService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/noticias',
    guarded('noticia', 'crear', { body: NewsBody }, { 201: NewsSchema }),
    async (request, reply) => reply.code(201).send(await news.create(request.body, actorOf(request))),
  );

  app.put(
    '/noticias/:id',
    guarded('noticia', 'editar', { params: IdParams, body: NewsUpdateBody }, { 200: NewsSchema }),
    async (request) => {
      const { version, ...body } = request.body;
      return news.update(request.params.id, version, body, actorOf(request));
    },
  );

  versionedActionRoutes(
    fastify,
    { permission: { module: 'noticia', action: 'aprobar' }, params: IdParams, answer: NewsSchema },
    {
      '/noticias/:id/publicar': ({ id }, version, actor) => news.publish(id, version, actor),
      '/noticias/:id/despublicar': ({ id }, version, actor) => news.withdraw(id, version, actor),
    },
  );

  deleteByVersionRoute(fastify, {
    path: '/noticias',
    module: 'noticia',
    remove: (id, version, actor) => news.delete(id, version, actor),
  });
}
