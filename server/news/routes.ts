import Type from 'typebox';
import { NEWS_SORTS } from '../../src/domain/news/news';
import { errorResponses, IdParams, Order, PageOf, PagingQuery } from '../kit/schemas';
import { addNewsEditingRoutes } from './editing-routes';
import { CurrentNewsSchema, NewsSchema, NewsState } from './schemas';
import type { NewsService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * Company news (module 'noticia'): ver lists and reads; the writes are in ./editing-routes.ts.
 * `GET /noticias/vigentes` (any signed-in user) feeds the dashboard.
 */
export const newsRoutes = typedRoutes<{ service: NewsService }>(async (app, opts) => {
  const news = opts.service;

  app.get(
    '/noticias',
    guarded(
      'noticia',
      'ver',
      {
        querystring: PagingQuery(NEWS_SORTS, {
          order: Order('desc'),
          state: Type.Optional(NewsState),
        }),
      },
      { 200: PageOf(NewsSchema) },
    ),
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
    guarded('noticia', 'ver', { params: IdParams }, { 200: NewsSchema }),
    async (request) => news.get(request.params.id),
  );

  addNewsEditingRoutes(app, news);
});
