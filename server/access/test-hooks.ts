import type { FastifyInstance } from 'fastify';
import { PERMISSION_ACTIONS, type PermissionAction } from '../../src/domain/shell/modules';
import { MODULE_CODES } from './catalogue';
import type { AccessStore } from './store';

/**
 * A test hook's route options: the hook's flag, its one path parameter (a non-empty text) and its body's
 * JSON schema.
 */
function testHook(param: string, body: object) {
  return {
    config: { testHook: true },
    schema: {
      params: {
        type: 'object',
        required: [param],
        properties: { [param]: { type: 'string', minLength: 1 } },
      },
      body,
    },
  };
}

/**
 * Test-only hooks (registered only when TEST_MODE is on; the configuration refuses it in production),
 * under the backend prefix. Documented in docs/shell.md.
 *
 * - `PUT {backend}/__test/access/roles/:name` `{ modules: string[], actions?: string[] }`: creates the
 *   role or replaces its grants (every listed module gets the actions, default ['ver']).
 * - `PUT {backend}/__test/access/users/:username/roles` `{ roles: string[] }`: replaces the user's roles.
 */
export async function accessTestHooks(app: FastifyInstance, opts: { store: AccessStore }): Promise<void> {
  const { store } = opts;

  app.put(
    '/__test/access/roles/:name',
    testHook('name', {
      type: 'object',
      required: ['modules'],
      additionalProperties: false,
      properties: {
        modules: { type: 'array', items: { type: 'string', enum: [...MODULE_CODES] } },
        actions: { type: 'array', items: { type: 'string', enum: [...PERMISSION_ACTIONS] } },
      },
    }),
    async (request) => {
      const { name } = request.params as { name: string };
      const body = request.body as { modules: string[]; actions?: PermissionAction[] };
      const actions = body.actions ?? ['ver'];
      const id = await store.saveRole({
        name,
        description: 'Rol de prueba',
        grants: Object.fromEntries(body.modules.map((m) => [m, actions])),
      });
      return { id, name, modules: body.modules, actions };
    },
  );

  app.put(
    '/__test/access/users/:username/roles',
    testHook('username', {
      type: 'object',
      required: ['roles'],
      additionalProperties: false,
      properties: { roles: { type: 'array', items: { type: 'string', minLength: 1 } } },
    }),
    async (request, reply) => {
      const { username } = request.params as { username: string };
      const { roles } = request.body as { roles: string[] };
      const ids = await store.roleIdsByName(roles);
      const missing = roles.filter((r) => !ids.has(r.trim().toLowerCase()));
      if (missing.length > 0) {
        return reply
          .code(404)
          .send({ error: 'NotFound', message: `No existen los roles: ${missing.join(', ')}.` });
      }
      await store.setUserRoles(username, [...ids.values()], 'test');
      return { username, roles };
    },
  );
}
