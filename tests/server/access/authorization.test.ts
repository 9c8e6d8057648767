import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authorization,
  FORBIDDEN_BODY,
  principalOf,
  routeAccessOf,
  RouteAccessError,
  UNAUTHORIZED_BODY,
} from '../../../server/access/authorization';
import type { AccessStore } from '../../../server/access/store';
import type { AccessTokenVerifier } from '../../../server/identity/principal';
import { loadServerConfig } from '../../../server/config';
import type { ServerContext } from '../../../server/context';
import type { Database } from '../../../server/db/database';
import { bearer, fakeIdentity, FakeVerifier } from './support';

/** Grants as `username → ['module:action']`. */
function fakeStore(grants: Record<string, string[]>): AccessStore & { calls: number } {
  const store = {
    calls: 0,
    async hasPermission(username: string, module: string, action: string) {
      store.calls++;
      return (grants[username.toLowerCase()] ?? []).includes(`${module}:${action}`);
    },
  };
  return store as unknown as AccessStore & { calls: number };
}

const context = (testMode = false): ServerContext => ({
  config: loadServerConfig({ TEST_MODE: testMode ? 'true' : 'false' }),
  db: {} as Database,
  clock: { now: () => new Date('2026-03-02T12:00:00Z') },
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An API like apiRoutes builds it: the authorization plugin first, then the features' plugins. */
async function api(
  feature: (api: FastifyInstance) => Promise<void>,
  {
    grants = {},
    testMode = false,
    verifier = new FakeVerifier() as AccessTokenVerifier,
  }: { grants?: Record<string, string[]>; testMode?: boolean; verifier?: AccessTokenVerifier } = {},
) {
  const store = fakeStore(grants);
  app = Fastify();
  await app.register(
    async (scope) => {
      await scope.register(authorization, {
        context: context(testMode),
        identity: fakeIdentity(verifier),
        store,
      });
      await scope.register(feature);
    },
    { prefix: '/api' },
  );
  app.get('/outside', async () => ({ ok: true }));
  await app.ready();
  return { app, store };
}

describe('the authorization of API routes', () => {
  const roles = async (scope: FastifyInstance) => {
    scope.get('/roles', { config: { permission: { module: 'rol', action: 'ver' } } }, async (request) => ({
      caller: principalOf(request).username,
    }));
    scope.post(
      '/roles',
      {
        config: { permission: { module: 'rol', action: 'crear' } },
        schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
      },
      async () => ({ created: true }),
    );
    scope.get('/me', { config: { authenticatedOnly: true } }, async (request) => ({
      username: principalOf(request).username,
    }));
  };

  it('answers 401 without a valid token, 403 without the permission, and runs the handler with it', async () => {
    const { app } = await api(roles, { grants: { ana: ['rol:ver'] } });
    const unauth = await app.inject({ method: 'GET', url: '/api/roles' });
    expect([unauth.statusCode, unauth.json()]).toEqual([401, UNAUTHORIZED_BODY]);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: { authorization: 'Bearer nope' },
    });
    expect(forged.statusCode).toBe(401);
    const forbidden = await app.inject({ method: 'GET', url: '/api/roles', headers: bearer('beto') });
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, FORBIDDEN_BODY]);
    const allowed = await app.inject({ method: 'GET', url: '/api/roles', headers: bearer('Ana') });
    expect([allowed.statusCode, allowed.json()]).toEqual([200, { caller: 'Ana' }]);
  });

  it('checks the action the route declares', async () => {
    const { app } = await api(roles, { grants: { ana: ['rol:ver'] } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: bearer('ana'),
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('authenticates before validating the body (no schema details for strangers)', async () => {
    const { app } = await api(roles);
    const res = await app.inject({ method: 'POST', url: '/api/roles', payload: { wrong: true } });
    expect(res.statusCode).toBe(401);
  });

  it('lets any signed-in user call an authenticatedOnly route, without a permission lookup', async () => {
    const { app, store } = await api(roles);
    expect((await app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: bearer('carla') });
    expect([res.statusCode, res.json()]).toEqual([200, { username: 'carla' }]);
    expect(store.calls).toBe(0);
  });

  it('protects HEAD routes too', async () => {
    const { app } = await api(roles);
    expect((await app.inject({ method: 'HEAD', url: '/api/roles' })).statusCode).toBe(401);
  });

  it('keeps the route’s own onRequest hooks, after its own checks', async () => {
    const order: string[] = [];
    const { app } = await api(async (scope) => {
      scope.get(
        '/x',
        {
          config: { authenticatedOnly: true },
          onRequest: async (request) => {
            order.push(`own:${request.principal?.username ?? 'none'}`);
          },
        },
        async () => 'ok',
      );
    });
    await app.inject({ method: 'GET', url: '/api/x' });
    await app.inject({ method: 'GET', url: '/api/x', headers: bearer('dora') });
    expect(order).toEqual(['own:dora']);
  });

  it('passes unexpected verifier failures to the error handler (not a 401)', async () => {
    const { app } = await api(roles, {
      verifier: {
        verify: async () => {
          throw new Error('JWKS unreachable');
        },
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer('x') })).statusCode).toBe(500);
  });

  it('does not touch routes outside the API', async () => {
    const { app } = await api(roles);
    expect((await app.inject({ method: 'GET', url: '/outside' })).statusCode).toBe(200);
  });

  it.each([
    ['no rule', {}, 'declares no access rule'],
    ['two rules', { authenticatedOnly: true, permission: { module: 'rol', action: 'ver' } }, 'more than one'],
    ['an unknown module', { permission: { module: 'planeta', action: 'ver' } }, 'unknown module "planeta"'],
    ['an unknown action', { permission: { module: 'rol', action: 'borrar' } }, 'unknown action "borrar"'],
    ['a test hook outside test mode', { testHook: true }, 'only be registered in test mode'],
  ])('refuses to register a route with %s', async (_case, config, message) => {
    const failing = api(async (scope) => {
      scope.get('/bad', { config: config as never }, async () => 'never');
    });
    await expect(failing).rejects.toThrow(RouteAccessError);
    await expect(failing).rejects.toThrow(message);
  });

  it('accepts test hooks in test mode, without authentication', async () => {
    const { app } = await api(
      async (scope) => {
        scope.get('/__test/x', { config: { testHook: true } }, async () => 'hook');
      },
      { testMode: true },
    );
    expect((await app.inject({ method: 'GET', url: '/api/__test/x' })).body).toBe('hook');
  });

  it('routeAccessOf describes each declaration', () => {
    const route = (config: object) => ({ method: 'GET' as const, url: '/api/x', config });
    expect(routeAccessOf(route({ authenticatedOnly: true }), false)).toEqual({ kind: 'authenticated' });
    expect(routeAccessOf(route({ permission: { module: 'uit', action: 'exportar' } }), false)).toEqual({
      kind: 'permission',
      module: 'uit',
      action: 'exportar',
    });
    expect(routeAccessOf(route({ testHook: true }), true)).toEqual({ kind: 'test' });
  });
});
