import type { FastifyRequest } from 'fastify';
import { ZipArchive } from 'archiver';
import Type from 'typebox';
import { payslipFileName } from '../../src/domain/shared/payslip';
import { attachment, recordDownload, sendDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { fileResponses, IdParams, NoQuery } from '../kit/schemas';
import { payslipPdf, payslipPdfBuffer } from './document';
import { MODULE, type PayslipService } from './service';
import { guarded } from '../kit/route-options';
import { serviceRoutes } from '../kit/service-routes';

const DocumentParams = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    document: Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' }),
  },
  { additionalProperties: false },
);

/**
 * The payslips of a closed week (docs/payslips.md), as PDF, with `exportar` on semana_de_pesca; every
 * download audited (who, which week, which worker) before it is sent.
 */
export const payslipRoutes = serviceRoutes<PayslipService>(async (app, service, context) => {
  /** The week's payslips, their download recorded in the audit trail. */
  const weekPayslips = async (request: FastifyRequest, id: number, format: 'pdf' | 'zip') => {
    const week = await service.week(id);
    await recordDownload(context, actorOf(request), {
      module: MODULE,
      entityId: String(id),
      document: 'boletas',
      format,
      details: { workers: week.payslips.length },
    });
    return week;
  };

  app.get(
    '/semanas-de-pesca/:id/boletas.pdf',
    guarded(MODULE, 'exportar', { params: IdParams, querystring: NoQuery }, fileResponses),
    async (request, reply) => {
      const { title, payslips } = await weekPayslips(request, request.params.id, 'pdf');
      return attachment(reply, `${title}.pdf`, 'pdf').send(payslipPdf(title, payslips));
    },
  );

  app.get(
    '/semanas-de-pesca/:id/boletas.zip',
    guarded(MODULE, 'exportar', { params: IdParams, querystring: NoQuery }, fileResponses),
    async (request, reply) => {
      const { title, payslips } = await weekPayslips(request, request.params.id, 'zip');
      // One PDF per worker, rendered one at a time as the zip is written (memory stays bounded); the
      // PDFs are compressed already, so they are stored as they are.
      const zip = new ZipArchive({ zlib: { level: 6 } });
      const names = new Set<string>();
      void (async () => {
        for (const payslip of payslips) {
          let name = payslipFileName(payslip.worker);
          // Two workers with the same document in two companies' rows never overwrite each other.
          for (let n = 2; names.has(name); n++) name = name.replace(/(-\d+)?\.pdf$/, `-${n}.pdf`);
          names.add(name);
          zip.append(await payslipPdfBuffer(name.replace(/\.pdf$/, ''), [payslip]), { name, store: true });
        }
        await zip.finalize();
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'payslips zip failed');
        zip.destroy(error as Error);
      });
      return attachment(reply, `${title}.zip`, 'zip').send(zip);
    },
  );

  app.get(
    '/semanas-de-pesca/:id/boletas/:document',
    guarded(MODULE, 'exportar', { params: DocumentParams, querystring: NoQuery }, fileResponses),
    async (request, reply) => {
      const { id, document } = request.params;
      const payslip = await service.worker(id, document);
      const name = payslipFileName(payslip.worker);
      return sendDownload(context, request, reply, {
        module: MODULE,
        entityId: String(id),
        document: 'boleta',
        format: 'pdf',
        details: { worker: document },
        fileName: name,
        content: () => payslipPdf(name.replace(/\.pdf$/, ''), [payslip]),
      });
    },
  );
});
