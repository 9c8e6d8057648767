import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cleanRole,
  isAdministrative,
  normalizeGrants,
  ROLE_MESSAGES,
  ROLE_SORTS,
  roleInUseMessage,
  validateRole,
  type Grants,
  type RoleInput,
  type RoleSort,
} from '../../src/domain/admin/role';
import { usernameKey } from '../access/store';
import { recordAudit } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import { accessRoles, accessUserRoles } from '../db/schema';
import { notFound, staleUpdate, validationFailed } from '../shared/errors';
import {
  assertValid,
  auditContext,
  conflict,
  errorResponses,
  isUniqueViolation,
  pageSchema,
  pagingQuery,
} from './http';
import type { RoleStore } from './role-store';

const grantsSchema = {
  type: 'object',
  maxProperties: 200,
  additionalProperties: { type: 'array', maxItems: 12, items: { type: 'string', maxLength: 20 } },
} as const;

const roleBody = {
  type: 'object',
  required: ['name', 'description', 'grants'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 1000 },
    description: { type: 'string', maxLength: 5000 },
    grants: grantsSchema,
  },
} as const;

const summary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    system: { type: 'boolean' },
    usersCount: { type: 'integer' },
    modulesCount: { type: 'integer' },
    version: { type: 'integer' },
    updatedAt: { type: 'string' },
  },
} as const;

const detail = { ...summary, properties: { ...summary.properties, grants: grantsSchema } } as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const MESSAGE_NOT_FOUND = 'El rol no existe.';
const sameGrants = (a: Grants, b: Grants) =>
  JSON.stringify(normalizeGrants(a)) === JSON.stringify(normalizeGrants(b));

/**
 * Roles (module 'rol'): list, search, create, edit, delete, and the permission matrix (every module ×
 * ver, crear, editar, eliminar, exportar, aprobar). Every write is audited in its own transaction.
 */
export async function roleRoutes(
  app: FastifyInstance,
  opts: { context: ServerContext; roles: RoleStore },
): Promise<void> {
  const { context, roles } = opts;
  const { db, clock } = context;

  app.get(
    '/roles',
    {
      config: { permission: { module: 'rol', action: 'ver' } },
      schema: {
        querystring: pagingQuery(ROLE_SORTS),
        response: { 200: pageSchema(summary), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query as {
        page: number;
        pageSize: number;
        sort?: RoleSort;
        order: 'asc' | 'desc';
        q?: string;
      };
      const page = await roles.list({ ...q, sort: q.sort ?? 'name' });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/roles/modulos',
    {
      config: { permission: { module: 'rol', action: 'ver' } },
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                name: { type: 'string' },
                group: { type: 'string' },
                subgroup: { type: ['string', 'null'] },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async () => roles.modules(),
  );

  app.get(
    '/roles/:id',
    {
      config: { permission: { module: 'rol', action: 'ver' } },
      schema: { params: idParams, response: { 200: detail, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const role = await roles.get(id);
      if (!role) throw notFound(MESSAGE_NOT_FOUND);
      return role;
    },
  );

  /** The rules of the domain plus those that need the database. */
  async function checkInput(input: RoleInput, exceptId?: number): Promise<RoleInput> {
    assertValid(validateRole(input, await roles.moduleCodes()));
    const clean = cleanRole(input);
    if (await roles.nameTaken(clean.name, exceptId)) {
      throw validationFailed([{ field: 'name', message: ROLE_MESSAGES.nameTaken }]);
    }
    return clean;
  }

  const nameTakenOnRace = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw validationFailed([{ field: 'name', message: ROLE_MESSAGES.nameTaken }]);
    }
    throw error;
  };

  app.post(
    '/roles',
    {
      config: { permission: { module: 'rol', action: 'crear' } },
      schema: { body: roleBody, response: { 201: detail, ...errorResponses } },
    },
    async (request, reply) => {
      const input = await checkInput(request.body as RoleInput);
      const id = await db
        .transaction(async (tx) => {
          const id = await roles.create(tx, input, clock.now());
          await recordAudit(tx, clock, {
            ...auditContext(request),
            action: 'crear',
            entity: 'rol',
            entityId: String(id),
            after: input,
          });
          return id;
        })
        .catch(nameTakenOnRace);
      return reply.code(201).send(await roles.get(id));
    },
  );

  app.put(
    '/roles/:id',
    {
      config: { permission: { module: 'rol', action: 'editar' } },
      schema: {
        params: idParams,
        body: {
          ...roleBody,
          required: [...roleBody.required, 'version'],
          properties: { ...roleBody.properties, version: { type: 'integer', minimum: 1 } },
        },
        response: { 200: detail, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { version, ...body } = request.body as RoleInput & { version: number };
      const current = await roles.get(id);
      if (!current) throw notFound(MESSAGE_NOT_FOUND);
      if (current.version !== version) throw staleUpdate();
      const input = await checkInput(body, id);
      const grantsChanged = !sameGrants(current.grants, input.grants);
      if (current.system && grantsChanged) {
        throw validationFailed([{ field: 'grants', message: ROLE_MESSAGES.systemGrants }]);
      }
      const actor = auditContext(request).actorUsername;
      await db
        .transaction(async (tx) => {
          if (grantsChanged && isAdministrative(current.grants) && !isAdministrative(input.grants)) {
            await refuseLosingOwnAdministration(tx, actor, id);
          }
          const done = await roles.update(tx, id, version, input, clock.now(), { grants: grantsChanged });
          if (!done) throw staleUpdate();
          await recordAudit(tx, clock, {
            ...auditContext(request),
            action: 'editar',
            entity: 'rol',
            entityId: String(id),
            before: { name: current.name, description: current.description, grants: current.grants },
            after: { ...input, grants: current.system ? current.grants : input.grants },
          });
        })
        .catch(nameTakenOnRace);
      return roles.get(id);
    },
  );

  /** The editor holds this role and no other administrative one: the change would lock them out. */
  async function refuseLosingOwnAdministration(
    tx: Transaction,
    actor: string,
    roleId: number,
  ): Promise<void> {
    const held = await tx
      .select({ roleId: accessUserRoles.roleId })
      .from(accessUserRoles)
      .where(eq(accessUserRoles.usernameKey, usernameKey(actor)));
    const heldIds = new Set(held.map((h) => h.roleId));
    if (!heldIds.has(roleId)) return;
    const administrative = await roles.administrativeRoleIds(tx);
    const others = [...heldIds].filter((r) => r !== roleId && administrative.has(r));
    if (others.length === 0) {
      throw validationFailed([{ field: 'grants', message: ROLE_MESSAGES.ownAdministration }]);
    }
  }

  app.delete(
    '/roles/:id',
    {
      config: { permission: { module: 'rol', action: 'eliminar' } },
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          required: ['version'],
          properties: { version: { type: 'integer', minimum: 1 } },
        },
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { version } = request.query as { version: number };
      await db.transaction(async (tx) => {
        // Locks the role: a concurrent assignment of it waits, then fails once it is gone.
        await tx.select({ id: accessRoles.id }).from(accessRoles).where(eq(accessRoles.id, id)).for('update');
        const current = await roles.get(id, tx);
        if (!current) throw notFound(MESSAGE_NOT_FOUND);
        if (current.system) throw conflict(ROLE_MESSAGES.systemDelete);
        if (current.version !== version) throw staleUpdate();
        const holders = await roles.holders(id, tx);
        if (holders > 0) throw conflict(roleInUseMessage(current.name, holders));
        if (!(await roles.delete(tx, id, version))) throw staleUpdate();
        await recordAudit(tx, clock, {
          ...auditContext(request),
          action: 'eliminar',
          entity: 'rol',
          entityId: String(id),
          before: { name: current.name, description: current.description, grants: current.grants },
        });
      });
      return reply.code(204).send();
    },
  );
}
