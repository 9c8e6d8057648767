import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  DECLARATION_KINDS,
  DOCUMENT_MAX,
  EMPLOYER_NAME_MAX,
} from '../../src/domain/income-tax-declarations/declaration';
import { DECIMAL_TEXT_MAX } from '../../src/domain/shared/decimal-text';
import { actorOf } from '../kit/request';
import { errorResponses, IdParams, OneOf, Text, Version, VersionBody } from '../kit/schemas';
import { MODULE, type DeclarationService } from './service';

const strict = { additionalProperties: false } as const;
const MonthParams = Type.Object({ mes: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) }, strict);
const Money = Type.String({ maxLength: DECIMAL_TEXT_MAX });

const Fields = {
  kind: OneOf(DECLARATION_KINDS),
  document: Text(DOCUMENT_MAX),
  employerRuc: Text(20),
  employerName: Text(EMPLOYER_NAME_MAX + 50),
  taxablePay: Money,
  taxWithheld: Money,
  amount: Money,
};
const Body = Type.Object(Fields, strict);
const UpdateBody = Type.Object({ ...Fields, version: Version }, strict);

const Declaration = Type.Object({
  id: Type.Integer(),
  month: Type.String(),
  kind: OneOf(DECLARATION_KINDS),
  document: Type.String(),
  name: Type.String(),
  employerRuc: Type.String(),
  employerName: Type.String(),
  taxablePay: Type.String(),
  taxWithheld: Type.String(),
  amount: Type.String(),
  version: Type.Integer(),
});
const NoQuery = Type.Object({}, strict);

/**
 * A payroll month's income tax declarations (docs/months.md), under the month screen's permissions:
 * `ver` to list them, `editar` to add, change or delete one; every change audited (entity
 * `declaracion_renta`). A closed month refuses changes (409).
 */
export async function declarationRoutes(
  fastify: FastifyInstance,
  opts: { service: DeclarationService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

  app.get(
    '/meses-de-planilla/:mes/declaraciones-renta',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: {
        params: MonthParams,
        querystring: NoQuery,
        response: { 200: Type.Object({ rows: Type.Array(Declaration) }), ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.ofMonth(request.params.mes) }),
  );

  app.post(
    '/meses-de-planilla/:mes/declaraciones-renta',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { params: MonthParams, body: Body, response: { 201: Declaration, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.mes, request.body, actorOf(request))),
  );

  app.put(
    '/declaraciones-renta/:id',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { params: IdParams, body: UpdateBody, response: { 200: Declaration, ...errorResponses } },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return service.update(request.params.id, version, input, actorOf(request));
    },
  );

  app.delete(
    '/declaraciones-renta/:id',
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
