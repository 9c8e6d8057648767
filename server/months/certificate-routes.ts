import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CertificateQuery,
  CertificatesQuery,
  IncomeCertificateList,
} from '../../src/application/months/contract';
import { MONTH_MESSAGES } from '../../src/domain/months/month';
import { sendDownload } from '../kit/downloads';
import { notFound } from '../kit/errors';
import { errorResponses, fileResponses } from '../kit/schemas';
import { incomeCertificatePdf, incomeCertificatesPdf } from './income-certificate-document';
import { permission } from './routes';
import { MODULE, type MonthService } from './service';

/**
 * The certificados de rentas y retenciones de quinta categoría (Reglamento LIR art. 45; docs/months.md):
 * the year's list, every certificate of the year in one PDF to print, and one worker's.
 */
export async function certificateRoutes(
  fastify: FastifyInstance,
  opts: { service: MonthService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = opts;

  app.get(
    '/meses-de-planilla/certificados-renta',
    {
      config: permission('ver'),
      schema: { querystring: CertificatesQuery, response: { 200: IncomeCertificateList, ...errorResponses } },
    },
    async (request) => {
      const year = request.query.anio;
      const { certificates, openMonths } = await service.incomeCertificates(year);
      return {
        year,
        openMonths,
        rows: certificates.map(({ certificate: c }) => ({
          document: c.document,
          name: c.name,
          months: c.months.length,
          taxablePay: c.taxablePay,
          annualTax: c.annualTax,
          taxWithheld: c.taxWithheld,
          balance: c.balance,
        })),
      };
    },
  );

  app.get(
    '/meses-de-planilla/certificados-renta.pdf',
    {
      config: permission('exportar'),
      schema: { querystring: CertificatesQuery, response: fileResponses },
    },
    async (request, reply) => {
      const year = request.query.anio;
      const { certificates } = await service.incomeCertificates(year);
      if (certificates.length === 0) throw notFound(MONTH_MESSAGES.noCertificates(year));
      return sendDownload(service.context, request, reply, {
        module: MODULE,
        entityId: `certificados-renta:${String(year)}`,
        document: 'certificados-renta',
        format: 'pdf',
        details: { year, workers: certificates.length },
        fileName: `certificados-renta-${String(year)}.pdf`,
        content: () => incomeCertificatesPdf(year, certificates),
      });
    },
  );

  app.get(
    '/meses-de-planilla/certificado-renta.pdf',
    {
      config: permission('exportar'),
      schema: { querystring: CertificateQuery, response: fileResponses },
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
