import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import {
  NoQuery,
  PayrollReportSchema,
  PayrollSummary,
  ReportPeriods,
  ReportQuery,
} from '../../src/application/payroll-report/contract';
import type { ReportFilters } from '../../src/domain/payroll-report/report';
import { formatDateTime } from '../../src/domain/shared/dates';
import { attachment, recordDownload } from '../kit/downloads';
import { pdfStream } from '../kit/pdf';
import { actorOf } from '../kit/request';
import { errorResponses, fileResponses } from '../kit/schemas';
import { reportDocument } from './document';
import { MODULE, periodOf, type PayrollReportService } from './service';
import { writeReportWorkbook } from './workbook';
import { guarded } from '../kit/route-options';
import { serviceRoutes } from '../kit/service-routes';

type Query = Static<typeof ReportQuery>;

const filtersOf = (q: Query): ReportFilters => ({
  company: q.empresa,
  vessel: q.embarcacion,
  position: q.cargo,
  text: q.q,
});

/** What the audit keeps of a report's download: its period and filters. */
const coverage = (q: Query) => ({
  entityId: q.semana !== undefined ? `semana:${q.semana}` : `mes:${q.mes ?? ''}`,
  details: Object.fromEntries(
    Object.entries({ empresa: q.empresa, embarcacion: q.embarcacion, cargo: q.cargo, q: q.q }).filter(
      ([, v]) => v !== undefined && v !== '',
    ),
  ),
});

/**
 * The payroll report (reporte_de_planilla; docs/payroll-report.md): `ver` reads it on screen, `exportar`
 * downloads it as .xlsx or PDF (audited before it is sent); the dashboard's figures for anyone who may
 * see the payroll.
 */
export const payrollReportRoutes = serviceRoutes<PayrollReportService>(async (app, service, context) => {
  /** The report the query asks for, its download recorded in the audit trail. */
  const downloadedReport = async (request: FastifyRequest, query: Query, format: 'xlsx' | 'pdf') => {
    const report = await service.report(periodOf(query), filtersOf(query));
    const { entityId, details } = coverage(query);
    await recordDownload(context, actorOf(request), {
      module: MODULE,
      entityId,
      document: 'reporte',
      format,
      details: { ...details, workers: report.rows.length },
    });
    return report;
  };

  app.get(
    '/reporte-de-planilla/periodos',
    guarded(MODULE, 'ver', { querystring: NoQuery }, { 200: ReportPeriods }),
    async () => service.periods(),
  );

  app.get(
    '/reporte-de-planilla/resumen',
    {
      config: {
        anyPermission: [
          { module: MODULE, action: 'ver' },
          { module: 'semana_de_pesca', action: 'ver' },
        ],
      },
      schema: { querystring: NoQuery, response: { 200: PayrollSummary, ...errorResponses } },
    },
    async () => service.summary(),
  );

  app.get(
    '/reporte-de-planilla',
    guarded(MODULE, 'ver', { querystring: ReportQuery }, { 200: PayrollReportSchema }),
    async (request) => service.report(periodOf(request.query), filtersOf(request.query)),
  );

  app.get(
    '/reporte-de-planilla.xlsx',
    guarded(MODULE, 'exportar', { querystring: ReportQuery }, fileResponses),
    async (request, reply) => {
      const report = await downloadedReport(request, request.query, 'xlsx');
      const out = new PassThrough();
      void writeReportWorkbook(out, report).catch((error: unknown) => {
        request.log.error({ err: error }, 'report workbook failed');
        out.destroy(error as Error);
      });
      return attachment(reply, `${report.fileName}.xlsx`, 'xlsx').send(out);
    },
  );

  app.get(
    '/reporte-de-planilla.pdf',
    guarded(MODULE, 'exportar', { querystring: ReportQuery }, fileResponses),
    async (request, reply) => {
      const report = await downloadedReport(request, request.query, 'pdf');
      const stream = await pdfStream(
        reportDocument(report, formatDateTime(context.clock.now().toISOString())),
      );
      return attachment(reply, `${report.fileName}.pdf`, 'pdf').send(stream);
    },
  );
});
