import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { authorizeRoutes } from './authorize-routes';
import { discoveryRoutes } from './discovery-routes';
import type { HostedLoginOptions } from './options';
import { tokenRoutes } from './token-routes';

export type { HostedLoginOptions } from './options';
export { hostedMessage } from './pages';

/**
 * Cognito's hosted-login endpoints on the product's origin (docs/identity.md), one file per group: the
 * pool's JWKS and OpenID configuration under `/{userPoolId}/.well-known/` (`discovery-routes.ts`); the
 * pool's own plain sign-in page `/oauth2/authorize` and `/logout` (`authorize-routes.ts`, its pages in
 * `pages.ts` and `sign-in-pages.ts`); `/oauth2/token` (authorization_code with PKCE S256, and
 * refresh_token), `/oauth2/userInfo` and `/oauth2/revoke` (`token-routes.ts`).
 */
export async function hostedLoginRoutes(app: FastifyInstance, opts: HostedLoginOptions): Promise<void> {
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await discoveryRoutes(app, opts);
  await authorizeRoutes(app, opts);
  await app.register(async (scope) => tokenRoutes(scope, opts), { prefix: '/oauth2' });
}
