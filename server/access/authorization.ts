import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { isPermissionAction, type PermissionAction } from '../../src/domain/shell/modules';
import { TokenRejectedError, type Principal } from '../identity/principal';
import type { ServerContext } from '../context';
import type { IdentityServices } from '../identity';
import { MODULE_CODES } from './catalogue';
import type { AccessStore } from './store';

/**
 * How an API route declares who may call it, in its `config`. Every API route must declare exactly
 * one; a route that declares none is refused when it is registered, so nothing is left unprotected.
 *
 * - `permission: { module, action }`: a signed-in user whose roles grant that action on that module.
 * - `anyPermission: [{ module, action }, …]`: a signed-in user holding at least one of them.
 * - `authenticatedOnly: true`: any signed-in user (e.g. the permissions list itself).
 * - `testHook: true`: test-only routes, accepted only in test mode, with no authentication.
 */
export interface RouteAccess {
  readonly permission?: { readonly module: string; readonly action: PermissionAction };
  /** Any one of these permissions (a catalogue's options, used by other catalogues' forms). */
  readonly anyPermission?: readonly { readonly module: string; readonly action: PermissionAction }[];
  readonly authenticatedOnly?: boolean;
  readonly testHook?: boolean;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    /** The verified caller of an authenticated API route; null on routes without authentication. */
    principal: Principal | null;
  }
}

export const UNAUTHORIZED_BODY = {
  error: 'Unauthorized',
  message: 'Sesión no válida o expirada. Inicie sesión nuevamente.',
} as const;

export const FORBIDDEN_BODY = {
  error: 'Forbidden',
  message: 'No tiene permiso para realizar esta acción.',
} as const;

export class RouteAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteAccessError';
  }
}

/** The verified caller of a route that declared `permission` or `authenticatedOnly`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`No authenticated caller on ${request.method} ${request.url}`);
  return request.principal;
}

/** Checks a route's declaration; returns what it requires or throws RouteAccessError. */
export function routeAccessOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  testMode: boolean,
):
  | { kind: 'permission'; module: string; action: PermissionAction }
  | { kind: 'anyPermission'; permissions: { module: string; action: PermissionAction }[] }
  | { kind: 'authenticated' }
  | { kind: 'test' } {
  const config = (route.config ?? {}) as RouteAccess;
  const where = `${String(route.method)} ${route.url}`;
  const declared = [
    config.permission !== undefined,
    config.anyPermission !== undefined,
    config.authenticatedOnly === true,
    config.testHook === true,
  ];
  const count = declared.filter(Boolean).length;
  if (count === 0) {
    throw new RouteAccessError(
      `API route ${where} declares no access rule: add config.permission { module, action } or config.authenticatedOnly.`,
    );
  }
  if (count > 1) {
    throw new RouteAccessError(
      `API route ${where} declares more than one access rule (permission, authenticatedOnly, testHook).`,
    );
  }
  if (config.testHook) {
    if (!testMode) throw new RouteAccessError(`Test hook ${where} can only be registered in test mode.`);
    return { kind: 'test' };
  }
  if (config.authenticatedOnly) return { kind: 'authenticated' };
  const checked = (permission: { module?: unknown; action?: unknown }) => {
    const { module, action } = permission;
    if (typeof module !== 'string' || !MODULE_CODES.has(module)) {
      throw new RouteAccessError(`API route ${where} names an unknown module "${String(module)}".`);
    }
    if (!isPermissionAction(action)) {
      throw new RouteAccessError(`API route ${where} names an unknown action "${String(action)}".`);
    }
    return { module, action };
  };
  if (config.anyPermission) {
    if (config.anyPermission.length === 0) {
      throw new RouteAccessError(`API route ${where} declares an empty anyPermission.`);
    }
    return { kind: 'anyPermission', permissions: config.anyPermission.map(checked) };
  }
  return { kind: 'permission', ...checked(config.permission ?? {}) };
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1];
};

/**
 * The API's authentication and authorization, registered first under the backend prefix (it does not
 * encapsulate itself, so it covers every route registered after it there):
 * - authentication verifies the bearer token with the configured user pool (401 otherwise);
 * - authorization checks the route's declared permission against the user's roles (403 otherwise);
 * - an onRoute hook refuses to register a route that declares no access rule.
 * Both run as `onRequest` hooks, before the body is parsed or validated.
 */
export async function authorization(
  app: FastifyInstance,
  opts: { context: ServerContext; identity: IdentityServices; store: AccessStore },
): Promise<void> {
  const { context, identity, store } = opts;
  app.decorateRequest('principal', null);

  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).header('WWW-Authenticate', 'Bearer').send(UNAUTHORIZED_BODY);

  const authenticate: onRequestHookHandler = async (request, reply) => {
    const token = bearerToken(request);
    if (!token) return unauthorized(reply);
    try {
      request.principal = await identity.verifier.verify(token);
    } catch (error) {
      if (error instanceof TokenRejectedError) {
        request.log.info({ reason: error.reason }, 'access token rejected');
        return unauthorized(reply);
      }
      throw error;
    }
  };

  const authorize =
    (permissions: readonly { module: string; action: PermissionAction }[]): onRequestHookHandler =>
    async (request, reply) => {
      const principal = request.principal;
      if (!principal) return unauthorized(reply);
      for (const { module, action } of permissions) {
        if (await store.hasPermission(principal.username, module, action)) return;
      }
      request.log.info({ username: principal.username, permissions }, 'permission denied');
      return reply.code(403).send(FORBIDDEN_BODY);
    };

  app.addHook('onRoute', (route) => {
    const access = routeAccessOf(route, context.config.testMode);
    if (access.kind === 'test') return;
    const ours: onRequestHookHandler[] =
      access.kind === 'permission'
        ? [authenticate, authorize([access])]
        : access.kind === 'anyPermission'
          ? [authenticate, authorize(access.permissions)]
          : [authenticate];
    const existing =
      route.onRequest === undefined
        ? []
        : Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest];
    route.onRequest = [...ours, ...existing];
  });
}

// Not encapsulated (what fastify-plugin does): the hooks and the decoration apply to the API context.
Object.assign(authorization, { [Symbol.for('skip-override')]: true });
