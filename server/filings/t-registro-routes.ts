import { ZipArchive } from 'archiver';
import { TRegistroQuery } from '../../src/application/filings/contract';
import { serviceRoutes } from '../kit/service-routes';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { fileResponses } from '../kit/schemas';
import type { TRegistroService } from './t-registro';

/**
 * SUNAT's import files are read by its validator on Windows: written in ISO-8859-1 (Ñ is one byte),
 * never UTF-8 (docs/filings.md).
 */
const sunatBytes = (content: string): Buffer => Buffer.from(content, 'latin1');

/**
 * The T-Registro files (docs/filings.md) from the workers' screen: `exportar` on trabajador, audited
 * before they are sent; refused with the list of what to fix. The zip, or one file (`archivo`).
 */
export const tRegistroRoutes = serviceRoutes<TRegistroService>(async (app, service, context) => {
  app.get(
    '/trabajadores/t-registro',
    {
      config: { permission: { module: 'trabajador', action: 'exportar' } },
      schema: { querystring: TRegistroQuery, response: fileResponses },
    },
    async (request, reply) => {
      const { empresa, trabajador, desde, hasta, archivo } = request.query;
      const { stem, files, movements } = await service.files({
        empresa,
        ...(trabajador !== undefined ? { trabajador } : {}),
        ...(desde !== undefined ? { desde } : {}),
        ...(hasta !== undefined ? { hasta } : {}),
      });
      const one = archivo === undefined ? undefined : files.find((f) => f.name.endsWith(`.${archivo}`));
      await recordDownload(context, actorOf(request), {
        module: 'trabajador',
        entityId: trabajador !== undefined ? `t-registro:${trabajador}` : `t-registro:${desde}:${hasta}`,
        document: 't-registro',
        format: archivo === undefined ? 'zip' : 'txt',
        details: { empresa, movements, files: files.map((f) => f.name) },
      });
      if (archivo !== undefined) {
        // A file the movements do not need (.ide of leavers alone) is sent empty.
        return attachment(reply, `${stem}.${archivo}`, 'txt')
          .header('content-type', 'text/plain; charset=iso-8859-1')
          .send(sunatBytes(one?.content ?? ''));
      }
      const zip = new ZipArchive({ zlib: { level: 6 } });
      for (const file of files) zip.append(sunatBytes(file.content), { name: file.name });
      void zip.finalize();
      return attachment(reply, `${stem}.zip`, 'zip').send(zip);
    },
  );
});
