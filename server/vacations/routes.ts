import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  DocumentParams,
  NoQuery,
  VacationCreate,
  VacationListQuery,
  VacationPage,
  VacationUpdate,
  VacationWorkerDetailSchema,
} from '../../src/application/vacations/contract';
import { VACATION_DEFAULT_SORT } from '../../src/domain/vacations/vacation';
import { actorOf } from '../kit/request';
import { recordChangeRoutes } from '../kit/record-routes';
import { errorResponses } from '../kit/schemas';
import { MODULE, type VacationService } from './service';

/**
 * Vacation rest in days (docs/months.md), on the monthly runs' module: `ver` lists the workers with their
 * balance and opens one's periods; `editar` records, changes and deletes periods (audited, entity
 * `vacaciones`).
 */
export async function vacationRoutes(
  fastify: FastifyInstance,
  opts: { service: VacationService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

  app.get(
    '/vacaciones',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: { querystring: VacationListQuery, response: { 200: VacationPage, ...errorResponses } },
    },
    async (request) => {
      const { q, all, page, pageSize, sort, order } = request.query;
      return service.list({ q, all, page, pageSize, sort: sort ?? VACATION_DEFAULT_SORT, order });
    },
  );

  app.get(
    '/vacaciones/:documento',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: {
        params: DocumentParams,
        querystring: NoQuery,
        response: { 200: VacationWorkerDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.ofWorker(request.params.documento),
  );

  app.post(
    '/vacaciones',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { body: VacationCreate, response: { 201: VacationWorkerDetailSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { document, ...input } = request.body;
      return reply.code(201).send(await service.create(document, input, actorOf(request)));
    },
  );

  await recordChangeRoutes(fastify, {
    module: MODULE,
    path: '/vacaciones/periodos',
    updateBody: VacationUpdate,
    answer: VacationWorkerDetailSchema,
    update: (id, { version, ...input }, actor) => service.update(id, version, input, actor),
    delete: (id, version, actor) => service.delete(id, version, actor),
  });
}
