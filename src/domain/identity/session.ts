import { err, ok, type Result } from '../shared/result';
import { decodeJwtClaims, numericClaim, stringClaim } from './jwt';

/** The tokens a sign-in or a refresh returns. A refresh returns no new refresh token. */
export interface TokenSet {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken?: string;
}

/**
 * A sign-in session: identity, access and refresh tokens and the clock drift (seconds this device's
 * clock is ahead of the provider's, measured when the tokens arrived).
 */
export interface Session {
  readonly username: string;
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken: string | null;
  readonly clockDrift: number;
}

/** The claims the SPA reads from the identity token. */
export interface IdTokenClaims {
  readonly name?: string;
  readonly exp: number;
}

/** Who is signed in, as the shell shows them. */
export interface CurrentUser {
  readonly username: string;
  /** The id token's `name` claim; the username when the account has no name. */
  readonly name: string;
}

/** Credentials are refreshed after 50 minutes (3,000,000 ms), and shortly before tokens expire. */
export const CREDENTIALS_REFRESH_AFTER_SECONDS = 3_000;
export const REFRESH_MARGIN_SECONDS = 60;

interface TokenTimes {
  readonly iat: number;
  readonly exp: number;
}

function times(token: string): TokenTimes | null {
  const claims = decodeJwtClaims(token);
  if (!claims) return null;
  const exp = numericClaim(claims, 'exp');
  if (exp === undefined) return null;
  return { exp, iat: numericClaim(claims, 'iat') ?? exp };
}

export type SessionProblem = 'malformed-token' | 'missing-username';

/**
 * A session from freshly issued tokens. `nowSeconds` is this device's clock; the drift is the
 * difference to the tokens' issue time (as the provider's libraries compute it).
 */
export function sessionFromTokens(
  tokens: TokenSet,
  nowSeconds: number,
  previous?: Pick<Session, 'refreshToken' | 'username'>,
): Result<Session, SessionProblem> {
  const access = decodeJwtClaims(tokens.accessToken);
  const id = decodeJwtClaims(tokens.idToken);
  const accessTimes = times(tokens.accessToken);
  const idTimes = times(tokens.idToken);
  if (!access || !id || !accessTimes || !idTimes) return err('malformed-token');
  const username =
    stringClaim(access, 'username') ?? stringClaim(id, 'cognito:username') ?? previous?.username;
  if (!username) return err('missing-username');
  return ok({
    username,
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? previous?.refreshToken ?? null,
    clockDrift: Math.floor(nowSeconds) - Math.min(accessTimes.iat, idTimes.iat),
  });
}

/** The device's time as the provider sees it. */
export function adjustedNow(session: Session, nowSeconds: number): number {
  return Math.floor(nowSeconds) - session.clockDrift;
}

/**
 * Valid only while the drift-adjusted current time (seconds) is before the exp of both the access
 * and the identity token.
 */
export function isSessionValid(session: Session, nowSeconds: number): boolean {
  const access = times(session.accessToken);
  const id = times(session.idToken);
  if (!access || !id) return false;
  const now = adjustedNow(session, nowSeconds);
  return now < access.exp && now < id.exp;
}

/**
 * Whether the tokens should be refreshed now: they are invalid, about to expire (within
 * REFRESH_MARGIN_SECONDS), or were issued 50 minutes ago or more.
 */
export function sessionNeedsRefresh(session: Session, nowSeconds: number): boolean {
  if (!isSessionValid(session, nowSeconds)) return true;
  const access = times(session.accessToken) as TokenTimes;
  const id = times(session.idToken) as TokenTimes;
  const now = adjustedNow(session, nowSeconds);
  const expiry = Math.min(access.exp, id.exp);
  const issued = Math.min(access.iat, id.iat);
  return now >= expiry - REFRESH_MARGIN_SECONDS || now - issued >= CREDENTIALS_REFRESH_AFTER_SECONDS;
}

/** The claims read from the identity token: name and exp. */
export function idTokenClaims(session: Session): IdTokenClaims | null {
  const claims = decodeJwtClaims(session.idToken);
  const exp = claims ? numericClaim(claims, 'exp') : undefined;
  if (!claims || exp === undefined) return null;
  const name = stringClaim(claims, 'name');
  return name !== undefined && name.trim() !== '' ? { name, exp } : { exp };
}

export function currentUserOf(session: Session): CurrentUser {
  const name = idTokenClaims(session)?.name;
  return { username: session.username, name: name ?? session.username };
}
