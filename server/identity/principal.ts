/** The authenticated caller of an API request, from a verified access token. */
export interface Principal {
  /** The user pool's immutable user id (`sub`). */
  readonly sub: string;
  /** `cognito:username` (or `username` in access tokens): how the product keys its users. */
  readonly username: string;
  readonly groups: readonly string[];
  /** `jti` of the access token, `origin_jti` of its sign-in session. */
  readonly tokenId: string;
  readonly originTokenId?: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/** Why a bearer token was refused; the API answers 401 for every one. */
export type TokenRejection =
  | 'missing'
  | 'malformed'
  | 'bad-signature'
  | 'expired'
  | 'wrong-issuer'
  | 'wrong-client'
  | 'wrong-use'
  | 'revoked'
  | 'user-disabled';

export class TokenRejectedError extends Error {
  constructor(readonly reason: TokenRejection) {
    super(`access token rejected: ${reason}`);
    this.name = 'TokenRejectedError';
  }
}

/**
 * Verifies an access token of the configured user pool (the built-in one or real Cognito): signature
 * against the pool's keys, issuer, client, `token_use: access`, expiry, and revocation
 * (GlobalSignOut / RevokeToken / disabled user). Throws TokenRejectedError.
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<Principal>;
}
