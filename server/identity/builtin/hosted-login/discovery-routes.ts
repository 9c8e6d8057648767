import type { FastifyInstance } from 'fastify';
import { publicBaseFor } from '../../../http/origin';
import type { HostedLoginOptions } from './options';

/** The pool's JWKS and OpenID configuration under `/{userPoolId}/.well-known/`, as Cognito's. */
export async function discoveryRoutes(app: FastifyInstance, opts: HostedLoginOptions): Promise<void> {
  const { core, config, issuer } = opts;
  const wellKnown = `/${core.userPoolId}/.well-known`;
  app.get(`${wellKnown}/jwks.json`, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return core.keys.jwks;
  });
  app.get(`${wellKnown}/openid-configuration`, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    if (!config.publicUrlFixed) reply.header('vary', 'host, x-forwarded-host, x-forwarded-proto');
    const publicUrl = publicBaseFor(config, request);
    return {
      issuer,
      authorization_endpoint: `${publicUrl}/oauth2/authorize`,
      token_endpoint: `${publicUrl}/oauth2/token`,
      userinfo_endpoint: `${publicUrl}/oauth2/userInfo`,
      revocation_endpoint: `${publicUrl}/oauth2/revoke`,
      end_session_endpoint: `${publicUrl}/logout`,
      jwks_uri: `${publicUrl}${wellKnown}/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'email',
        'email_verified',
        'name',
        'cognito:username',
        'cognito:groups',
      ],
    };
  });
}
