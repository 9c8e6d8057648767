import type { FastifyInstance } from 'fastify';
import Type, { type Static, type TObject, type TSchema } from 'typebox';
import { Check } from 'typebox/value';
import type { PermissionAction } from '../../src/domain/shell/modules';
import { validationFailed } from './errors';
import { actorOf } from './request';
import { errorResponses, IdParams, Version, VersionBody } from './schemas';
import type { AuditActor } from './versioned';

/** Who may call a route: an action of a module. */
interface RoutePermission {
  readonly module: string;
  readonly action: PermissionAction;
}

/**
 * `POST <path>` with `{ version }`: a change of state of a versioned record the clerk saw at that
 * version (publish, withdraw, disable, enable), answering the record. `path` names the record's params
 * (`/noticias/:id/publicar`), which `params` validates. The params are checked against their schema
 * once more to give them the schema's type (a generic schema's type does not narrow through Fastify's
 * type provider).
 */
export function versionedActionRoute<P extends TObject>(
  app: FastifyInstance,
  route: {
    readonly path: string;
    readonly permission: RoutePermission;
    readonly params: P;
    readonly answer: TSchema;
    run(params: Static<P>, version: number, actor: AuditActor): Promise<unknown>;
  },
): void {
  app.post(
    route.path,
    {
      config: { permission: route.permission },
      schema: { params: route.params, body: VersionBody, response: { 200: route.answer, ...errorResponses } },
    },
    async (request) => {
      const { params, body } = request;
      if (!Check(route.params, params) || !Check(VersionBody, body)) throw validationFailed([]);
      return route.run(params, body.version, actorOf(request));
    },
  );
}

const VersionQuery = Type.Object({ version: Version });

/**
 * `DELETE <path>/:id?version=n` (module's `eliminar`): deletes a versioned record the clerk saw at that
 * version, answering 204.
 */
export function deleteByVersionRoute(
  app: FastifyInstance,
  route: {
    readonly path: string;
    readonly module: string;
    remove(id: number, version: number, actor: AuditActor): Promise<void>;
  },
): void {
  app.delete(
    `${route.path}/:id`,
    {
      config: { permission: { module: route.module, action: 'eliminar' } },
      schema: {
        params: IdParams,
        querystring: VersionQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      if (!Check(IdParams, params) || !Check(VersionQuery, query)) throw validationFailed([]);
      await route.remove(params.id, query.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
