import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The SPA's runtime configuration (`/app-config.json`), derived from the server's environment so that
 * one build runs against the built-in pool or real Cognito.
 */
export function runtimeConfigFor(config: ServerConfig) {
  const { identity } = config;
  return {
    production: config.production,
    backendPrefixes: [config.backendPrefix],
    identity: {
      region: identity.region,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      ...(identity.provider === 'builtin' ? { endpoint: `${config.publicUrl}${identity.builtinPath}` } : {}),
      ...(identity.hostedLoginDomain
        ? {
            hostedLogin: {
              domain: identity.hostedLoginDomain,
              redirectUri: `${config.publicUrl}/auth/callback`,
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
