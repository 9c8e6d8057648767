import type { FastifyInstance } from 'fastify';
import type { PermissionAction } from '../../src/domain/shell/modules';
import { principalOf } from '../access/authorization';
import type { AccessStore } from '../access/store';
import { errorResponses } from '../kit/http';

/**
 * `GET {backend}/usuario/permisos`: every action the signed-in user may do, by module
 * (`{ rol: ['ver', 'crear'], … }`), so the screens hide the buttons of actions the user lacks. The
 * server still checks every call; this only spares the user buttons that would answer 403.
 */
export async function ownPermissionsRoutes(
  app: FastifyInstance,
  opts: { store: AccessStore },
): Promise<void> {
  const { store } = opts;
  app.get(
    '/usuario/permisos',
    {
      config: { authenticatedOnly: true },
      schema: {
        response: {
          200: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
          401: errorResponses[401],
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const keys = await store.permissionsOf(principalOf(request).username);
      const out: Record<string, PermissionAction[]> = {};
      for (const key of [...keys].sort()) {
        const [module, action] = key.split(':') as [string, PermissionAction];
        (out[module] ??= []).push(action);
      }
      return out;
    },
  );
}
