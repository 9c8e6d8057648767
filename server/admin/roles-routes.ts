import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, ROLE_SORTS, type Grants } from '../../src/domain/admin/role';
import { PERMISSION_ACTIONS } from '../../src/domain/shell/modules';
import { GrantPolicy } from '../access/grant-policy';
import type { ServerContext } from '../context';
import { actorOf } from '../kit/request';
import { IdParams, OneOf, PageOf, PagingQuery, Text, Version } from '../kit/schemas';
import { deleteByVersionRoute } from '../kit/versioned-record-routes';
import { RoleService, type CheckRoleGrants } from './role-service';
import type { RoleStore } from './role-store';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/** Module code → actions; at most every module of the table, each with the six actions. */
const GrantsSchema = Type.Unsafe<Grants>(
  Type.Record(Type.String({ maxLength: 60 }), Type.Array(OneOf(PERMISSION_ACTIONS), { maxItems: 12 }), {
    maxProperties: 200,
  }),
);

const RoleFields = {
  name: Text(ROLE_NAME_MAX),
  description: Text(ROLE_DESCRIPTION_MAX),
  grants: GrantsSchema,
};
const RoleBody = Type.Object(RoleFields, { additionalProperties: false });
const RoleUpdateBody = Type.Object({ ...RoleFields, version: Version }, { additionalProperties: false });

const RoleSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  system: Type.Boolean(),
  usersCount: Type.Integer(),
  modulesCount: Type.Integer(),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
const RoleDetailSchema = Type.Object({ ...RoleSummarySchema.properties, grants: GrantsSchema });

const ModuleSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  group: Type.String(),
  subgroup: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Roles (module 'rol'): list, search, create, edit, delete, and the permission matrix (every module ×
 * ver, crear, editar, eliminar, exportar, aprobar). HTTP only: the rules are in `RoleService`.
 */
export const roleRoutes = typedRoutes<{ context: ServerContext; roles: RoleStore }>(async (app, opts) => {
  const roles = new RoleService(opts.context, opts.roles);
  const grantPolicy = new GrantPolicy(opts.context.db, opts.context.clock);
  /** The grant policy for the caller of this request (no granting what they do not hold). */
  const grantsOf =
    (request: FastifyRequest): CheckRoleGrants =>
    (change) =>
      grantPolicy.checkRoleGrants(request, change);

  app.get(
    '/roles',
    guarded('rol', 'ver', { querystring: PagingQuery(ROLE_SORTS, {}) }, { 200: PageOf(RoleSummarySchema) }),
    async (request) => {
      const q = request.query;
      const page = await roles.list(q);
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get('/roles/modulos', guarded('rol', 'ver', {}, { 200: Type.Array(ModuleSchema) }), async () =>
    roles.modules(),
  );

  app.get(
    '/roles/:id',
    guarded('rol', 'ver', { params: IdParams }, { 200: RoleDetailSchema }),
    async (request) => roles.get(request.params.id),
  );

  app.post(
    '/roles',
    guarded('rol', 'crear', { body: RoleBody }, { 201: RoleDetailSchema }),
    async (request, reply) =>
      reply.code(201).send(await roles.create(request.body, actorOf(request), grantsOf(request))),
  );

  app.put(
    '/roles/:id',
    guarded('rol', 'editar', { params: IdParams, body: RoleUpdateBody }, { 200: RoleDetailSchema }),
    async (request) => {
      const { version, ...body } = request.body;
      return roles.update(request.params.id, version, body, actorOf(request), grantsOf(request));
    },
  );

  deleteByVersionRoute(app, {
    path: '/roles',
    module: 'rol',
    remove: (id, version, actor) => roles.delete(id, version, actor),
  });
});
