import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { IdentityServices } from '../identity';
import { principalOf } from './authorization';
import type { AccessStore } from './store';
import { accessTestHooks } from './test-hooks';

const permissionEntrySchema = {
  type: 'object',
  required: ['grupo', 'subgrupo', 'subgrupo_icon', 'nombre', 'icon', 'path'],
  properties: {
    grupo: { type: 'string' },
    subgrupo: { type: ['string', 'null'] },
    subgrupo_icon: { type: ['string', 'null'] },
    nombre: { type: 'string' },
    icon: { type: 'string' },
    path: { type: 'string' },
  },
} as const;

const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

/**
 * Modules, roles and permissions: `GET {backend}/usuario/modulos-permisos` (the signed-in user's
 * menu). Seeds the modules and the administrator role on start. The authorization plugin
 * (./authorization.ts) is registered before this one by server/api/index.ts.
 */
export async function accessRoutes(
  app: FastifyInstance,
  opts: { context: ServerContext; identity: IdentityServices; store: AccessStore },
): Promise<void> {
  const { context, store } = opts;
  await store.seed(context.config.admin.username);

  app.get(
    '/usuario/modulos-permisos',
    {
      config: { authenticatedOnly: true },
      schema: {
        response: { 200: { type: 'array', items: permissionEntrySchema }, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return store.permittedEntries(principalOf(request).username);
    },
  );

  if (context.config.testMode) await app.register(accessTestHooks, { store });
}
