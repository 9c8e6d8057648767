import {
  BreakdownParams,
  BreakdownQuery,
  ClosedResult,
  ComputeAnswer,
  ComputeContextSchema,
  ComputeRefusal,
  ContextQuery,
  ReopenBody,
  VersionOnly,
  WeekSummary,
  WorkerBreakdown,
} from '../../src/application/fishing-weeks/contract';
import { computeRefusalOf } from '../../src/application/fishing-weeks/week-preview';
import { periodCycleRoutes } from '../kit/period-cycle-routes';
import { actorOf } from '../kit/request';
import { IdParams, NoQuery } from '../kit/schemas';
import { MODULE, type FishingWeekService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * A week's cycle (docs/fishing-weeks.md): its computation on the server (and what the browser's preview
 * computes with), a worker's traced lines, the close and reopening (the period cycle's routes,
 * `server/kit/period-cycle-routes.ts`) and the closed result.
 */
export const weekCycleRoutes = typedRoutes<{ service: FishingWeekService }>(async (app, { service }) => {
  app.post(
    '/semanas-de-pesca/:id/calculo',
    guarded(
      MODULE,
      'editar',
      { params: IdParams, body: VersionOnly },
      { 200: ComputeAnswer, 422: ComputeRefusal },
    ),
    async (request, reply) => {
      const computed = await service.compute(request.params.id, request.body.version, actorOf(request));
      if (computed.ok) return computed.value;
      return reply.code(422).send(computeRefusalOf(computed.error));
    },
  );

  app.get(
    '/semanas-de-pesca/:id/calculo',
    guarded(MODULE, 'ver', { params: IdParams, querystring: NoQuery }, { 200: ComputeAnswer }),
    async (request) => service.lastResult(request.params.id),
  );

  app.get(
    '/semanas-de-pesca/:id/detalle/:document',
    guarded(
      MODULE,
      'ver',
      { params: BreakdownParams, querystring: BreakdownQuery },
      { 200: WorkerBreakdown },
    ),
    async (request) =>
      service.workerBreakdown(request.params.id, request.params.document, request.query.fuente ?? 'calculo'),
  );

  app.get(
    '/semanas-de-pesca/:id/contexto',
    guarded(MODULE, 'ver', { params: IdParams, querystring: ContextQuery }, { 200: ComputeContextSchema }),
    async (request) =>
      service.computeContext(
        request.params.id,
        (request.query.trabajadores ?? '').split(',').filter(Boolean).map(Number),
      ),
  );

  await periodCycleRoutes(app, {
    api: {
      module: MODULE,
      path: '/semanas-de-pesca/:id',
      params: IdParams,
      closeBody: VersionOnly,
      reopenBody: ReopenBody,
      answer: WeekSummary,
      close: ({ id }, { version }, actor) => service.close(id, version, actor),
      reopen: ({ id }, { version, reason }, actor) => service.reopen(id, version, reason, actor),
    },
  });

  app.get(
    '/semanas-de-pesca/:id/resultado',
    guarded(MODULE, 'ver', { params: IdParams, querystring: NoQuery }, { 200: ClosedResult }),
    async (request) => service.result(request.params.id),
  );
});
