import type { Session, TokenSet } from '../../../../src/domain/identity/session';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with these claims (the SPA reads claims; it never verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', kid: 'test' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

export interface TokenOptions {
  readonly username?: string;
  readonly name?: string;
  /** Issue time, seconds since the epoch. */
  readonly iat: number;
  readonly lifetimeSeconds?: number;
  readonly refreshToken?: string | null;
  readonly jti?: string;
}

export function makeTokens({
  username = 'ana',
  name = 'Ana Quispe',
  iat,
  lifetimeSeconds = 3600,
  refreshToken = `refresh-${username}`,
  jti = 'jti-1',
}: TokenOptions): TokenSet {
  const exp = iat + lifetimeSeconds;
  return {
    accessToken: makeJwt({ sub: `sub-${username}`, username, token_use: 'access', iat, exp, jti }),
    idToken: makeJwt({
      sub: `sub-${username}`,
      'cognito:username': username,
      name,
      token_use: 'id',
      iat,
      exp,
    }),
    ...(refreshToken ? { refreshToken } : {}),
  };
}

export function makeSession(options: TokenOptions & { clockDrift?: number }): Session {
  const tokens = makeTokens(options);
  return {
    username: options.username ?? 'ana',
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    clockDrift: options.clockDrift ?? 0,
  };
}
