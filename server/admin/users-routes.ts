import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { USER_SORTS } from '../../src/domain/admin/user';
import { GrantPolicy } from '../access/grant-policy';
import type { ServerContext } from '../context';
import type { UserPoolAdministration } from '../identity/admin-port';
import { actorOf } from '../kit/request';
import { OneOf, PageOf, PagingQuery } from '../kit/schemas';
import { addUserAccountRoutes } from './user-account-routes';
import { NewUserBody, RoleRef, UserEditBody, UsernameParams, UserSchema } from './user-schemas';
import type { RoleStore } from './role-store';
import { UserService, type CheckUserRoles } from './user-service';
import type { UserSync } from './user-sync';
import type { UserStore } from './user-store';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * Users (module 'usuario'): list, read, create and edit; their accounts' actions (disable, enable,
 * password reset, reconciliation with the user pool) in user-account-routes.ts. HTTP only: the rules
 * are in `UserService`.
 */
export const userRoutes = typedRoutes<{
  context: ServerContext;
  pool: UserPoolAdministration;
  roles: RoleStore;
  users: UserStore;
  sync: UserSync;
}>(async (app, { context, pool, roles, users, sync }) => {
  const service = new UserService(context, pool, roles, users, sync);
  const grantPolicy = new GrantPolicy(context.db, context.clock);
  /** The grant policy for the caller of this request (nobody gains permissions through roles). */
  const rolesOf =
    (request: FastifyRequest): CheckUserRoles =>
    (change) =>
      grantPolicy.checkUserRoles(request, change);

  app.get(
    '/usuarios',
    guarded(
      'usuario',
      'ver',
      {
        querystring: PagingQuery(USER_SORTS, {
          roleId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
          state: Type.Optional(OneOf(['enabled', 'disabled'] as const)),
        }),
      },
      { 200: PageOf(UserSchema) },
    ),
    async (request) => {
      const q = request.query;
      const page = await service.list({ ...q, sort: q.sort ?? 'username' });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get('/usuarios/roles', guarded('usuario', 'ver', {}, { 200: Type.Array(RoleRef) }), async () =>
    service.roleOptions(),
  );

  app.get(
    '/usuarios/:username',
    guarded('usuario', 'ver', { params: UsernameParams }, { 200: UserSchema }),
    async (request) => service.get(request.params.username),
  );

  app.post(
    '/usuarios',
    guarded('usuario', 'crear', { body: NewUserBody }, { 201: UserSchema }),
    async (request, reply) => {
      const created = await service.create(
        request.body,
        actorOf(request),
        rolesOf(request),
        (err, username) => request.log.error({ err, username }, 'could not undo a pool user'),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/usuarios/:username',
    guarded('usuario', 'editar', { params: UsernameParams, body: UserEditBody }, { 200: UserSchema }),
    async (request) => {
      const { version, ...body } = request.body;
      return service.update(request.params.username, version, body, actorOf(request), rolesOf(request));
    },
  );

  addUserAccountRoutes(app, service);
});
