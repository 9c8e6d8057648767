import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import Type, { type Static } from 'typebox';
import { BankFilePreview } from '../../src/application/bank-payments/contract';
import { MONTH_DIFF_FIELDS, MONTH_REOPEN_REASON_MAX, MONTH_STATES } from '../../src/domain/months/month';
import { SEMESTER_KINDS } from '../../src/domain/months/semesters';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { payslipPdf } from '../payslips/document';
import { errorResponses, fileResponses, OneOf, Text } from '../kit/schemas';
import type { CtsDepositService } from './cts-deposit';
import { writeSemesterWorkbook } from './semester-workbook';
import { settlementPdf } from './settlement-document';
import { MODULE, type MonthService } from './service';

const strict = { additionalProperties: false } as const;
const MONTH = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
const MonthParams = Type.Object({ mes: MONTH }, strict);
/** 0 for a month never computed. */
const MonthVersion = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Amount = Type.String();
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const Totals = Type.Object({
  workers: Type.Integer(),
  gross: Amount,
  vacation: Amount,
  bonus: Amount,
  bonusExtra: Amount,
  cts: Amount,
  familyAllowance: Amount,
  incomeTax: Amount,
  payable: Amount,
  employer: Amount,
  fep: Amount,
});

const Summary = Type.Object({
  month: Type.String(),
  state: OneOf(MONTH_STATES),
  weekCount: Type.Integer(),
  closedWeeks: Type.Integer(),
  totals: Nullable(Totals),
  stale: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
});

const WorkerTotals = Type.Object({
  document: Type.String(),
  name: Type.String(),
  weeks: Type.Integer(),
  gross: Amount,
  vacation: Amount,
  bonus: Amount,
  bonusExtra: Amount,
  cts: Amount,
  familyAllowance: Amount,
  pensionAdjustment: Amount,
  incomeTax: Amount,
  refundDue: Amount,
  payable: Amount,
  carriedToLastWeek: Amount,
  taxablePay: Amount,
  employer: Amount,
});

const Detail = Type.Object({
  ...Summary.properties,
  weeks: Type.Array(
    Type.Object({
      id: Type.Integer(),
      year: Type.Integer(),
      number: Type.Integer(),
      start: Type.String(),
      end: Type.String(),
      state: Type.String(),
    }),
  ),
  workers: Type.Array(WorkerTotals),
  diff: Type.Array(
    Type.Object({
      document: Type.String(),
      name: Type.String(),
      before: Nullable(WorkerTotals),
      after: Nullable(WorkerTotals),
      change: Type.Object(Object.fromEntries(MONTH_DIFF_FIELDS.map((f) => [f, Amount]))),
    }),
  ),
  closedAt: Nullable(Type.String()),
  closedBy: Nullable(Type.String()),
  reopenings: Type.Array(Type.Object({ at: Type.String(), by: Type.String(), reason: Type.String() })),
});

const Breakdown = Type.Object({
  source: OneOf(['calculo', 'cierre'] as const),
  document: Type.String(),
  name: Type.String(),
  lines: Type.Array(
    Type.Object({
      section: Type.String(),
      concept: Type.String(),
      amount: Type.String(),
      inputs: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});

const SemesterQuery = Type.Object({ tipo: OneOf(SEMESTER_KINDS), periodo: MONTH }, strict);
const Semester = Type.Object({
  kind: OneOf(SEMESTER_KINDS),
  period: Type.String(),
  title: Type.String(),
  months: Type.Array(
    Type.Object({ month: Type.String(), state: Nullable(OneOf(MONTH_STATES)), closed: Type.Boolean() }),
  ),
  pending: Type.Array(Type.String()),
  workers: Type.Array(
    Type.Object({
      document: Type.String(),
      name: Type.String(),
      months: Type.Record(Type.String(), Amount),
      bonus: Type.String(),
      bonusExtra: Type.String(),
      total: Amount,
    }),
  ),
  total: Amount,
});

const CtsPeriod = { periodo: MONTH, empresa: Type.String({ pattern: '^\\d{11}$' }) };
const CtsDepositQuery = Type.Object(CtsPeriod, strict);
const CtsDepositFileQuery = Type.Object(
  {
    ...CtsPeriod,
    cuenta: Type.String({ minLength: 1, maxLength: 30 }),
    fecha: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    referencia: Type.String({ minLength: 1, maxLength: 40 }),
  },
  strict,
);
const CtsDepositCompaniesQuery = Type.Object({ periodo: MONTH }, strict);
const CtsDepositCompaniesBody = Type.Object({
  rows: Type.Array(Type.Object({ ruc: Type.String(), legalName: Type.String() })),
});
const Settlement = Type.Object({
  worker: Type.Object({
    document: Type.String(),
    documentType: Type.String(),
    name: Type.String(),
    hireDate: Type.String(),
    endDate: Type.String(),
  }),
  service: Type.String(),
  lines: Type.Array(
    Type.Object({
      concept: OneOf(['cts', 'bonus', 'vacation'] as const),
      label: Type.String(),
      period: Type.String(),
      paid: Amount,
      pending: Amount,
    }),
  ),
  pendingMonths: Type.Array(Type.String()),
  total: Amount,
});

const permission = (action: 'ver' | 'editar' | 'aprobar' | 'exportar') => ({
  permission: { module: MODULE, action },
});
const VersionBody = Type.Object({ version: MonthVersion }, strict);

/**
 * The payroll months' API (docs/months.md): `/meses-de-planilla`, the computation, close and reopening of
 * a month, on the module `vacaciones_gratificaciones_cts` (ver, editar, aprobar).
 */
export async function monthRoutes(
  fastify: FastifyInstance,
  opts: { service: MonthService; ctsDeposit: CtsDepositService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service, ctsDeposit } = opts;

  app.get(
    '/meses-de-planilla',
    {
      config: permission('ver'),
      schema: {
        querystring: Type.Object(
          { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
          strict,
        ),
        response: { 200: Type.Object({ rows: Type.Array(Summary) }), ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.list(request.query.year) }),
  );

  app.get(
    '/meses-de-planilla/semestre',
    {
      config: permission('ver'),
      schema: { querystring: SemesterQuery, response: { 200: Semester, ...errorResponses } },
    },
    async (request) =>
      service.semester(request.query.tipo, request.query.periodo) as Promise<Static<typeof Semester>>,
  );

  app.get(
    '/meses-de-planilla/semestre/deposito-cts',
    {
      config: permission('ver'),
      schema: { querystring: CtsDepositQuery, response: { 200: BankFilePreview, ...errorResponses } },
    },
    async (request) => ctsDeposit.preview(request.query.periodo, request.query.empresa),
  );

  app.get(
    '/meses-de-planilla/semestre/deposito-cts/empresas',
    {
      config: permission('ver'),
      schema: {
        querystring: CtsDepositCompaniesQuery,
        response: { 200: CtsDepositCompaniesBody, ...errorResponses },
      },
    },
    async (request) => ({ rows: await ctsDeposit.companies(request.query.periodo) }),
  );

  app.get(
    '/meses-de-planilla/semestre/deposito-cts.txt',
    {
      config: permission('exportar'),
      schema: { querystring: CtsDepositFileQuery, response: fileResponses },
    },
    async (request, reply) => {
      const { periodo, empresa, cuenta, fecha, referencia } = request.query;
      const file = await ctsDeposit.file(periodo, empresa, {
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
      });
      await recordDownload(service.context, actorOf(request), {
        module: MODULE,
        entityId: `cts:${periodo}`,
        document: 'deposito-cts',
        format: 'txt',
        details: {
          empresa,
          fecha,
          depositos: file.paid.length,
          total: file.total,
          sinCuenta: file.withoutAccount.map((p) => p.document),
        },
      });
      return attachment(reply, `telecredito-cts-${empresa}-${periodo}.txt`, 'txt').send(file.content);
    },
  );

  app.get(
    '/meses-de-planilla/semestre.xlsx',
    {
      config: permission('exportar'),
      schema: { querystring: SemesterQuery, response: fileResponses },
    },
    async (request, reply) => {
      const { tipo, periodo } = request.query;
      const statement = await service.semester(tipo, periodo);
      await recordDownload(service.context, actorOf(request), {
        module: MODULE,
        entityId: periodo,
        document: tipo === 'cts' ? 'cts' : 'gratificacion',
        format: 'xlsx',
        details: { workers: statement.workers.length, pending: statement.pending },
      });
      const out = new PassThrough();
      void writeSemesterWorkbook(out, statement).catch((error: unknown) => {
        request.log.error({ err: error }, 'semester workbook failed');
        out.destroy(error as Error);
      });
      const name = tipo === 'cts' ? `cts-${periodo}.xlsx` : `gratificacion-${periodo}.xlsx`;
      return attachment(reply, name, 'xlsx').send(out);
    },
  );

  app.get(
    '/meses-de-planilla/liquidaciones',
    {
      config: permission('ver'),
      schema: {
        querystring: Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) }, strict),
        response: { 200: Type.Object({ rows: Type.Array(Settlement) }), ...errorResponses },
      },
    },
    async (request) => ({ rows: (await service.leavers(request.query.year)) as Static<typeof Settlement>[] }),
  );

  app.get(
    '/meses-de-planilla/liquidacion.pdf',
    {
      config: permission('exportar'),
      schema: {
        querystring: Type.Object({ trabajador: Type.String({ minLength: 1, maxLength: 20 }) }, strict),
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const { trabajador } = request.query;
      const { settlement, employer } = await service.leaver(trabajador);
      await recordDownload(service.context, actorOf(request), {
        module: MODULE,
        entityId: trabajador,
        document: 'liquidacion',
        format: 'pdf',
        details: { endDate: settlement.worker.endDate, total: settlement.total },
      });
      return attachment(reply, `liquidacion-${trabajador}.pdf`, 'pdf').send(
        await settlementPdf(settlement, employer),
      );
    },
  );

  app.get(
    '/meses-de-planilla/:mes',
    {
      config: permission('ver'),
      schema: {
        params: MonthParams,
        querystring: Type.Object({}, strict),
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => service.get(request.params.mes),
  );

  app.post(
    '/meses-de-planilla/:mes/calculo',
    {
      config: permission('editar'),
      schema: { params: MonthParams, body: VersionBody, response: { 200: Detail, ...errorResponses } },
    },
    async (request) => service.compute(request.params.mes, request.body.version, actorOf(request)),
  );

  app.post(
    '/meses-de-planilla/:mes/cierre',
    {
      config: permission('editar'),
      schema: { params: MonthParams, body: VersionBody, response: { 200: Detail, ...errorResponses } },
    },
    async (request) => service.close(request.params.mes, request.body.version, actorOf(request)),
  );

  app.post(
    '/meses-de-planilla/:mes/reapertura',
    {
      config: permission('aprobar'),
      schema: {
        params: MonthParams,
        body: Type.Object({ version: MonthVersion, reason: Text(MONTH_REOPEN_REASON_MAX) }, strict),
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) =>
      service.reopen(request.params.mes, request.body.version, request.body.reason, actorOf(request)),
  );

  app.get(
    '/meses-de-planilla/:mes/boletas.pdf',
    {
      config: permission('exportar'),
      schema: {
        params: MonthParams,
        querystring: Type.Object(
          { trabajador: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) },
          strict,
        ),
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const { mes } = request.params;
      const { trabajador } = request.query;
      const { title, payslips } = await service.payslips(mes, trabajador);
      await recordDownload(service.context, actorOf(request), {
        module: MODULE,
        entityId: mes,
        document: trabajador ? 'boleta' : 'boletas',
        format: 'pdf',
        details: trabajador ? { worker: trabajador } : { workers: payslips.length },
      });
      const name = trabajador ? `${title}-${trabajador}` : title;
      return attachment(reply, `${name}.pdf`, 'pdf').send(payslipPdf(name, payslips));
    },
  );

  app.get(
    '/meses-de-planilla/:mes/detalle/:document',
    {
      config: permission('ver'),
      schema: {
        params: Type.Object({ mes: MONTH, document: Type.String({ minLength: 1, maxLength: 20 }) }, strict),
        querystring: Type.Object({ fuente: Type.Optional(OneOf(['calculo', 'cierre'] as const)) }, strict),
        response: { 200: Breakdown, ...errorResponses },
      },
    },
    async (request) =>
      service.breakdown(request.params.mes, request.params.document, request.query.fuente ?? 'calculo'),
  );
}
