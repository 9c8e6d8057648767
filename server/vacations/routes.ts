import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { DOCUMENT_NUMBER_MAX } from '../../src/domain/shared/identity-document';
import {
  VACATION_DEFAULT_SORT,
  VACATION_NOTE_MAX,
  VACATION_SORTS,
} from '../../src/domain/vacations/vacation';
import { actorOf } from '../kit/request';
import { errorResponses, IdParams, PageOf, PagingQuery, Text, Version, VersionBody } from '../kit/schemas';
import { MODULE, type VacationService } from './service';

const strict = { additionalProperties: false } as const;
const Day = Type.String({ maxLength: 10 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const PeriodFields = { start: Day, end: Day, note: Text(VACATION_NOTE_MAX + 50) };
const Document = Text(DOCUMENT_NUMBER_MAX + 4);
const CreateBody = Type.Object({ document: Document, ...PeriodFields }, strict);
const UpdateBody = Type.Object({ ...PeriodFields, version: Version }, strict);
const DocumentParams = Type.Object({ documento: Document }, strict);

const Worker = Type.Object({
  id: Type.Integer(),
  documentType: Type.String(),
  document: Type.String(),
  name: Type.String(),
  hireDate: Type.String(),
  endDate: Nullable(Type.String()),
  active: Type.Boolean(),
});
const Balance = Type.Object({
  asOf: Type.String(),
  years: Type.Integer(),
  earned: Type.Integer(),
  taken: Type.Integer(),
  pending: Type.Integer(),
  accruingMonths: Type.Integer(),
  accruing: Type.Number(),
  expired: Type.Array(
    Type.Object({
      year: Type.Integer(),
      earnedOn: Type.String(),
      expiredOn: Type.String(),
      days: Type.Integer(),
    }),
  ),
  expiredDays: Type.Integer(),
});
const Period = Type.Object({
  id: Type.Integer(),
  workerId: Type.Integer(),
  start: Type.String(),
  end: Type.String(),
  days: Type.Integer(),
  note: Type.String(),
  version: Type.Integer(),
});
const Row = Type.Object({ ...Worker.properties, balance: Balance });
const Detail = Type.Object({ worker: Worker, balance: Balance, periods: Type.Array(Period) });
const ListQuery = PagingQuery(VACATION_SORTS, { all: Type.Boolean({ default: false }) });

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
      schema: { querystring: ListQuery, response: { 200: PageOf(Row), ...errorResponses } },
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
        querystring: Type.Object({}, strict),
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => service.ofWorker(request.params.documento),
  );

  app.post(
    '/vacaciones',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { body: CreateBody, response: { 201: Detail, ...errorResponses } },
    },
    async (request, reply) => {
      const { document, ...input } = request.body;
      return reply.code(201).send(await service.create(document, input, actorOf(request)));
    },
  );

  app.put(
    '/vacaciones/periodos/:id',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: { params: IdParams, body: UpdateBody, response: { 200: Detail, ...errorResponses } },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return service.update(request.params.id, version, input, actorOf(request));
    },
  );

  app.delete(
    '/vacaciones/periodos/:id',
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
