import {
  CertificateQuery,
  CertificatesQuery,
  IncomeCertificateList,
} from '../../src/application/months/contract';
import { MONTH_MESSAGES } from '../../src/domain/months/month';
import { sendDownload } from '../kit/downloads';
import { notFound } from '../kit/errors';
import { guarded } from '../kit/route-options';
import { fileResponses } from '../kit/schemas';
import { typedRoutes } from '../kit/typed-routes';
import { incomeCertificatePdf, incomeCertificatesPdf } from './income-certificate-document';
import { MODULE, type MonthService } from './service';

/**
 * The certificados de rentas y retenciones de quinta categoría (Reglamento LIR art. 45; docs/months.md):
 * the year's list, every certificate of the year in one PDF to print, and one worker's.
 */
export const certificateRoutes = typedRoutes<{ service: MonthService }>(async (app, { service }) => {
  app.get(
    '/meses-de-planilla/certificados-renta',
    guarded(MODULE, 'ver', { querystring: CertificatesQuery }, { 200: IncomeCertificateList }),
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
    guarded(MODULE, 'exportar', { querystring: CertificatesQuery }, fileResponses),
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
    guarded(MODULE, 'exportar', { querystring: CertificateQuery }, fileResponses),
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
});
