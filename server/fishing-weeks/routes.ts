import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  ADJUSTMENT_KINDS,
  GRID_MAX_ROWS,
  proposeWeek,
  REASON_MAX,
  REOPEN_REASON_MAX,
  TICKET_MAX,
  WEEK_STATES,
} from '../../src/domain/fishing-weeks';
import { isIsoDate } from '../../src/domain/payroll/dates';
import { MAX_PAGE_SIZE } from '../../src/domain/shared/paging';
import { actorOf } from '../kit/request';
import { ErrorBody, errorResponses, IdParams, OneOf, Order, Text, Version } from '../kit/schemas';
import { ApiError } from '../shared/errors';
import { MODULE, type FishingWeekService } from './service';

/** A week of a large company (11,000 crew-days) is a few MB of JSON. */
export const GRID_BODY_LIMIT = 20 * 1024 * 1024;

const DATE = Type.String({ maxLength: 10 });
const DECIMAL = Type.String({ maxLength: 20 });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const NullableId = Type.Union([Type.Null(), Id]);
const NullableDecimal = Type.Union([Type.Null(), DECIMAL]);
const strict = { additionalProperties: false } as const;
const Rows = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Array(row, { maxItems: GRID_MAX_ROWS });

const PriceRow = Type.Object({ speciesId: Id, effectiveFrom: DATE, pricePerTonne: DECIMAL }, strict);
const LandingRow = Type.Object(
  {
    date: DATE,
    vesselId: Id,
    speciesId: Id,
    plantId: NullableId,
    ticket: Text(TICKET_MAX),
    tonnes: DECIMAL,
    penalisedTonnes: DECIMAL,
    pricePerTonne: NullableDecimal,
    priceReason: Text(REASON_MAX),
  },
  strict,
);
const CrewRow = Type.Object({ date: DATE, vesselId: Id, workerId: Id, positionId: NullableId }, strict);
const LandWorkRow = Type.Object({ date: DATE, workerId: Id, positionId: NullableId }, strict);
const AdjustmentRow = Type.Object(
  {
    workerId: Id,
    kind: OneOf(ADJUSTMENT_KINDS),
    amount: NullableDecimal,
    percent: NullableDecimal,
    beneficiary: Text(200),
    reason: Text(REASON_MAX),
  },
  strict,
);

const Totals = Type.Union([
  Type.Object({
    workers: Type.Integer(),
    tonnes: Type.String(),
    catchValue: Type.String(),
    gross: Type.String(),
    deductions: Type.String(),
    net: Type.String(),
    employer: Type.String(),
  }),
  Type.Null(),
]);

const WeekFields = {
  year: Type.Integer({ minimum: 1900, maximum: 2200 }),
  number: Type.Integer({ minimum: 1, maximum: 60 }),
  start: DATE,
  end: DATE,
  month: Type.String({ maxLength: 7 }),
};
const WeekInputSchema = Type.Object(WeekFields, strict);

const Summary = Type.Object({
  id: Type.Integer(),
  ...WeekFields,
  state: OneOf(WEEK_STATES),
  landingCount: Type.Integer(),
  crewDays: Type.Integer(),
  totals: Totals,
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

const Detail = Type.Object({
  ...Summary.properties,
  prices: Type.Array(PriceRow),
  landings: Type.Array(LandingRow),
  crew: Type.Array(CrewRow),
  landWork: Type.Array(LandWorkRow),
  adjustments: Type.Array(AdjustmentRow),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  closedBy: Type.Union([Type.String(), Type.Null()]),
  reopenings: Type.Array(Type.Object({ at: Type.String(), by: Type.String(), reason: Type.String() })),
});

const WorkerTotals = Type.Object({
  document: Type.String(),
  name: Type.String(),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
});
const Diff = Type.Object({
  document: Type.String(),
  name: Type.String(),
  before: Type.Union([WorkerTotals, Type.Null()]),
  after: Type.Union([WorkerTotals, Type.Null()]),
  gross: Type.String(),
  deductions: Type.String(),
  net: Type.String(),
});

const Refused = Type.Object({
  error: Type.String(),
  message: Type.String(),
  errors: Type.Array(
    Type.Object({
      kind: Type.String(),
      message: Type.String(),
      rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
    }),
  ),
});

const ListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
    sort: Type.Optional(OneOf(['start', 'number', 'state'] as const)),
    order: Order('desc'),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
    state: Type.Optional(OneOf(WEEK_STATES)),
  },
  strict,
);

const NoQuery = Type.Object({}, strict);
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
        querystring: ListQuery,
        response: {
          200: Type.Object({
            rows: Type.Array(Summary),
            total: Type.Integer(),
            page: Type.Integer(),
            pageSize: Type.Integer(),
          }),
          ...errorResponses,
        },
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
      return { ...page, rows: [...page.rows] };
    },
  );

  app.get(
    '/semanas-de-pesca/propuesta',
    {
      config: permission('crear'),
      schema: {
        querystring: Type.Object({ start: DATE }, strict),
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
        querystring: Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) }, strict),
        response: {
          200: Type.Array(
            Type.Object({
              document: Type.String(),
              name: Type.String(),
              monthToDate: Type.String(),
              yearToDate: Type.String(),
              byMonth: Type.Record(Type.String(), Type.String()),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => service.accumulated(request.query.month),
  );

  app.post(
    '/semanas-de-pesca',
    {
      config: permission('crear'),
      schema: { body: WeekInputSchema, response: { 201: Detail, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  app.get(
    '/semanas-de-pesca/:id',
    {
      config: permission('ver'),
      schema: { params: IdParams, querystring: NoQuery, response: { 200: Detail, ...errorResponses } },
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
        body: Type.Object({ version: Version, prices: Rows(PriceRow), landings: Rows(LandingRow) }, strict),
        response: { 200: Summary, ...errorResponses, 413: ErrorBody },
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
        body: Type.Object({ version: Version, crew: Rows(CrewRow), landWork: Rows(LandWorkRow) }, strict),
        response: { 200: Summary, ...errorResponses, 413: ErrorBody },
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
        body: Type.Object({ version: Version, adjustments: Rows(AdjustmentRow) }, strict),
        response: { 200: Summary, ...errorResponses, 413: ErrorBody },
      },
    },
    async (request) => service.saveAdjustments(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/semanas-de-pesca/:id/calculo',
    {
      config: permission('editar'),
      schema: {
        params: IdParams,
        body: Type.Object({ version: Version }, strict),
        response: {
          200: Type.Object({
            week: Summary,
            result: Type.Unknown(),
            workers: Type.Array(WorkerTotals),
            diff: Type.Array(Diff),
          }),
          ...errorResponses,
          422: Refused,
        },
      },
    },
    async (request, reply) => {
      const computed = await service.compute(request.params.id, request.body.version, actorOf(request));
      if (computed.ok) return computed.value;
      const count = computed.error.reduce((n, e) => n + e.rows.length, 0);
      return reply.code(422).send({
        error: 'PayrollRefused',
        message: `La planilla no se puede calcular: ${count} fila(s) con problemas. ${computed.error.map((e) => e.message).join('. ')}.`,
        errors: computed.error.map((e) => ({
          kind: e.kind,
          message: e.message,
          rows: e.rows.map(
            (row) =>
              Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Record<
                string,
                string | number
              >,
          ),
        })),
      });
    },
  );

  app.post(
    '/semanas-de-pesca/:id/cierre',
    {
      config: permission('editar'),
      schema: {
        params: IdParams,
        body: Type.Object({ version: Version }, strict),
        response: { 200: Summary, ...errorResponses },
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
        body: Type.Object({ version: Version, reason: Text(REOPEN_REASON_MAX) }, strict),
        response: { 200: Summary, ...errorResponses },
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
        response: {
          200: Type.Object({
            result: Type.Unknown(),
            parameters: Type.Unknown(),
            workers: Type.Array(WorkerTotals),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.result(request.params.id),
  );
}
