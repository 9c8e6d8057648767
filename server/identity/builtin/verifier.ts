import { TokenRejectedError, type AccessTokenVerifier, type Principal } from '../principal';
import type { PoolCore } from './core';

/**
 * The API's verifier for the built-in pool: the token's signature against the pool's own key, issuer,
 * client, `token_use: access` and expiry, then the revocation facts of its sign-in session
 * (GlobalSignOut, RevokeToken, a disabled or deleted user), briefly cached per session. The caller is
 * the user of that session (its `sub` and current username), never whatever the token's claims name.
 */
export class BuiltinAccessTokenVerifier implements AccessTokenVerifier {
  constructor(private readonly core: PoolCore) {}

  async verify(token: string): Promise<Principal> {
    if (!token) throw new TokenRejectedError('missing');
    const claims = await this.core.tokens.verifyAccess(token);
    if (!this.core.clients.has(claims.client_id)) throw new TokenRejectedError('wrong-client');
    const facts = await this.core.sessionFacts(claims.origin_jti);
    if (!facts || facts.revoked || facts.userSub !== claims.sub) throw new TokenRejectedError('revoked');
    if (!facts.enabled) throw new TokenRejectedError('user-disabled');
    if (facts.username !== claims.username) throw new TokenRejectedError('revoked');
    return {
      sub: facts.userSub,
      username: facts.username,
      groups: Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'] : [],
      tokenId: claims.jti,
      originTokenId: claims.origin_jti,
      issuedAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
    };
  }
}
