import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CertificateQuery,
  LeaverList,
  LeaversQuery,
  WorkerQuery,
} from '../../src/application/months/contract';
import { sendDownload } from '../kit/downloads';
import { errorResponses, fileResponses } from '../kit/schemas';
import { permission } from './routes';
import { MODULE, type MonthService } from './service';
import { incomeCertificatePdf } from './income-certificate-document';
import { settlementPdf } from './settlement-document';

/**
 * The settlements of the workers who left (docs/months.md): a year's list and one leaver's PDF; and a
 * worker's certificate of income and withholdings of a year.
 */
export async function leaverRoutes(fastify: FastifyInstance, opts: { service: MonthService }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

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
      return sendDownload(service.context, request, reply, {
        module: MODULE,
        entityId: trabajador,
        document: 'liquidacion',
        format: 'pdf',
        details: { endDate: settlement.worker.endDate, total: settlement.total },
        fileName: `liquidacion-${trabajador}.pdf`,
        content: () => settlementPdf(settlement, employer),
      });
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
      return sendDownload(service.context, request, reply, {
        module: MODULE,
        entityId: trabajador,
        document: 'certificado-renta',
        format: 'pdf',
        details: { year: anio, taxablePay: certificate.taxablePay, taxWithheld: certificate.taxWithheld },
        fileName: `certificado-renta-${String(anio)}-${trabajador}.pdf`,
        content: () => incomeCertificatePdf(certificate, employer),
      });
    },
  );
}
