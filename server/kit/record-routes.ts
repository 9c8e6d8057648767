import type { FastifyInstance } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { Check } from 'typebox/value';
import { validationFailed } from './errors';
import { actorOf } from './request';
import { errorResponses, IdParams, VersionBody } from './schemas';
import type { AuditActor } from './versioned';

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
 * Registers a record's edit and delete routes. Fastify validates params and bodies with the schemas;
 * the edit's body is checked against its schema once more to give it the schema's type (a generic
 * schema's type does not narrow through Fastify's type provider).
 */
export async function recordChangeRoutes<U extends TSchema>(
  app: FastifyInstance,
  api: RecordChangeApi<U>,
): Promise<void> {
  app.put(
    `${api.path}/:id`,
    {
      config: { permission: { module: api.module, action: 'editar' } },
      schema: { params: IdParams, body: api.updateBody, response: { 200: api.answer, ...errorResponses } },
    },
    async (request) => {
      const { params, body } = request;
      if (!Check(IdParams, params) || !Check(api.updateBody, body)) throw validationFailed([]);
      return api.update(params.id, body, actorOf(request));
    },
  );

  app.delete(
    `${api.path}/:id`,
    {
      config: { permission: { module: api.module, action: 'editar' } },
      schema: { params: IdParams, body: VersionBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { params, body } = request;
      if (!Check(IdParams, params) || !Check(VersionBody, body)) throw validationFailed([]);
      await api.delete(params.id, body.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
