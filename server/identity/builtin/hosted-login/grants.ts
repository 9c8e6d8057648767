import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { identityAuthorizationCodes, identitySessions, identityUsers } from '../../../db/schema';
import type { Caller, PoolClient, PoolCore } from '../core';
import { pkceChallenge, safeEqual, sha256 } from '../crypto';
import type { HostedLoginOptions } from './options';

/** What the token endpoint reads and writes of the pool: authorization codes and sessions. */

const PKCE = /^[A-Za-z0-9\-._~]{43,128}$/;

export const oauthError = (reply: FastifyReply, error: string, status = 400) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/** The authorization_code grant: the code consumed once, its client, address and PKCE verifier checked. */
export async function codeGrant(
  opts: HostedLoginOptions,
  reply: FastifyReply,
  client: PoolClient,
  form: Record<string, string | undefined>,
  who: Caller,
) {
  const { core, signIn } = opts;
  const { code, redirect_uri: redirectUri, code_verifier: verifier } = form;
  if (!code || !redirectUri || !verifier) return oauthError(reply, 'invalid_request');
  const [row] = await core.db
    .update(identityAuthorizationCodes)
    .set({ consumedAt: core.now() })
    .where(
      and(
        eq(identityAuthorizationCodes.codeHash, sha256(code)),
        isNull(identityAuthorizationCodes.consumedAt),
      ),
    )
    .returning();
  const valid =
    row &&
    row.clientId === client.clientId &&
    row.redirectUri === redirectUri &&
    row.expiresAt.getTime() > core.now().getTime() &&
    PKCE.test(verifier) &&
    safeEqual(pkceChallenge(verifier), row.codeChallenge);
  if (!valid || !row) {
    await core.recordAddressFailure(who);
    return oauthError(reply, 'invalid_grant');
  }
  const [user] = await core.db.select().from(identityUsers).where(eq(identityUsers.sub, row.userSub));
  if (!user || !user.enabled) return oauthError(reply, 'invalid_grant');
  const result = await signIn.issueTokens(
    user,
    client.clientId,
    {
      flow: 'HOSTED',
      authTime: row.authTime.toISOString(),
      hosted: {
        redirectUri,
        codeChallenge: row.codeChallenge,
        scope: row.scope,
        ...(row.nonce ? { nonce: row.nonce } : {}),
      },
    },
    who,
    row.scope,
  );
  return reply.header('cache-control', 'no-store').send({
    access_token: result.AccessToken,
    id_token: result.IdToken,
    refresh_token: result.RefreshToken,
    token_type: 'Bearer',
    expires_in: result.ExpiresIn,
  });
}

/** `/oauth2/revoke`: the session of a refresh token ends, when it is the client's. */
export async function revokeRefreshToken(core: PoolCore, client: PoolClient, token: string): Promise<void> {
  const [session] = await core.db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.refreshTokenHash, sha256(token)));
  if (session && session.clientId === client.clientId) await core.revokeSessions([session.id]);
}
