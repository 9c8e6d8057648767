import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { CatalogueRecord } from '../../../src/domain/shared/catalogue';
import { actorOf } from '../request';
import { errorResponses, IdParams, OptionList, PageOf, PagingQuery, Version, VersionBody } from '../schemas';
import { filtersOf as filtersOfApi, ListFilters, type CatalogueApi } from './api';
import { catalogueExportRoute } from './export-routes';

export type { CatalogueApi, ExportColumn } from './api';

/**
 * The routes of a catalogue, per docs/catalogues.md: list (ver), read (ver), create (crear), edit
 * (editar), delete (eliminar), export .xlsx (exportar), options (ver of the module or of a module whose
 * form uses it); the export's route is export-routes.ts. Routes only translate HTTP to the service: they never touch the database.
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
  const filtersOf = filtersOfApi(api);
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

  catalogueExportRoute(fastify, api);
}
