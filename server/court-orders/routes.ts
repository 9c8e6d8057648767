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
import { errorResponses, fileResponses, IdParams } from '../kit/schemas';
import { sendDownload } from '../kit/downloads';
import type { ServerContext } from '../context';
import { courtOrderWorkbook } from './workbook';
import { MODULE, type CourtOrderService } from './service';

/**
 * A worker's court orders (docs/court-orders.md), under the worker screen's permissions: `ver` to read
 * them, `editar` to record, change or delete one; every change audited (entity `orden_judicial`).
 */
export async function courtOrderRoutes(
  fastify: FastifyInstance,
  opts: { service: CourtOrderService; context: Pick<ServerContext, 'db' | 'clock'> },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service, context } = opts;

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

  app.get(
    '/ordenes-judiciales/:id/reporte.xlsx',
    {
      config: { permission: { module: MODULE, action: 'exportar' } },
      schema: { params: IdParams, querystring: NoQuery, response: fileResponses },
    },
    async (request, reply) => {
      const { order, ...report } = await service.report(request.params.id);
      return sendDownload(context, request, reply, {
        module: MODULE,
        entityId: String(order.workerId),
        document: 'orden_judicial',
        format: 'xlsx',
        details: { orderId: order.id, caseNumber: order.caseNumber, weeks: report.rows.length },
        fileName: `orden-judicial-${order.caseNumber}.xlsx`,
        content: () => courtOrderWorkbook(order, report),
      });
    },
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
