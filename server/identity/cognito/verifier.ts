import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { TokenRejectedError, type AccessTokenVerifier, type Principal } from '../principal';

export interface CognitoVerifierOptions {
  readonly region: string;
  readonly userPoolId: string;
  readonly clientId: string;
  /**
   * Also ask Cognito (GetUser with the token, cached per token) whether the token was revoked by
   * GlobalSignOut / RevokeToken or its user disabled: Cognito's JWTs stay valid until they expire.
   */
  readonly revocationCheck: boolean;
  readonly revocationCacheMs?: number;
  /** Tests pass a local key set and a fake client. */
  readonly keys?: JWTVerifyGetKey;
  readonly client?: Pick<CognitoIdentityProviderClient, 'send'>;
  readonly now?: () => Date;
}

/**
 * The API's verifier for real AWS Cognito: signature against the pool's published keys (jose's remote
 * JWKS, cached and refreshed on unknown key ids), issuer, `client_id`, `token_use: access`, expiry.
 */
export class CognitoAccessTokenVerifier implements AccessTokenVerifier {
  private readonly keys: JWTVerifyGetKey;
  private readonly issuer: string;
  private readonly client: Pick<CognitoIdentityProviderClient, 'send'> | undefined;
  private readonly checked = new Map<
    string,
    { ok: boolean; reason?: 'revoked' | 'user-disabled'; at: number }
  >();

  constructor(private readonly options: CognitoVerifierOptions) {
    this.issuer = `https://cognito-idp.${options.region}.amazonaws.com/${options.userPoolId}`;
    this.keys = options.keys ?? createRemoteJWKSet(new URL(`${this.issuer}/.well-known/jwks.json`));
    this.client = options.revocationCheck
      ? (options.client ?? new CognitoIdentityProviderClient({ region: options.region }))
      : undefined;
  }

  async verify(token: string): Promise<Principal> {
    if (!token) throw new TokenRejectedError('missing');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        ...(this.options.now ? { currentDate: this.options.now() } : {}),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenRejectedError('expired');
      if (
        error instanceof joseErrors.JWSSignatureVerificationFailed ||
        error instanceof joseErrors.JWKSNoMatchingKey
      ) {
        throw new TokenRejectedError('bad-signature');
      }
      throw new TokenRejectedError('malformed');
    }
    if (payload.iss !== this.issuer) throw new TokenRejectedError('wrong-issuer');
    if (payload.token_use !== 'access') throw new TokenRejectedError('wrong-use');
    if (payload.client_id !== this.options.clientId) throw new TokenRejectedError('wrong-client');
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.username !== 'string' ||
      typeof payload.jti !== 'string'
    ) {
      throw new TokenRejectedError('malformed');
    }
    if (this.client) await this.checkRevocation(token, payload.jti);
    const groups = payload['cognito:groups'];
    return {
      sub: payload.sub,
      username: payload.username,
      groups: Array.isArray(groups) ? groups.map(String) : [],
      tokenId: payload.jti,
      ...(typeof payload.origin_jti === 'string' ? { originTokenId: payload.origin_jti } : {}),
      issuedAt: new Date((payload.iat ?? 0) * 1000),
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  }

  private async checkRevocation(token: string, jti: string): Promise<void> {
    const ttl = this.options.revocationCacheMs ?? 60_000;
    const cached = this.checked.get(jti);
    const now = Date.now();
    let entry = cached && now - cached.at < ttl ? cached : undefined;
    if (!entry) {
      try {
        await this.client!.send(new GetUserCommand({ AccessToken: token }));
        entry = { ok: true, at: now };
      } catch (error) {
        const message = (error as Error).message ?? '';
        if ((error as Error).name === 'NotAuthorizedException') {
          entry = { ok: false, reason: /disabled/i.test(message) ? 'user-disabled' : 'revoked', at: now };
        } else {
          throw error;
        }
      }
      if (this.checked.size > 50_000) this.checked.clear();
      this.checked.set(jti, entry);
    }
    if (!entry.ok) throw new TokenRejectedError(entry.reason ?? 'revoked');
  }
}
