import { ZipArchive } from 'archiver';
import {
  ConceptCode,
  ConceptCodeChange,
  ConceptCodeList,
  ConceptParams,
  FilingMonthQuery,
  NoQuery,
} from '../../src/application/filings/contract';
import { serviceRoutes } from '../kit/service-routes';
import { sendDownload } from '../kit/downloads';
import ExcelJS from '../kit/xlsx';
import { actorOf } from '../kit/request';
import { errorResponses, fileResponses } from '../kit/schemas';
import { MODULE, type FilingService } from './service';

/**
 * The month's filings (docs/filings.md) under reporte_de_planilla: the Table 22 mapping (`ver`, `editar`)
 * and the PLAME and AFPnet files (`exportar`, audited before they are sent; refused with the list of
 * what to fix when the month's data is incomplete).
 */
export const filingRoutes = serviceRoutes<FilingService>(async (app, service, context) => {
  app.get(
    '/reporte-de-planilla/conceptos-sunat',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: {
        querystring: NoQuery,
        response: { 200: ConceptCodeList, ...errorResponses },
      },
    },
    async () => ({
      rows: await service.conceptCodes(),
      differences: await service.conceptCodeDifferences(),
    }),
  );

  app.put(
    '/reporte-de-planilla/conceptos-sunat/:concept',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      schema: {
        params: ConceptParams,
        body: ConceptCodeChange,
        response: { 200: ConceptCode, ...errorResponses },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return service.updateConceptCode(request.params.concept, version, input, actorOf(request));
    },
  );

  app.get(
    '/reporte-de-planilla/plame',
    {
      config: { permission: { module: MODULE, action: 'exportar' } },
      schema: { querystring: FilingMonthQuery, response: fileResponses },
    },
    async (request, reply) => {
      const { mes, empresa } = request.query;
      const { stem, files } = await service.plame(mes, empresa);
      return sendDownload(context, request, reply, {
        module: MODULE,
        entityId: `mes:${mes}`,
        document: 'plame',
        format: 'zip',
        details: { empresa, files: files.files.map((f) => f.name) },
        fileName: `${stem}.zip`,
        content: () => {
          const zip = new ZipArchive({ zlib: { level: 6 } });
          for (const file of files.files) zip.append(file.content, { name: file.name });
          void zip.finalize();
          return zip;
        },
      });
    },
  );

  // The AFPnet file as AFPnet reads it (.txt) and as its upload model (.xlsx): the same rows.
  for (const format of ['txt', 'xlsx'] as const)
    app.get(
      format === 'txt' ? '/reporte-de-planilla/afpnet' : '/reporte-de-planilla/afpnet.xlsx',
      {
        config: { permission: { module: MODULE, action: 'exportar' } },
        schema: { querystring: FilingMonthQuery, response: fileResponses },
      },
      async (request, reply) => {
        const { mes, empresa } = request.query;
        const file = await service.afpnet(mes, empresa);
        return sendDownload(context, request, reply, {
          module: MODULE,
          entityId: `mes:${mes}`,
          document: 'afpnet',
          format,
          details: { empresa },
          fileName: format === 'txt' ? file.name : file.name.replace(/\.txt$/, '.xlsx'),
          content: () => (format === 'txt' ? file.content : afpnetWorkbook(file.rows)),
        });
      },
    );
});

/**
 * AFPnet's own upload model (docs/filings.md): one sheet, 17 columns A–Q, no header row; the CUSPP and
 * the document number as text (leading zeros kept), every text that starts like a formula marked as text
 * by the workbook writer (quotePrefix, server/kit/xlsx.ts).
 */
async function afpnetWorkbook(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('AFPnet');
  for (const column of [2, 4]) sheet.getColumn(column).numFmt = '@';
  for (const column of [12, 13, 14, 15]) sheet.getColumn(column).numFmt = '0.00';
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
