import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  EMAIL_MAX,
  NAME_MAX,
  TEMPORARY_PASSWORD_MAX,
  USER_SORTS,
  USERNAME_MAX,
  type UserSummary,
} from '../../src/domain/admin/user';
import { GrantPolicy } from '../access/grant-policy';
import type { ServerContext } from '../context';
import type { UserPoolAdministration } from '../identity/admin-port';
import { actorOf } from '../kit/request';
import { errorResponses, OneOf, PageOf, PagingQuery, Text, Version, VersionBody } from '../kit/schemas';
import type { RoleStore } from './role-store';
import { UserService, type CheckUserRoles } from './user-service';
import type { UserSync } from './user-sync';
import type { UserStore } from './user-store';

const RoleRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const UserSchema = Type.Object({
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  enabled: Type.Boolean(),
  status: Type.String(),
  roles: Type.Unsafe<UserSummary['roles']>(Type.Array(RoleRef)),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  version: Type.Integer(),
});

const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 128 }) });

const RoleIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100 });

const NewUserBody = Type.Object(
  {
    username: Text(USERNAME_MAX),
    name: Text(NAME_MAX),
    email: Text(EMAIL_MAX),
    roleIds: RoleIds,
    temporaryPassword: Type.Optional(Text(TEMPORARY_PASSWORD_MAX)),
    sendInvitation: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const UserEditBody = Type.Object(
  { name: Text(NAME_MAX), email: Text(EMAIL_MAX), roleIds: RoleIds, version: Version },
  { additionalProperties: false },
);

/**
 * Users (module 'usuario'): list, read, create, edit, disable, enable, password reset and the
 * reconciliation with the user pool. HTTP only: the rules are in `UserService`.
 */
export async function userRoutes(
  fastify: FastifyInstance,
  opts: {
    context: ServerContext;
    pool: UserPoolAdministration;
    roles: RoleStore;
    users: UserStore;
    sync: UserSync;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { context, pool, roles, users, sync } = opts;
  const service = new UserService(context, pool, roles, users, sync);
  const grantPolicy = new GrantPolicy(context.db, context.clock);
  /** The grant policy for the caller of this request (nobody gains permissions through roles). */
  const rolesOf =
    (request: FastifyRequest): CheckUserRoles =>
    (change) =>
      grantPolicy.checkUserRoles(request, change);

  app.get(
    '/usuarios',
    {
      config: { permission: { module: 'usuario', action: 'ver' } },
      schema: {
        querystring: PagingQuery(USER_SORTS, {
          roleId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
          state: Type.Optional(OneOf(['enabled', 'disabled'] as const)),
        }),
        response: { 200: PageOf(UserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await service.list({ ...q, sort: q.sort ?? 'username' });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/usuarios/roles',
    {
      config: { permission: { module: 'usuario', action: 'ver' } },
      schema: { response: { 200: Type.Array(RoleRef), ...errorResponses } },
    },
    async () => service.roleOptions(),
  );

  app.get(
    '/usuarios/:username',
    {
      config: { permission: { module: 'usuario', action: 'ver' } },
      schema: { params: UsernameParams, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.get(request.params.username),
  );

  app.post(
    '/usuarios',
    {
      config: { permission: { module: 'usuario', action: 'crear' } },
      schema: { body: NewUserBody, response: { 201: UserSchema, ...errorResponses } },
    },
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
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: {
        params: UsernameParams,
        body: UserEditBody,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { version, ...body } = request.body;
      return service.update(request.params.username, version, body, actorOf(request), rolesOf(request));
    },
  );

  app.post(
    '/usuarios/:username/deshabilitar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: UsernameParams, body: VersionBody, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.disable(request.params.username, request.body.version, actorOf(request)),
  );

  app.post(
    '/usuarios/:username/habilitar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: UsernameParams, body: VersionBody, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.enable(request.params.username, request.body.version, actorOf(request)),
  );

  app.post(
    '/usuarios/:username/restablecer-contrasena',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: UsernameParams, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.resetPassword(request.params.username, actorOf(request)),
  );

  app.post(
    '/usuarios/sincronizar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: {
        response: {
          200: Type.Object({ seen: Type.Integer(), removed: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async () => service.synchronize(),
  );
}
