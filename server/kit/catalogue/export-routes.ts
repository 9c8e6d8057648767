import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { CatalogueRecord } from '../../../src/domain/shared/catalogue';
import { actorOf } from '../request';
import { fileResponses, OneOf, PagingQuery } from '../schemas';
import ExcelJS from '../xlsx';
import { filtersOf as filtersOfApi, ListFilters, type CatalogueApi } from './api';
import { guarded } from '../route-options';

/**
 * The export of a catalogue as .xlsx (exportar), per docs/catalogues.md: the list's sort, search and
 * filters without paging, streamed row by row.
 */
export function catalogueExportRoute<E extends CatalogueRecord, I, S extends string>(
  fastify: FastifyInstance,
  api: CatalogueApi<E, I, S>,
): void {
  const { service } = api;
  const filtersOf = filtersOfApi(api);
  const ExportQuery = Type.Object(
    {
      sort: Type.Optional(OneOf(api.sorts)),
      order: Type.Optional(OneOf(['asc', 'desc'] as const)),
      q: PagingQuery(api.sorts, {}).properties.q,
      active: ListFilters.active,
      ...api.filters,
    },
    { additionalProperties: false },
  );

  fastify
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      `${api.path}/export.xlsx`,
      guarded(api.module, 'exportar', { querystring: ExportQuery }, fileResponses),
      async (request, reply) => {
        const q = request.query as Static<typeof ExportQuery>;
        const filters = {
          sort: (q.sort as S | undefined) ?? api.defaultSort,
          order: q.order ?? 'asc',
          q: q.q,
          active: q.active,
          filters: filtersOf(q),
        };
        await service.recordExport(filters, actorOf(request));
        const out = new PassThrough();
        void writeWorkbook(out, api, service.exportRows(filters)).catch((error: unknown) => {
          request.log.error({ err: error }, 'export failed');
          out.destroy(error as Error);
        });
        return reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'Content-Disposition',
            `attachment; filename="${api.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${service.today()}.xlsx"`,
          )
          .header('Cache-Control', 'no-store')
          .send(out);
      },
    );
}

/** Streams the rows into an .xlsx: Spanish headers, numbers as numeric cells, row by row. */
async function writeWorkbook<E>(
  out: PassThrough,
  api: Pick<CatalogueApi<E & CatalogueRecord, unknown, string>, 'title' | 'columns'>,
  batches: AsyncGenerator<E[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(api.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = api.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    ...(c.kind === 'number' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const row of rows) {
      sheet
        .addRow(
          api.columns.map((c) => {
            const value = c.value(row as E & CatalogueRecord);
            if (value === null) return null;
            if (c.kind === 'number') return Number(value);
            if (c.kind === 'yesno') return value ? 'Sí' : 'No';
            return value;
          }),
        )
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
