import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originAllowed } from '../../../http/origin';
import { TokenRejectedError } from '../../principal';
import type { PoolClient } from '../core';
import { CognitoError } from '../errors';
import { codeGrant, oauthError, revokeRefreshToken } from './grants';
import { caller, type HostedLoginOptions } from './options';

/**
 * The OAuth endpoints under `/oauth2` a client calls from the browser (CORS from the allowed origins):
 * `/token` (authorization_code with PKCE S256, and refresh_token), `/revoke` and `/userInfo`.
 */
export async function tokenRoutes(scope: FastifyInstance, opts: HostedLoginOptions): Promise<void> {
  const { core, signIn, config } = opts;
  await scope.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: originAllowed(config, core.settings.corsOrigins, request.headers.origin, request),
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'authorization'],
        maxAge: 600,
      }),
  });

  /** The client of a token request: client_id in the body, or HTTP Basic (public client: no secret). */
  const clientOf = (
    request: FastifyRequest,
    form: Record<string, string | undefined>,
  ): PoolClient | undefined => {
    let clientId = form.client_id;
    const auth = request.headers.authorization;
    if (!clientId && auth?.startsWith('Basic ')) {
      clientId = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0];
    }
    return clientId ? core.clients.get(clientId) : undefined;
  };

  scope.post('/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const who = caller(request);
    try {
      await core.countRequest(who);
      await core.checkAddressFailures(who);
    } catch {
      return oauthError(reply, 'slow_down', 429);
    }
    const client = clientOf(request, form);
    if (!client) return oauthError(reply, 'invalid_client', 401);
    if (form.grant_type === 'authorization_code') return codeGrant(opts, reply, client, form, who);
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) return oauthError(reply, 'invalid_request');
      try {
        const result = await signIn.refresh(client.clientId, form.refresh_token);
        return reply.header('cache-control', 'no-store').send({
          access_token: result.AccessToken,
          id_token: result.IdToken,
          token_type: 'Bearer',
          expires_in: result.ExpiresIn,
        });
      } catch (error) {
        if (error instanceof CognitoError) return oauthError(reply, 'invalid_grant');
        throw error;
      }
    }
    return oauthError(reply, 'unsupported_grant_type');
  });

  scope.post('/revoke', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const client = clientOf(request, form);
    if (!client) return oauthError(reply, 'invalid_client', 401);
    if (!form.token) return oauthError(reply, 'invalid_request');
    await revokeRefreshToken(core, client, form.token);
    return reply.header('cache-control', 'no-store').send({});
  });

  scope.get('/userInfo', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    try {
      const claims = await core.tokens.verifyAccess(token);
      const facts = await core.sessionFacts(claims.origin_jti);
      if (!facts || facts.revoked || !facts.enabled) throw new TokenRejectedError('revoked');
      const user = await core.findUserBySub(claims.sub);
      if (!user) throw new TokenRejectedError('revoked');
      return {
        sub: user.sub,
        username: user.username,
        ...(user.email !== null ? { email: user.email, email_verified: String(user.emailVerified) } : {}),
        ...(user.name !== null ? { name: user.name } : {}),
      };
    } catch (error) {
      if (!(error instanceof TokenRejectedError)) throw error;
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token' });
    }
  });
}
