import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { proposeWeek } from '../../src/domain/fishing-weeks';
import {
  AccumulatedList,
  AccumulatedQuery,
  AdjustmentsBody,
  BreakdownParams,
  BreakdownQuery,
  ClosedResult,
  ComputeAnswer,
  ComputeContextSchema,
  ComputeRefusal,
  ContextQuery,
  CrewBody,
  LandingsBody,
  LoanInstalments,
  ProposalQuery,
  ReopenBody,
  VersionOnly,
  WeekDetail,
  WeekInputSchema,
  WeekListQuery,
  WeekPage,
  WeekSummary,
  WorkerBreakdown,
} from '../../src/application/fishing-weeks/contract';
import { computeRefusalOf } from '../../src/application/fishing-weeks/week-preview';
import { isIsoDate } from '../../src/domain/payroll/dates';
import { actorOf } from '../kit/request';
import { ErrorBody, errorResponses, IdParams } from '../kit/schemas';
import { ApiError } from '../kit/errors';
import { MODULE, type FishingWeekService } from './service';

/** A week of a large company (11,000 crew-days) is a few MB of JSON. */
export const GRID_BODY_LIMIT = 20 * 1024 * 1024;

const NoQuery = Type.Object({}, { additionalProperties: false });
const permission = (action: 'ver' | 'crear' | 'editar' | 'aprobar') => ({
  permission: { module: MODULE, action },
});

/**
 * The fishing weeks' API (docs/fishing-weeks.md): `/semanas-de-pesca` and its grids, computation,
 * close and reopening, on the module `semana_de_pesca` (ver, crear, editar, aprobar).
 */
export async function fishingWeekRoutes(
  fastify: FastifyInstance,
  opts: { service: FishingWeekService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

  app.get(
    '/semanas-de-pesca',
    {
      config: permission('ver'),
      schema: {
        querystring: WeekListQuery,
        response: { 200: WeekPage, ...errorResponses },
      },
    },
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
    {
      config: permission('crear'),
      schema: {
        querystring: ProposalQuery,
        response: { 200: WeekInputSchema, ...errorResponses },
      },
    },
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
    {
      config: permission('ver'),
      schema: {
        querystring: AccumulatedQuery,
        response: { 200: AccumulatedList, ...errorResponses },
      },
    },
    async (request) => service.accumulated(request.query.month),
  );

  app.post(
    '/semanas-de-pesca',
    {
      config: permission('crear'),
      schema: { body: WeekInputSchema, response: { 201: WeekDetail, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  app.get(
    '/semanas-de-pesca/:id',
    {
      config: permission('ver'),
      schema: { params: IdParams, querystring: NoQuery, response: { 200: WeekDetail, ...errorResponses } },
    },
    async (request) => service.get(request.params.id),
  );

  app.put(
    '/semanas-de-pesca/:id/descargas',
    {
      config: permission('editar'),
      bodyLimit: GRID_BODY_LIMIT,
      schema: {
        params: IdParams,
        body: LandingsBody,
        response: { 200: WeekSummary, ...errorResponses, 413: ErrorBody },
      },
    },
    async (request) => service.saveLandings(request.params.id, request.body, actorOf(request)),
  );

  app.put(
    '/semanas-de-pesca/:id/tripulacion',
    {
      config: permission('editar'),
      bodyLimit: GRID_BODY_LIMIT,
      schema: {
        params: IdParams,
        body: CrewBody,
        response: { 200: WeekSummary, ...errorResponses, 413: ErrorBody },
      },
    },
    async (request) => service.saveCrew(request.params.id, request.body, actorOf(request)),
  );

  app.put(
    '/semanas-de-pesca/:id/ajustes',
    {
      config: permission('editar'),
      bodyLimit: GRID_BODY_LIMIT,
      schema: {
        params: IdParams,
        body: AdjustmentsBody,
        response: { 200: WeekSummary, ...errorResponses, 413: ErrorBody },
      },
    },
    async (request) => service.saveAdjustments(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/semanas-de-pesca/:id/cuotas-de-prestamo',
    {
      config: permission('editar'),
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: LoanInstalments, ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.loanInstalments(request.params.id) }),
  );

  app.post(
    '/semanas-de-pesca/:id/calculo',
    {
      config: permission('editar'),
      schema: {
        params: IdParams,
        body: VersionOnly,
        response: {
          200: ComputeAnswer,
          ...errorResponses,
          422: ComputeRefusal,
        },
      },
    },
    async (request, reply) => {
      const computed = await service.compute(request.params.id, request.body.version, actorOf(request));
      if (computed.ok) return computed.value;
      return reply.code(422).send(computeRefusalOf(computed.error));
    },
  );

  app.get(
    '/semanas-de-pesca/:id/calculo',
    {
      config: permission('ver'),
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: ComputeAnswer, ...errorResponses },
      },
    },
    async (request) => service.lastResult(request.params.id),
  );

  app.get(
    '/semanas-de-pesca/:id/detalle/:document',
    {
      config: permission('ver'),
      schema: {
        params: BreakdownParams,
        querystring: BreakdownQuery,
        response: { 200: WorkerBreakdown, ...errorResponses },
      },
    },
    async (request) =>
      service.workerBreakdown(request.params.id, request.params.document, request.query.fuente ?? 'calculo'),
  );

  app.get(
    '/semanas-de-pesca/:id/contexto',
    {
      config: permission('ver'),
      schema: {
        params: IdParams,
        querystring: ContextQuery,
        response: { 200: ComputeContextSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.computeContext(
        request.params.id,
        (request.query.trabajadores ?? '').split(',').filter(Boolean).map(Number),
      ),
  );

  app.post(
    '/semanas-de-pesca/:id/cierre',
    {
      config: permission('editar'),
      schema: {
        params: IdParams,
        body: VersionOnly,
        response: { 200: WeekSummary, ...errorResponses },
      },
    },
    async (request) => service.close(request.params.id, request.body.version, actorOf(request)),
  );

  app.post(
    '/semanas-de-pesca/:id/reapertura',
    {
      config: permission('aprobar'),
      schema: {
        params: IdParams,
        body: ReopenBody,
        response: { 200: WeekSummary, ...errorResponses },
      },
    },
    async (request) =>
      service.reopen(request.params.id, request.body.version, request.body.reason, actorOf(request)),
  );

  app.get(
    '/semanas-de-pesca/:id/resultado',
    {
      config: permission('ver'),
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: ClosedResult, ...errorResponses },
      },
    },
    async (request) => service.result(request.params.id),
  );
}
