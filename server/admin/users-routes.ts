import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cleanNewUser,
  cleanUserEdit,
  USER_MESSAGES,
  USER_SORTS,
  validateNewUser,
  validateUserEdit,
  type NewUserInput,
  type UserEditInput,
  type UserSort,
} from '../../src/domain/admin/user';
import { usernameKey } from '../access/store';
import { recordAudit, type AuditAction } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import type { PoolUser, UserPoolAdministration } from '../identity/admin-port';
import { notFound, staleUpdate, validationFailed } from '../shared/errors';
import {
  assertValid,
  auditContext,
  conflict,
  errorResponses,
  pageSchema,
  pagingQuery,
  versionBody,
} from './http';
import { inPool } from './pool-errors';
import type { RoleStore } from './role-store';
import type { UserSync } from './user-sync';
import type { UserRecord, UserStore } from './user-store';

const roleRef = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

const userSchema = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    enabled: { type: 'boolean' },
    status: { type: 'string' },
    roles: { type: 'array', items: roleRef },
    lastSignInAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

const usernameParams = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const roleIdsSchema = {
  type: 'array',
  maxItems: 100,
  items: { type: 'integer', minimum: 1, maximum: 2147483647 },
} as const;

/** What the audit trail keeps of a user. */
const audited = (u: UserRecord) => ({
  username: u.username,
  name: u.name,
  email: u.email,
  enabled: u.enabled,
  status: u.status,
  roles: u.roles.map((r) => r.name),
});

/**
 * Users (module 'usuario'): the list from the product's copy (admin_users, paged in SQL); creation,
 * edition, disabling, enabling and password resets through the user pool's administrative port
 * (built-in pool or real Cognito), then the copy, the roles and the audit trail in one transaction.
 */
export async function userRoutes(
  app: FastifyInstance,
  opts: {
    context: ServerContext;
    pool: UserPoolAdministration;
    roles: RoleStore;
    users: UserStore;
    sync: UserSync;
  },
): Promise<void> {
  const { context, pool, roles, users, sync } = opts;
  const { db, clock } = context;

  app.get(
    '/usuarios',
    {
      config: { permission: { module: 'usuario', action: 'ver' } },
      schema: {
        querystring: pagingQuery(USER_SORTS, {
          roleId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          state: { type: 'string', enum: ['enabled', 'disabled'] },
        }),
        response: { 200: pageSchema(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query as {
        page: number;
        pageSize: number;
        sort?: UserSort;
        order: 'asc' | 'desc';
        q?: string;
        roleId?: number;
        state?: 'enabled' | 'disabled';
      };
      const page = await users.list({ ...q, sort: q.sort ?? 'username' });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/usuarios/roles',
    {
      config: { permission: { module: 'usuario', action: 'ver' } },
      schema: { response: { 200: { type: 'array', items: roleRef }, ...errorResponses } },
    },
    async () => roles.options(),
  );

  app.get(
    '/usuarios/:username',
    {
      config: { permission: { module: 'usuario', action: 'ver' } },
      schema: { params: usernameParams, response: { 200: userSchema, ...errorResponses } },
    },
    async (request) => {
      const { username } = request.params as { username: string };
      return current(username, undefined);
    },
  );

  async function checkRoles(roleIds: readonly number[]): Promise<void> {
    const found = await roles.existing(roleIds);
    if (roleIds.some((id) => !found.has(id))) {
      throw validationFailed([{ field: 'roleIds', message: USER_MESSAGES.unknownRole }]);
    }
  }

  /** Reads the user from the pool after a change (its answer is what the copy records). */
  async function fromPool(username: string): Promise<PoolUser> {
    const user = await inPool(() => pool.getUser(username));
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  }

  app.post(
    '/usuarios',
    {
      config: { permission: { module: 'usuario', action: 'crear' } },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'name', 'email', 'roleIds'],
          additionalProperties: false,
          properties: {
            username: { type: 'string', maxLength: 1000 },
            name: { type: 'string', maxLength: 1000 },
            email: { type: 'string', maxLength: 1000 },
            roleIds: roleIdsSchema,
            temporaryPassword: { type: 'string', maxLength: 1000 },
            sendInvitation: { type: 'boolean' },
          },
        },
        response: { 201: userSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as NewUserInput & { sendInvitation?: boolean };
      assertValid(validateNewUser(body));
      const input = cleanNewUser(body);
      await checkRoles(input.roleIds);
      // A generated password is only known to the pool: it must be e-mailed.
      const sendInvitation = !input.temporaryPassword || body.sendInvitation !== false;
      const created = await inPool(() =>
        pool.createUser({
          username: input.username,
          name: input.name,
          email: input.email,
          ...(input.temporaryPassword ? { temporaryPassword: input.temporaryPassword } : {}),
          sendInvitation,
        }),
      );
      const actor = auditContext(request);
      try {
        await db.transaction(async (tx) => {
          await users.upsertFromPool(tx, [created], clock.now());
          await roles.setUserRoles(tx, created.username, input.roleIds, actor.actorUsername, clock.now());
          const record = await users.get(created.username, tx);
          await recordAudit(tx, clock, {
            ...actor,
            action: 'crear',
            entity: 'usuario',
            entityId: created.username,
            after: { ...audited(record as UserRecord), invitationSent: sendInvitation },
          });
        });
      } catch (error) {
        // Nothing of the user is recorded: take the account out of the pool again.
        await pool.deleteUser(created.username).catch((e: unknown) => {
          request.log.error({ err: e, username: created.username }, 'could not undo a pool user');
        });
        throw error;
      }
      return reply.code(201).send(await users.get(created.username));
    },
  );

  /**
   * The current copy, checked against the version the client read (404 / 409). A user the pool has
   * but the copy does not yet (created elsewhere, not reconciled yet) is copied now.
   */
  async function current(username: string, version: number | undefined): Promise<UserRecord> {
    let user = await users.get(username);
    if (!user) {
      const pooled = await inPool(() => pool.getUser(username));
      if (!pooled) throw notFound(USER_MESSAGES.notFound);
      await db.transaction((tx) => users.upsertFromPool(tx, [pooled], clock.now()));
      user = (await users.get(username)) as UserRecord;
    }
    if (version !== undefined && user.version !== version) throw staleUpdate();
    return user;
  }

  const isSelf = (request: FastifyRequest, username: string) =>
    usernameKey(auditContext(request).actorUsername) === usernameKey(username);

  app.put(
    '/usuarios/:username',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: {
        params: usernameParams,
        body: {
          type: 'object',
          required: ['name', 'email', 'roleIds', 'version'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 1000 },
            email: { type: 'string', maxLength: 1000 },
            roleIds: roleIdsSchema,
            version: { type: 'integer', minimum: 1 },
          },
        },
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { username } = request.params as { username: string };
      const { version, ...body } = request.body as UserEditInput & { version: number };
      assertValid(validateUserEdit(body));
      const input = cleanUserEdit(body);
      const before = await current(username, version);
      await checkRoles(input.roleIds);
      if (isSelf(request, username)) {
        const administrative = await roles.administrativeRoleIds();
        const hadOne = before.roles.some((r) => administrative.has(r.id));
        const keepsOne = input.roleIds.some((id) => administrative.has(id));
        if (hadOne && !keepsOne) {
          throw validationFailed([{ field: 'roleIds', message: USER_MESSAGES.ownLastAdminRole }]);
        }
      }
      const attributes = {
        ...(input.name !== before.name ? { name: input.name } : {}),
        ...(input.email !== before.email ? { email: input.email } : {}),
      };
      if (Object.keys(attributes).length > 0) {
        await inPool(() => pool.updateAttributes(before.username, attributes));
      }
      const fresh = Object.keys(attributes).length > 0 ? await fromPool(before.username) : undefined;
      const actor = auditContext(request);
      await db.transaction(async (tx) => {
        if (!(await users.claimVersion(tx, before.username, version, clock.now()))) throw staleUpdate();
        if (fresh) await users.upsertFromPool(tx, [fresh], clock.now(), 'keep');
        await roles.setUserRoles(tx, before.username, input.roleIds, actor.actorUsername, clock.now());
        const after = await users.get(before.username, tx);
        await recordAudit(tx, clock, {
          ...actor,
          action: 'editar',
          entity: 'usuario',
          entityId: before.username,
          before: audited(before),
          after: audited(after as UserRecord),
        });
      });
      return users.get(before.username);
    },
  );

  /** A change of state through the pool, then the copy and the trail. */
  async function stateChange(
    request: FastifyRequest,
    username: string,
    version: number | undefined,
    action: AuditAction,
    call: (username: string) => Promise<void>,
  ): Promise<UserRecord> {
    const before = await current(username, version);
    await inPool(() => call(before.username));
    const fresh = await fromPool(before.username);
    await db.transaction(async (tx: Transaction) => {
      if (version !== undefined && !(await users.claimVersion(tx, before.username, version, clock.now()))) {
        throw staleUpdate();
      }
      await users.upsertFromPool(tx, [fresh], clock.now(), version === undefined ? 'auto' : 'keep');
      const after = await users.get(before.username, tx);
      await recordAudit(tx, clock, {
        ...auditContext(request),
        action,
        entity: 'usuario',
        entityId: before.username,
        before: audited(before),
        after: audited(after as UserRecord),
      });
    });
    return (await users.get(before.username)) as UserRecord;
  }

  app.post(
    '/usuarios/:username/deshabilitar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: usernameParams, body: versionBody, response: { 200: userSchema, ...errorResponses } },
    },
    async (request) => {
      const { username } = request.params as { username: string };
      const { version } = request.body as { version: number };
      if (isSelf(request, username)) throw conflict(USER_MESSAGES.disableSelf);
      // The pool ends every session of the user: their next API call answers 401.
      return stateChange(request, username, version, 'deshabilitar', (u) => pool.disableUser(u));
    },
  );

  app.post(
    '/usuarios/:username/habilitar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: usernameParams, body: versionBody, response: { 200: userSchema, ...errorResponses } },
    },
    async (request) => {
      const { username } = request.params as { username: string };
      const { version } = request.body as { version: number };
      return stateChange(request, username, version, 'habilitar', (u) => pool.enableUser(u));
    },
  );

  app.post(
    '/usuarios/:username/restablecer-contrasena',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: usernameParams, response: { 200: userSchema, ...errorResponses } },
    },
    async (request) => {
      const { username } = request.params as { username: string };
      // The pool sends a reset code; the user must choose a new password at the next sign-in.
      return stateChange(request, username, undefined, 'restablecer', (u) => pool.resetPassword(u));
    },
  );

  app.post(
    '/usuarios/sincronizar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: {
        response: {
          200: { type: 'object', properties: { seen: { type: 'integer' }, removed: { type: 'integer' } } },
          ...errorResponses,
        },
      },
    },
    async () => inPool(() => sync.run()),
  );
}
