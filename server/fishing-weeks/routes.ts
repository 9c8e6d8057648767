import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  ADJUSTMENT_KINDS,
  GRID_MAX_ROWS,
  proposeWeek,
  REASON_MAX,
  REOPEN_REASON_MAX,
  TICKET_MAX,
  WEEK_STATES,
} from '../../src/domain/fishing-weeks';
import { computeRefusalOf } from '../../src/application/fishing-weeks/week-preview';
import { isIsoDate } from '../../src/domain/payroll/dates';
import { COMMISSION_TYPES, PENSION_SCHEMES } from '../../src/domain/shared/pension-vocabulary';
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
    loanId: Type.Optional(NullableId),
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

const ComputeAnswer = Type.Object({
  week: Summary,
  workers: Type.Array(WorkerTotals),
  diff: Type.Array(Diff),
});

const BreakdownLine = Type.Object({
  concept: Type.String(),
  amount: Type.String(),
  formula: Type.String(),
  inputs: Type.Record(Type.String(), Type.Unknown()),
});
const Breakdown = Type.Object({
  source: OneOf(['calculo', 'cierre'] as const),
  document: Type.String(),
  name: Type.String(),
  daysOnBoard: Type.Number(),
  fishingDays: Type.Number(),
  daysOnLand: Type.Number(),
  earnings: Type.Array(BreakdownLine),
  deductions: Type.Array(BreakdownLine),
  employer: Type.Array(BreakdownLine),
  gross: Type.String(),
  totalDeductions: Type.String(),
  net: Type.String(),
  totalEmployer: Type.String(),
});

const Dated = { effectiveFrom: Type.String() };
const ContextSchema = Type.Object({
  week: WeekInputSchema,
  master: Type.Object({
    vessels: Type.Array(
      Type.Object({
        id: Type.Integer(),
        registration: Type.String(),
        name: Type.String(),
        shares: Type.Array(Type.Object({ ...Dated, percent: Type.String() })),
      }),
    ),
    species: Type.Array(
      Type.Object({
        id: Type.Integer(),
        code: Type.String(),
        name: Type.String(),
        fishingType: Type.String(),
      }),
    ),
    positions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        code: Type.String(),
        name: Type.String(),
        landDailyRate: Type.String(),
      }),
    ),
    shareRules: Type.Array(
      Type.Object({
        ...Dated,
        positionId: Type.Integer(),
        vesselId: Type.Union([Type.Integer(), Type.Null()]),
        fishingType: Type.Union([Type.String(), Type.Null()]),
        partes: Type.String(),
        bonus: Type.Optional(Type.String()),
      }),
    ),
    workers: Type.Array(
      Type.Object({
        id: Type.Integer(),
        documentType: Type.String(),
        document: Type.String(),
        name: Type.String(),
        hireDate: Type.String(),
        terms: Type.Array(
          Type.Object({
            ...Dated,
            positionId: Type.Integer(),
            pensionScheme: OneOf(PENSION_SCHEMES),
            afp: Type.Union([Type.String(), Type.Null()]),
            commissionType: Type.Union([OneOf(COMMISSION_TYPES), Type.Null()]),
            unionAffiliated: Type.Boolean(),
            eps: Type.Boolean(),
          }),
        ),
      }),
    ),
  }),
  parameterDate: Type.String(),
  parameters: Type.Array(
    Type.Object({
      key: Type.String(),
      effectiveFrom: Type.String(),
      effectiveTo: Type.Optional(Type.String()),
      value: Type.String(),
      unit: Type.String(),
      source: Type.String(),
      confidence: Type.String(),
    }),
  ),
  monthToDate: Type.Array(Type.Object({ worker: Type.String(), insurablePay: Type.String() })),
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
/** The preview's context: also these workers (ids, comma separated), named by grids not saved yet. */
const ContextQuery = Type.Object(
  { trabajadores: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,499}$' })) },
  strict,
);
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

  app.get(
    '/semanas-de-pesca/:id/cuotas-de-prestamo',
    {
      config: permission('editar'),
      schema: {
        params: IdParams,
        querystring: Type.Object({}, strict),
        response: { 200: Type.Object({ rows: Type.Array(AdjustmentRow) }), ...errorResponses },
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
        body: Type.Object({ version: Version }, strict),
        response: {
          200: ComputeAnswer,
          ...errorResponses,
          422: Refused,
        },
      },
    },
    async (request, reply) => {
      const computed = await service.compute(request.params.id, request.body.version, actorOf(request));
      if (computed.ok) return computed.value;
      // eslint-disable-next-line no-restricted-syntax -- ComputeRefusal's rows are readonly; the route's schema re-declares the same answer (to become one shared contract)
      return reply.code(422).send(computeRefusalOf(computed.error) as unknown as Static<typeof Refused>);
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
        params: Type.Object({ id: Id, document: Type.String({ minLength: 1, maxLength: 20 }) }, strict),
        querystring: Type.Object({ fuente: Type.Optional(OneOf(['calculo', 'cierre'] as const)) }, strict),
        response: { 200: Breakdown, ...errorResponses },
      },
    },
    async (request) =>
      service.workerBreakdown(
        request.params.id,
        request.params.document,
        request.query.fuente ?? 'calculo',
      ) as Promise<Static<typeof Breakdown>>,
  );

  app.get(
    '/semanas-de-pesca/:id/contexto',
    {
      config: permission('ver'),
      schema: {
        params: IdParams,
        querystring: ContextQuery,
        response: { 200: ContextSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.computeContext(
        request.params.id,
        (request.query.trabajadores ?? '').split(',').filter(Boolean).map(Number),
      ) as Promise<Static<typeof ContextSchema>>,
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
