import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CourtOrderInputSchema,
  CourtOrderList,
  CourtOrderReportSchema,
  CourtOrderSchema,
  CourtOrderUpdate,
} from '../../src/application/court-orders/contract';
import { NoQuery } from '../../src/application/loans/contract';
import { actorOf } from '../kit/request';
import { recordChangeRoutes } from '../kit/record-routes';
import { errorResponses, IdParams } from '../kit/schemas';
import { MODULE, type CourtOrderService } from './service';

/**
 * A worker's court orders (docs/court-orders.md), under the worker screen's permissions: `ver` to read
 * them, `editar` to record, change or delete one; every change audited (entity `orden_judicial`).
 */
export async function courtOrderRoutes(
  fastify: FastifyInstance,
  opts: { service: CourtOrderService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

  app.get(
    '/trabajadores/:id/ordenes-judiciales',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: CourtOrderList, ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.ofWorker(request.params.id) }),
  );

  app.post(
    '/trabajadores/:id/ordenes-judiciales',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: {
        params: IdParams,
        body: CourtOrderInputSchema,
        response: { 201: CourtOrderSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/ordenes-judiciales/:id/reporte',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: CourtOrderReportSchema, ...errorResponses },
      },
    },
    async (request) => service.report(request.params.id),
  );

  await recordChangeRoutes(fastify, {
    module: MODULE,
    path: '/ordenes-judiciales',
    updateBody: CourtOrderUpdate,
    answer: CourtOrderSchema,
    update: (id, { version, ...input }, actor) => service.update(id, version, input, actor),
    delete: (id, version, actor) => service.delete(id, version, actor),
  });
}
