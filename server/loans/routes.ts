import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { LOAN_REASON_MAX } from '../../src/domain/loans/loan';
import { actorOf } from '../kit/request';
import { errorResponses, IdParams, Text, Version, VersionBody } from '../kit/schemas';
import { MODULE, type LoanService } from './service';

const Money = Type.String({ maxLength: 20 });

const LoanFields = {
  grantedOn: Type.String({ maxLength: 10 }),
  amount: Money,
  instalment: Money,
  reason: Text(LOAN_REASON_MAX + 50),
};
const LoanBody = Type.Object(LoanFields, { additionalProperties: false });
const LoanUpdateBody = Type.Object({ ...LoanFields, version: Version }, { additionalProperties: false });

const Statement = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  grantedOn: Type.String(),
  amount: Type.String(),
  instalment: Type.String(),
  reason: Type.String(),
  version: Type.Integer(),
  deducted: Type.String(),
  planned: Type.String(),
  balance: Type.String(),
  available: Type.String(),
  instalments: Type.Array(
    Type.Object({
      weekId: Type.Integer(),
      year: Type.Integer(),
      number: Type.Integer(),
      closed: Type.Boolean(),
      amount: Type.String(),
    }),
  ),
});
const NoQuery = Type.Object({}, { additionalProperties: false });

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
        response: { 200: Type.Object({ rows: Type.Array(Statement) }), ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.ofWorker(request.params.id) }),
  );

  app.post(
    '/trabajadores/:id/prestamos',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { params: IdParams, body: LoanBody, response: { 201: Statement, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/prestamos/:id',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { params: IdParams, body: LoanUpdateBody, response: { 200: Statement, ...errorResponses } },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return service.update(request.params.id, version, input, actorOf(request));
    },
  );

  app.delete(
    '/prestamos/:id',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { params: IdParams, body: VersionBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await service.delete(request.params.id, request.body.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
