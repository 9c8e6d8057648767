import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { BankFilePreview } from '../../src/application/bank-payments/contract';
import {
  BreakdownParams,
  BreakdownQuery,
  CtsDepositCompaniesQuery,
  CtsDepositFileQuery,
  CtsDepositQuery,
  DepositCompanies,
  LeaverList,
  LeaversQuery,
  MonthDetail,
  MonthList,
  MonthListQuery,
  MonthParams,
  MonthReopenBody,
  MonthVersionBody,
  MonthWorkerBreakdown,
  NoQuery,
  PayslipsQuery,
  SemesterQuery,
  SemesterStatementSchema,
  WorkerQuery,
  CertificateQuery,
} from '../../src/application/months/contract';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { payslipPdf } from '../payslips/document';
import { errorResponses, fileResponses } from '../kit/schemas';
import type { CtsDepositService } from './cts-deposit';
import { writeSemesterWorkbook } from './semester-workbook';
import { settlementPdf } from './settlement-document';
import { incomeCertificatePdf } from './income-certificate-document';
import { MODULE, type MonthService } from './service';

const permission = (action: 'ver' | 'editar' | 'aprobar' | 'exportar') => ({
  permission: { module: MODULE, action },
});

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
        querystring: MonthListQuery,
        response: { 200: MonthList, ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.list(request.query.year) }),
  );

  app.get(
    '/meses-de-planilla/semestre',
    {
      config: permission('ver'),
      schema: { querystring: SemesterQuery, response: { 200: SemesterStatementSchema, ...errorResponses } },
    },
    async (request) => service.semester(request.query.tipo, request.query.periodo),
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
        response: { 200: DepositCompanies, ...errorResponses },
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
        querystring: LeaversQuery,
        response: { 200: LeaverList, ...errorResponses },
      },
    },
    async (request) => ({ rows: await service.leavers(request.query.year) }),
  );

  app.get(
    '/meses-de-planilla/liquidacion.pdf',
    {
      config: permission('exportar'),
      schema: {
        querystring: WorkerQuery,
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

  // The certificado de rentas y retenciones de quinta categoría of a year (Reglamento LIR art. 45).
  app.get(
    '/meses-de-planilla/certificado-renta.pdf',
    {
      config: permission('exportar'),
      schema: {
        querystring: CertificateQuery,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const { trabajador, anio } = request.query;
      const { certificate, employer } = await service.incomeCertificate(trabajador, anio);
      await recordDownload(service.context, actorOf(request), {
        module: MODULE,
        entityId: trabajador,
        document: 'certificado-renta',
        format: 'pdf',
        details: { year: anio, taxablePay: certificate.taxablePay, taxWithheld: certificate.taxWithheld },
      });
      return attachment(reply, `certificado-renta-${String(anio)}-${trabajador}.pdf`, 'pdf').send(
        await incomeCertificatePdf(certificate, employer),
      );
    },
  );

  app.get(
    '/meses-de-planilla/:mes',
    {
      config: permission('ver'),
      schema: {
        params: MonthParams,
        querystring: NoQuery,
        response: { 200: MonthDetail, ...errorResponses },
      },
    },
    async (request) => service.get(request.params.mes),
  );

  app.post(
    '/meses-de-planilla/:mes/calculo',
    {
      config: permission('editar'),
      schema: {
        params: MonthParams,
        body: MonthVersionBody,
        response: { 200: MonthDetail, ...errorResponses },
      },
    },
    async (request) => service.compute(request.params.mes, request.body.version, actorOf(request)),
  );

  app.post(
    '/meses-de-planilla/:mes/cierre',
    {
      config: permission('editar'),
      schema: {
        params: MonthParams,
        body: MonthVersionBody,
        response: { 200: MonthDetail, ...errorResponses },
      },
    },
    async (request) => service.close(request.params.mes, request.body.version, actorOf(request)),
  );

  app.post(
    '/meses-de-planilla/:mes/reapertura',
    {
      config: permission('aprobar'),
      schema: {
        params: MonthParams,
        body: MonthReopenBody,
        response: { 200: MonthDetail, ...errorResponses },
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
        querystring: PayslipsQuery,
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
        params: BreakdownParams,
        querystring: BreakdownQuery,
        response: { 200: MonthWorkerBreakdown, ...errorResponses },
      },
    },
    async (request) =>
      service.breakdown(request.params.mes, request.params.document, request.query.fuente ?? 'calculo'),
  );
}
