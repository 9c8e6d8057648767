import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The SPA's runtime configuration (`/app-config.json`), derived from the server's environment so that
 * one build runs against the built-in pool or real Cognito. With PUBLIC_URL set, the addresses are that
 * origin's; without it they are relative (`/cognito`, `/auth/callback`).
 */
export function runtimeConfigFor(config: ServerConfig) {
  const { identity } = config;
  // Without PUBLIC_URL the addresses are relative: the SPA resolves them against its own origin, so the
  // product works at whatever address it is reached by (http://<server name>:8080 from another PC).
  const base = config.publicUrlFixed ? config.publicUrl : '';
  return {
    production: config.production,
    backendPrefixes: [config.backendPrefix],
    identity: {
      region: identity.region,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      ...(identity.provider === 'builtin' ? { endpoint: `${base}${identity.builtinPath}` } : {}),
      ...(identity.hostedLoginDomain
        ? {
            hostedLogin: {
              domain: identity.hostedLoginDomain,
              redirectUri: `${base}/auth/callback`,
            },
          }
        : {}),
    },
  };
}

export async function appConfigRoutes(app: FastifyInstance, opts: { config: ServerConfig }): Promise<void> {
  const body = runtimeConfigFor(opts.config);
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return body;
  });
}
