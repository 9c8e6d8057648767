import { proposeWeek } from '../../src/domain/fishing-weeks';
import {
  AccumulatedList,
  AccumulatedQuery,
  ProposalQuery,
  WeekDetail,
  WeekInputSchema,
  WeekListQuery,
  WeekPage,
} from '../../src/application/fishing-weeks/contract';
import { isIsoDate } from '../../src/domain/payroll/dates';
import { actorOf } from '../kit/request';
import { IdParams, NoQuery } from '../kit/schemas';
import { ApiError } from '../kit/errors';
import { MODULE, type FishingWeekService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/** The route's permission on the module `semana_de_pesca`. */
export const permission = (action: 'ver' | 'crear' | 'editar' | 'aprobar') => ({
  permission: { module: MODULE, action },
});

/**
 * The fishing weeks' API (docs/fishing-weeks.md), on the module `semana_de_pesca` (ver, crear, editar,
 * aprobar): the weeks themselves (list, proposal, month-to-date, create, read) here; their grids in
 * `grid-routes.ts`; their computation, close and reopening in `cycle-routes.ts`.
 */
export const fishingWeekRoutes = typedRoutes<{ service: FishingWeekService }>(async (app, { service }) => {
  app.get(
    '/semanas-de-pesca',
    guarded(MODULE, 'ver', { querystring: WeekListQuery }, { 200: WeekPage }),
    async (request) => {
      const q = request.query;
      const page = await service.list({
        page: q.page,
        pageSize: q.pageSize,
        order: q.order,
        ...(q.sort !== undefined ? { sort: q.sort } : {}),
        ...(q.year !== undefined ? { year: q.year } : {}),
        ...(q.state !== undefined ? { state: q.state } : {}),
      });
      return page;
    },
  );

  app.get(
    '/semanas-de-pesca/propuesta',
    guarded(MODULE, 'crear', { querystring: ProposalQuery }, { 200: WeekInputSchema }),
    async (request) => {
      if (!isIsoDate(request.query.start))
        throw new ApiError(400, 'ValidationError', 'Indique la fecha de inicio (AAAA-MM-DD).', [
          { field: 'start', message: 'Indique la fecha de inicio (AAAA-MM-DD).' },
        ]);
      return proposeWeek(request.query.start);
    },
  );

  app.get(
    '/semanas-de-pesca/acumulados',
    guarded(MODULE, 'ver', { querystring: AccumulatedQuery }, { 200: AccumulatedList }),
    async (request) => service.accumulated(request.query.month),
  );

  app.post(
    '/semanas-de-pesca',
    guarded(MODULE, 'crear', { body: WeekInputSchema }, { 201: WeekDetail }),
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  app.get(
    '/semanas-de-pesca/:id',
    guarded(MODULE, 'ver', { params: IdParams, querystring: NoQuery }, { 200: WeekDetail }),
    async (request) => service.get(request.params.id),
  );
});
