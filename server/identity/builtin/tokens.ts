import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../../context';
import { TokenRejectedError } from '../principal';
import type { PoolKeys } from './keys';

/** The web client's scope for the self-service actions (GetUser, ChangePassword, devices…). */
export const ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

export interface TokenSubject {
  readonly sub: string;
  readonly username: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly groups: readonly string[];
}

export interface TokenGrant {
  readonly clientId: string;
  /** The sign-in session (`origin_jti`). */
  readonly sessionId: string;
  readonly authTime: Date;
  readonly scope: string;
  readonly deviceKey?: string | null;
  /** OpenID Connect nonce of the hosted login (id token only). */
  readonly nonce?: string | null;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  username: string;
  client_id: string;
  origin_jti: string;
  jti: string;
  token_use: 'access';
  scope: string;
  iat: number;
  exp: number;
  auth_time: number;
  'cognito:groups'?: string[];
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Signs and checks the pool's JWTs (RS256, Cognito's claims). Access and id tokens last
 * `accessTokenMinutes` / `idTokenMinutes`; refresh tokens are opaque values handled by the sessions.
 */
export class TokenService {
  constructor(
    private readonly keys: PoolKeys,
    private readonly clock: Clock,
    readonly issuer: string,
    private readonly lifetimes: { accessMinutes: number; idMinutes: number },
  ) {}

  get accessTokenSeconds(): number {
    return this.lifetimes.accessMinutes * 60;
  }

  async issue(subject: TokenSubject, grant: TokenGrant): Promise<{ accessToken: string; idToken: string }> {
    const now = seconds(this.clock.now());
    const eventId = randomUUID();
    const groups = subject.groups.length > 0 ? { 'cognito:groups': [...subject.groups] } : {};
    const key = this.keys.current;
    const accessToken = await new SignJWT({
      ...groups,
      iss: this.issuer,
      client_id: grant.clientId,
      origin_jti: grant.sessionId,
      event_id: eventId,
      token_use: 'access',
      scope: grant.scope,
      auth_time: seconds(grant.authTime),
      jti: randomUUID(),
      username: subject.username,
      ...(grant.deviceKey ? { device_key: grant.deviceKey } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setSubject(subject.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + this.lifetimes.accessMinutes * 60)
      .sign(key.privateKey);
    const idToken = await new SignJWT({
      ...groups,
      email_verified: subject.emailVerified,
      iss: this.issuer,
      'cognito:username': subject.username,
      origin_jti: grant.sessionId,
      aud: grant.clientId,
      event_id: eventId,
      token_use: 'id',
      auth_time: seconds(grant.authTime),
      ...(subject.name !== null ? { name: subject.name } : {}),
      ...(subject.email !== null ? { email: subject.email } : {}),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      jti: randomUUID(),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setSubject(subject.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + this.lifetimes.idMinutes * 60)
      .sign(key.privateKey);
    return { accessToken, idToken };
  }

  /**
   * Checks signature, issuer, use and expiry of an access token (not revocation: see the sessions).
   * Throws TokenRejectedError with the reason.
   */
  async verifyAccess(token: string): Promise<AccessClaims> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw new TokenRejectedError('malformed');
    }
    const key = this.keys.all.find((k) => k.kid === kid);
    if (!key) throw new TokenRejectedError('bad-signature');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key.publicKey, {
        algorithms: ['RS256'],
        currentDate: this.clock.now(),
        clockTolerance: 0,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenRejectedError('expired');
      if (error instanceof joseErrors.JWSSignatureVerificationFailed)
        throw new TokenRejectedError('bad-signature');
      throw new TokenRejectedError('malformed');
    }
    if (payload.iss !== this.issuer) throw new TokenRejectedError('wrong-issuer');
    if (payload.token_use !== 'access') throw new TokenRejectedError('wrong-use');
    for (const claim of ['sub', 'username', 'client_id', 'origin_jti', 'jti', 'scope']) {
      if (typeof payload[claim] !== 'string') throw new TokenRejectedError('malformed');
    }
    return payload as AccessClaims;
  }
}
