import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_BODY, routeAccessOf, UNAUTHORIZED_BODY } from '../../server/access/authorization';
import { SELF_SERVICE_MODULES } from '../../server/access/catalogue';
import { databaseKinds } from '../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from './admin/support';

/**
 * The route walk: every route the server registers is seen (an onRoute hook added to every Fastify
 * instance the product creates), and every API route is proven protected: it declares its access
 * rule, answers 401 without a valid token, 403 (with the Spanish message) to a signed-in user without
 * the permission, and is reachable by someone holding it. Routes outside the API must be on the list
 * of public endpoints below, each with its reason.
 */
const seen = vi.hoisted(() => [] as Pick<RouteOptions, 'method' | 'url' | 'config'>[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const create = ((options?: object) => {
    const app = original.default(options as never);
    app.addHook('onRoute', (route) => {
      seen.push({ method: route.method, url: route.url, config: route.config });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: create };
});

/** Public by design, outside the API: [pattern, why]. */
const PUBLIC: readonly [RegExp, string][] = [
  [/^\/health$/, 'load balancer health check'],
  [/^\/app-config\.json$/, 'the SPA’s runtime configuration (no secrets)'],
  [/^\/cognito(\/|\*)?$/, 'built-in user pool: Cognito JSON protocol (authenticates by itself)'],
  [/^\/[\w-]+_[0-9a-zA-Z]+\/\.well-known\//, 'built-in user pool: JWKS and OpenID discovery'],
  [/^\/oauth2(\/|\*)/, 'built-in user pool: hosted login (OAuth 2.0 with PKCE)'],
  [/^\/logout$/, 'built-in user pool: hosted sign-out'],
  [/^\*$/, 'CORS preflight of the user pool'],
  [/^\/__test\//, 'test-only hooks, registered only in test mode'],
  [/^\/(assets\/.*|[^/]*\.(svg|ico|png|txt|html|json|webmanifest))$/, 'static files of the SPA'],
  [/^\/\*?$/, 'the SPA and its client-side routes'],
];

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '1' : 'alguien')).replace(/\*$/, 'x');

const methodsOf = (route: Pick<RouteOptions, 'method'>) =>
  (Array.isArray(route.method) ? route.method : [route.method]) as string[];

describe.each(databaseKinds())('every route of the server is protected (%s)', (kind) => {
  let h: AdminHarness;
  let nobody: SignedIn;
  let worker: SignedIn;
  beforeAll(async () => {
    seen.length = 0;
    h = await adminHarness(kind);
    // A signed-in user with no role at all.
    nobody = await h.user([], { username: unique('sinrol') });
    // The worker role, the only holder of the self-service modules (the administrator is no worker).
    worker = await h.user(['Trabajador'], { username: unique('trabajador') });
  });
  afterAll(async () => h?.close());

  const apiRoutes = () => seen.filter((r) => r.url.startsWith(`${h.server.config.backendPrefix}/`));

  it('sees the routes of every feature', () => {
    const urls = new Set(apiRoutes().map((r) => r.url));
    for (const url of [
      '/api/usuario/modulos-permisos',
      '/api/roles',
      '/api/roles/:id',
      '/api/usuarios',
      '/api/usuarios/:username/deshabilitar',
      '/api/auditoria',
      '/api/noticias',
      '/api/noticias/vigentes',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('finds an access rule on every API route', () => {
    const undeclared = apiRoutes().filter((route) => {
      try {
        routeAccessOf(route, true);
        return false;
      } catch {
        return true;
      }
    });
    expect(undeclared.map((r) => `${methodsOf(r).join(',')} ${r.url}`)).toEqual([]);
  });

  it('answers 401 without a token, 403 without the permission, and lets the permission through', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of apiRoutes()) {
      const access = routeAccessOf(route, true);
      if (access.kind === 'test') continue;
      for (const method of methodsOf(route)) {
        const url = concrete(route.url);
        const where = `${method} ${route.url}`;
        const request = {
          method: method as 'GET',
          url,
          payload: method === 'GET' || method === 'HEAD' ? undefined : {},
        };
        checked++;

        const anonymous = await h.server.app.inject(request);
        if (anonymous.statusCode !== 401) problems.push(`${where}: ${anonymous.statusCode} without a token`);
        else if (method !== 'HEAD' && anonymous.json().message !== UNAUTHORIZED_BODY.message) {
          problems.push(`${where}: unexpected 401 body`);
        }
        const forged = await h.server.app.inject({
          ...request,
          headers: { authorization: 'Bearer abc.def.ghi' },
        });
        if (forged.statusCode !== 401) problems.push(`${where}: ${forged.statusCode} with a forged token`);

        const withoutRole = await nobody.call(request);
        if (access.kind === 'permission' || access.kind === 'anyPermission') {
          const needed =
            access.kind === 'permission'
              ? `${access.module}:${access.action}`
              : access.permissions.map((p) => `${p.module}:${p.action}`).join(' or ');
          if (withoutRole.statusCode !== 403) {
            problems.push(`${where}: ${withoutRole.statusCode} without ${needed}`);
          } else if (method !== 'HEAD' && withoutRole.json().message !== FORBIDDEN_BODY.message) {
            problems.push(`${where}: unexpected 403 body`);
          }
          const holder =
            access.kind === 'permission' && SELF_SERVICE_MODULES.has(access.module) ? worker : h.admin;
          const allowed = await holder.call(request);
          // Past the permission check, a route may still refuse for its own reason (a worker's own
          // payslips: «Su usuario no está vinculado a un trabajador.»), never with the check's answer.
          // A HEAD answer has no body: its GET tells which refusal it is.
          const refusal =
            allowed.statusCode === 403
              ? method === 'HEAD'
                ? await holder.call({ ...request, method: 'GET' })
                : allowed
              : undefined;
          const refusedByCheck =
            allowed.statusCode === 401 || refusal?.json().message === FORBIDDEN_BODY.message;
          if (refusedByCheck) {
            problems.push(`${where}: ${allowed.statusCode} for a holder of ${needed}`);
          }
        } else if ([401, 403].includes(withoutRole.statusCode)) {
          problems.push(`${where}: ${withoutRole.statusCode} for a signed-in user (authenticatedOnly)`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('leaves public only the endpoints that must be, outside the API', () => {
    const outside = seen.filter((r) => !r.url.startsWith(`${h.server.config.backendPrefix}/`));
    const unexplained = outside.filter((r) => !PUBLIC.some(([pattern]) => pattern.test(r.url)));
    expect(unexplained.map((r) => `${methodsOf(r).join(',')} ${r.url}`)).toEqual([]);
  });
});
