import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import ExcelJS from '../xlsx';
import Type, { type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import type { CatalogueRecord } from '../../../src/domain/shared/catalogue';
import { actorOf } from '../request';
import {
  errorResponses,
  fileResponses,
  IdParams,
  OneOf,
  OptionList,
  PageOf,
  PagingQuery,
  Version,
  VersionBody,
} from '../schemas';
import type { CatalogueService } from './service';

/** A column of the exported .xlsx. */
export interface ExportColumn<E> {
  readonly header: string;
  readonly width: number;
  /** 'number' cells hold numbers (decimal texts are converted), shown with two decimals. */
  readonly kind: 'text' | 'number' | 'yesno';
  value(row: E): string | number | boolean | null;
}

/** How a catalogue is offered over HTTP. */
export interface CatalogueApi<E extends CatalogueRecord, I, S extends string> {
  /** The module code of the permissions: 'empresa'. */
  readonly module: string;
  /** The collection's path under the API prefix: '/empresas'. */
  readonly path: string;
  /** The sheet and file name of the export: 'Empresas'. */
  readonly title: string;
  readonly sorts: readonly S[];
  readonly defaultSort: S;
  readonly entity: TSchema;
  /** The input's fields (text lengths from the domain's constants). */
  readonly input: TObject;
  readonly columns: readonly ExportColumn<E>[];
  /** The list's and export's own filters besides `active` (query parameters, all optional). */
  readonly filters?: TProperties;
  /** Modules whose forms choose among this catalogue's options (vessels choose a company). */
  readonly optionsFor: readonly string[];
  readonly service: CatalogueService<E, I, S>;
}

const ListFilters = { active: Type.Optional(Type.Boolean()) };

/**
 * The routes of a catalogue, per docs/catalogues.md: list (ver), read (ver), create (crear), edit
 * (editar), delete (eliminar), export .xlsx (exportar), options (ver of the module or of a module whose
 * form uses it). Routes only translate HTTP to the service: they never touch the database.
 */
export async function catalogueRoutes<E extends CatalogueRecord, I, S extends string>(
  fastify: FastifyInstance,
  opts: { api: CatalogueApi<E, I, S> },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { api } = opts;
  const { service, module, path } = api;
  const extra = api.filters ?? {};
  const Query = PagingQuery(api.sorts, { ...ListFilters, ...extra });
  /** The catalogue's own filters of a query (those it states, when set). */
  const filtersOf = (query: object): Record<string, unknown> =>
    Object.fromEntries(Object.entries(query).filter(([k, v]) => k in extra && v !== undefined));
  const ExportQuery = Type.Object(
    {
      sort: Type.Optional(OneOf(api.sorts)),
      order: Type.Optional(OneOf(['asc', 'desc'] as const)),
      q: Query.properties.q,
      active: ListFilters.active,
      ...extra,
    },
    { additionalProperties: false },
  );
  const UpdateBody = Type.Object(
    { ...api.input.properties, version: Version },
    { additionalProperties: false },
  );
  // The input's static type is the domain's input type: the schema states the same fields.
  type Input = I;

  app.get(
    path,
    {
      config: { permission: { module, action: 'ver' } },
      schema: { querystring: Query, response: { 200: PageOf(api.entity), ...errorResponses } },
    },
    async (request) => {
      const q = request.query;
      const page = await service.list({
        page: q.page,
        pageSize: q.pageSize,
        sort: (q.sort as S | undefined) ?? api.defaultSort,
        order: q.order,
        q: q.q,
        active: q.active,
        filters: filtersOf(q),
      });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    `${path}/options`,
    {
      config: {
        anyPermission: [module, ...api.optionsFor].map((m) => ({ module: m, action: 'ver' as const })),
      },
      schema: { response: { 200: OptionList, ...errorResponses } },
    },
    async () => service.options(),
  );

  app.get(
    `${path}/export.xlsx`,
    {
      config: { permission: { module, action: 'exportar' } },
      schema: { querystring: ExportQuery, response: fileResponses },
    },
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

  app.get(
    `${path}/:id`,
    {
      config: { permission: { module, action: 'ver' } },
      schema: { params: IdParams, response: { 200: api.entity, ...errorResponses } },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    path,
    {
      config: { permission: { module, action: 'crear' } },
      schema: { body: api.input, response: { 201: api.entity, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body as Input, actorOf(request))),
  );

  app.put(
    `${path}/:id`,
    {
      config: { permission: { module, action: 'editar' } },
      schema: { params: IdParams, body: UpdateBody, response: { 200: api.entity, ...errorResponses } },
    },
    async (request) => {
      const { version, ...body } = request.body as { version: number } & Record<string, unknown>;
      return service.update(request.params.id, version, body as Input, actorOf(request));
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config: { permission: { module, action: 'eliminar' } },
      schema: { params: IdParams, body: VersionBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await service.delete(request.params.id, request.body.version, actorOf(request));
      return reply.code(204).send(null);
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
