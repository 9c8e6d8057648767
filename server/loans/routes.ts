import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoanInputSchema,
  LoanList,
  LoanStatementSchema,
  LoanUpdate,
  NoQuery,
} from '../../src/application/loans/contract';
import { actorOf } from '../kit/request';
import { recordChangeRoutes } from '../kit/record-routes';
import { errorResponses, IdParams } from '../kit/schemas';
import { MODULE, type LoanService } from './service';

/**
 * A worker's loans (docs/loans.md), under the worker screen's permissions: `ver` to read them with their
 * balance, `editar` to grant, change or delete one; every change audited (entity `prestamo`).
 */
export async function loanRoutes(fastify: FastifyInstance, opts: { service: LoanService }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

  app.get(
    '/trabajadores/:id/prestamos',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: LoanList, ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.ofWorker(request.params.id) }),
  );

  app.post(
    '/trabajadores/:id/prestamos',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: {
        params: IdParams,
        body: LoanInputSchema,
        response: { 201: LoanStatementSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, request.body, actorOf(request))),
  );

  await recordChangeRoutes(fastify, {
    module: MODULE,
    path: '/prestamos',
    updateBody: LoanUpdate,
    answer: LoanStatementSchema,
    update: (id, { version, ...input }, actor) => service.update(id, version, input, actor),
    delete: (id, version, actor) => service.delete(id, version, actor),
  });
}
