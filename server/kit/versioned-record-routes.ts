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

/** How a version-guarded change of state of a record runs, given its params. */
type VersionedAction<P extends TObject> = (
  params: Static<P>,
  version: number,
  actor: AuditActor,
) => Promise<unknown>;

/**
 * `POST <path>` with `{ version }`, one route a path: changes of state of a versioned record the clerk
 * saw at that version (publish, withdraw, disable, enable), answering the record, all under the same
 * permission. Each path names the record's params (`/noticias/:id/publicar`), which `params` validates;
 * they are checked against their schema once more to give them the schema's type (a generic schema's
 * type does not narrow through Fastify's type provider).
 */
export function versionedActionRoutes<P extends TObject>(
  app: FastifyInstance,
  routes: { readonly permission: RoutePermission; readonly params: P; readonly answer: TSchema },
  actions: Readonly<Record<string, VersionedAction<P>>>,
): void {
  for (const [path, run] of Object.entries(actions)) {
    app.post(
      path,
      {
        config: { permission: routes.permission },
        schema: {
          params: routes.params,
          body: VersionBody,
          response: { 200: routes.answer, ...errorResponses },
        },
      },
      async (request) => {
        const { params, body } = request;
        if (!Check(routes.params, params) || !Check(VersionBody, body)) throw validationFailed([]);
        return run(params, body.version, actorOf(request));
      },
    );
  }
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
