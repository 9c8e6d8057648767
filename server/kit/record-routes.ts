import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { actorOf } from './request';
import { IdParams, NoQuery, VersionBody } from './schemas';
import type { AuditActor } from './versioned';
import { guarded } from './route-options';

/**
 * How a versioned record that lives under another (a worker's loan, a month's declaration, a vacation
 * period) is changed and deleted over HTTP: `PUT <path>/:id` with the fields and the version the clerk
 * saw, answering the record, and `DELETE <path>/:id` with `{ version }`, answering 204; both need
 * `editar` of the module.
 */
export interface RecordChangeApi<U extends TSchema> {
  /** The permissions' module. */
  readonly module: string;
  /** The record's path without its id: '/prestamos'. */
  readonly path: string;
  /** The edit's body: the record's fields and `version`. */
  readonly updateBody: U;
  /** What the edit answers. */
  readonly answer: TSchema;
  update(id: number, body: Static<U>, actor: AuditActor): Promise<unknown>;
  delete(id: number, version: number, actor: AuditActor): Promise<void>;
}

/**
 * Registers a record's edit and delete routes. Fastify validates params and bodies with the schemas and
 * the TypeBox type provider types them; the edit's body is read as its schema's static type without a
 * second check (a generic schema's type does not narrow through the provider, as in the period cycle's
 * routes).
 */
export async function recordChangeRoutes<U extends TSchema>(
  fastify: FastifyInstance,
  api: RecordChangeApi<U>,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    `${api.path}/:id`,
    guarded(api.module, 'editar', { params: IdParams, body: api.updateBody }, { 200: api.answer }),
    async (request) => api.update(request.params.id, request.body as Static<U>, actorOf(request)),
  );

  app.delete(
    `${api.path}/:id`,
    guarded(api.module, 'editar', { params: IdParams, body: VersionBody }, { 204: Type.Null() }),
    async (request, reply) => {
      await api.delete(request.params.id, request.body.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}

/** A service that changes and deletes its records by id and the version the clerk saw. */
export interface RecordChanges<I> {
  update(id: number, version: number, input: I, actor: AuditActor): Promise<unknown>;
  delete(id: number, version: number, actor: AuditActor): Promise<void>;
}

/**
 * `recordChangeRoutes` over such a service (a worker's loans, vacation periods, declarations): the
 * edit's body is the record's fields and `version`.
 */
export function serviceChangeRoutes<U extends TSchema>(
  fastify: FastifyInstance,
  route: { readonly module: string; readonly path: string; readonly updateBody: U; readonly answer: TSchema },
  service: RecordChanges<Omit<Static<U>, 'version'>>,
): Promise<void> {
  return recordChangeRoutes(fastify, {
    ...route,
    update: (id, body, actor) => {
      const { version, ...input } = body as Static<U> & { version: number };
      return service.update(id, version, input, actor);
    },
    delete: (id, version, actor) => service.delete(id, version, actor),
  });
}

/** A service of records that belong to an owner (a worker, a payroll month), with their changes. */
export interface OwnedRecords<P, I, U> extends RecordChanges<U> {
  /** The owner's records (`{ rows }` on the wire). */
  list(owner: P): Promise<readonly unknown[]>;
  create(owner: P, input: I, actor: AuditActor): Promise<unknown>;
}

/**
 * The routes of records under an owner: `GET <owner>` lists them (`ver`), `POST <owner>` adds one
 * (`editar`, 201 with the record), and the record's edit and delete (`recordChangeRoutes`). The owner's
 * params and the new record's body are read as their schemas' static types, as the edit's body is.
 */
export async function ownedRecordRoutes<P extends TSchema, B extends TSchema, U extends TSchema>(
  fastify: FastifyInstance,
  route: {
    readonly module: string;
    /** The owner's records: '/trabajadores/:id/prestamos'. */
    readonly owner: string;
    readonly params: P;
    /** The list's (empty) query. */
    readonly query: TSchema;
    readonly list: TSchema;
    readonly input: B;
    readonly path: string;
    readonly updateBody: U;
    readonly answer: TSchema;
  },
  service: OwnedRecords<Static<P>, Static<B>, Omit<Static<U>, 'version'>>,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { module, owner, params } = route;

  app.get(
    owner,
    guarded(module, 'ver', { params, querystring: route.query }, { 200: route.list }),
    async (request) => ({ rows: await service.list(request.params as Static<P>) }),
  );

  app.post(
    owner,
    guarded(module, 'editar', { params, body: route.input }, { 201: route.answer }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(request.params as Static<P>, request.body as Static<B>, actorOf(request))),
  );

  await serviceChangeRoutes(fastify, route, service);
}

/** A service of a worker's records (loans, court orders): listed and added by the worker's id. */
export interface WorkerRecords<I, U> extends RecordChanges<U> {
  ofWorker(workerId: number): Promise<readonly unknown[]>;
  create(workerId: number, input: I, actor: AuditActor): Promise<unknown>;
}

/**
 * `ownedRecordRoutes` of a worker's records: the owner is `/trabajadores/:id/<records>`, its list
 * takes no query.
 */
export function workerRecordRoutes<B extends TSchema, U extends TSchema>(
  fastify: FastifyInstance,
  route: {
    readonly module: string;
    readonly owner: string;
    readonly list: TSchema;
    readonly input: B;
    readonly path: string;
    readonly updateBody: U;
    readonly answer: TSchema;
  },
  service: WorkerRecords<Static<B>, Omit<Static<U>, 'version'>>,
): Promise<void> {
  return ownedRecordRoutes(
    fastify,
    { ...route, params: IdParams, query: NoQuery },
    {
      list: ({ id }) => service.ofWorker(id),
      create: ({ id }, input, actor) => service.create(id, input, actor),
      update: (id, version, input, actor) => service.update(id, version, input, actor),
      delete: (id, version, actor) => service.delete(id, version, actor),
    },
  );
}
