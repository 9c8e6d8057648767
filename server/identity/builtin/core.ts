import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TokenRejectedError } from '../principal';
import type { BuiltinPoolSettings, IdentitySettings } from '../../config';
import type { Clock } from '../../context';
import type { Database, Executor } from '../../db/database';
import { identitySessions, identityUserGroups, identityUsers } from '../../db/schema';
import { Errors } from './errors';
import type { PoolKeys } from './keys';
import { HOUR, MINUTE, type RateLimiter } from './limits';
import type { CodeMailer, PoolLogger, TestCodeSink } from './mail';
import type { PasswordHasher } from './passwords';
import { ADMIN_SCOPE, type AccessClaims, type TokenService, type TokenSubject } from './tokens';

export type UserRow = typeof identityUsers.$inferSelect;

const LOCKOUT_CAP_SECONDS = 15 * 60;

/** An app client of the pool. The built-in pool has one: the SPA's public client (no secret). */
export interface PoolClient {
  readonly clientId: string;
  readonly flows: ReadonlySet<string>;
  readonly redirectUris: readonly string[];
  readonly logoutUris: readonly string[];
  readonly scopes: readonly string[];
}

export const OIDC_SCOPES = ['openid', 'email', 'profile', ADMIN_SCOPE] as const;

/** The caller of a protocol request (for per-address limits and device records). */
export interface Caller {
  readonly ip: string;
}

/** Revocation facts of a sign-in session, cached briefly for the API's per-request checks. */
interface SessionFacts {
  readonly revoked: boolean;
  readonly enabled: boolean;
  readonly userSub: string;
  /** The user's current username: the API's identity comes from here, never from a token's claims. */
  readonly username: string;
  readonly at: number;
}

/**
 * What every part of the built-in pool shares: settings, database, clock, keys, hashing, limits and
 * mail, plus the lookups every action needs.
 */
export class PoolCore {
  readonly clients: ReadonlyMap<string, PoolClient>;
  private readonly factsCache = new Map<string, SessionFacts>();
  private readonly userListeners = new Set<(username: string) => Promise<void>>();
  log: PoolLogger = {
    info: (o, m) => console.log(m, o),
    warn: (o, m) => console.warn(m, o),
    error: (o, m) => console.error(m, o),
  };

  constructor(
    readonly identity: IdentitySettings,
    readonly db: Database,
    readonly clock: Clock,
    readonly keys: PoolKeys,
    readonly tokens: TokenService,
    readonly hasher: PasswordHasher,
    readonly limiter: RateLimiter,
    readonly mailer: CodeMailer,
    readonly codeSink: TestCodeSink | undefined,
  ) {
    const client: PoolClient = {
      clientId: identity.clientId,
      flows: new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'CUSTOM_AUTH']),
      redirectUris: identity.pool.redirectUris,
      logoutUris: identity.pool.logoutUris,
      scopes: OIDC_SCOPES,
    };
    this.clients = new Map([[client.clientId, client]]);
  }

  /**
   * Listens to changes a user makes to their own account through the pool (first password chosen,
   * password reset completed, sign-up, attributes); returns the way to stop listening.
   */
  onUserChanged(listener: (username: string) => Promise<void>): () => void {
    this.userListeners.add(listener);
    return () => this.userListeners.delete(listener);
  }

  /**
   * Tells the listeners that a user changed, after the change is committed. Awaited, so the answer to
   * the user's request leaves when the rest of the product already reflects it; a listener's failure
   * is logged and never fails the user's request.
   */
  async userChanged(username: string): Promise<void> {
    for (const listener of this.userListeners) {
      try {
        await listener(username);
      } catch (error) {
        this.log.warn({ err: error, username }, 'a listener of user changes failed');
      }
    }
  }

  get settings(): BuiltinPoolSettings {
    return this.identity.pool;
  }

  get userPoolId(): string {
    return this.identity.userPoolId;
  }

  now(): Date {
    return this.clock.now();
  }

  requireClient(clientId: string): PoolClient {
    const client = this.clients.get(clientId);
    if (!client) throw Errors.clientNotFound(clientId);
    return client;
  }

  async findUser(username: string, exec: Executor = this.db): Promise<UserRow | undefined> {
    const [user] = await exec
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.usernameKey, username.toLowerCase()));
    return user;
  }

  /** The user a request without a token names, once its app client is known (undefined: no such user). */
  async clientUser(clientId: string, username: string): Promise<UserRow | undefined> {
    this.requireClient(clientId);
    return this.findUser(username);
  }

  async findUserBySub(sub: string, exec: Executor = this.db): Promise<UserRow | undefined> {
    const [user] = await exec.select().from(identityUsers).where(eq(identityUsers.sub, sub));
    return user;
  }

  async groupsOf(sub: string, exec: Executor = this.db): Promise<string[]> {
    const rows = await exec
      .select({ name: identityUserGroups.groupName })
      .from(identityUserGroups)
      .where(eq(identityUserGroups.userSub, sub))
      .orderBy(identityUserGroups.groupName);
    return rows.map((r) => r.name);
  }

  async tokenSubject(user: UserRow, exec: Executor = this.db): Promise<TokenSubject> {
    return {
      sub: user.sub,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      groups: await this.groupsOf(user.sub, exec),
    };
  }

  /** Cognito's masked destination, e.g. `a***@e***`. */
  maskEmail(email: string): string {
    const [local = '', domain = ''] = email.split('@');
    return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
  }

  /**
   * Authenticates a self-service call (GetUser, ChangePassword, devices…): a valid access token of this
   * pool with the admin scope, whose session is not revoked and whose user exists and is enabled.
   */
  async authenticate(accessToken: string): Promise<{ user: UserRow; claims: AccessClaims }> {
    let claims: AccessClaims;
    try {
      claims = await this.tokens.verifyAccess(accessToken);
    } catch (error) {
      if (error instanceof TokenRejectedError && error.reason === 'expired')
        throw Errors.accessTokenExpired();
      throw Errors.invalidAccessToken();
    }
    if (!claims.scope.split(' ').includes(ADMIN_SCOPE)) throw Errors.missingScope();
    const [row] = await this.db
      .select({ session: identitySessions, user: identityUsers })
      .from(identitySessions)
      .innerJoin(identityUsers, eq(identityUsers.sub, identitySessions.userSub))
      .where(eq(identitySessions.id, claims.origin_jti));
    if (!row || row.user.sub !== claims.sub) throw Errors.accessTokenRevoked();
    if (row.session.revokedAt) throw Errors.accessTokenRevoked();
    if (!row.user.enabled) throw Errors.userDisabled();
    return { user: row.user, claims };
  }

  /**
   * The API's check of a token's session (GlobalSignOut, RevokeToken, disabled user). Results are
   * cached for `revocationCacheMs`; revocations made by this instance clear the cache at once.
   */
  async sessionFacts(sessionId: string): Promise<SessionFacts | undefined> {
    const ttl = this.settings.revocationCacheMs;
    const cached = this.factsCache.get(sessionId);
    const nowMs = Date.now();
    if (cached && nowMs - cached.at < ttl) return cached;
    const [row] = await this.db
      .select({
        revokedAt: identitySessions.revokedAt,
        enabled: identityUsers.enabled,
        userSub: identityUsers.sub,
        username: identityUsers.username,
      })
      .from(identitySessions)
      .innerJoin(identityUsers, eq(identityUsers.sub, identitySessions.userSub))
      .where(eq(identitySessions.id, sessionId));
    if (!row) {
      this.factsCache.delete(sessionId);
      return undefined;
    }
    const facts = {
      revoked: row.revokedAt !== null,
      enabled: row.enabled,
      userSub: row.userSub,
      username: row.username,
      at: nowMs,
    };
    if (ttl > 0) {
      if (this.factsCache.size > 50_000) this.factsCache.clear();
      this.factsCache.set(sessionId, facts);
    }
    return facts;
  }

  /** Forgets cached session facts of a user (after a sign-out, revocation, disable or deletion). */
  forgetUserSessions(userSub: string): void {
    for (const [id, facts] of this.factsCache) if (facts.userSub === userSub) this.factsCache.delete(id);
  }

  /** Revokes every sign-in session of a user: refresh tokens and their access tokens (GlobalSignOut). */
  async revokeAllSessions(userSub: string, exec: Executor = this.db): Promise<void> {
    await exec
      .update(identitySessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(identitySessions.userSub, userSub), isNull(identitySessions.revokedAt)));
    this.forgetUserSessions(userSub);
  }

  async revokeSessions(ids: string[], exec: Executor = this.db): Promise<void> {
    if (ids.length === 0) return;
    await exec
      .update(identitySessions)
      .set({ revokedAt: this.now() })
      .where(inArray(identitySessions.id, ids));
    for (const id of ids) this.factsCache.delete(id);
  }

  /** Counts a wrong password; from the limit on, the account locks for 1 s, 2 s, 4 s… up to 15 min. */
  async recordFailedPassword(userSub: string): Promise<void> {
    const [row] = await this.db
      .update(identityUsers)
      .set({ failedSignIns: sql`${identityUsers.failedSignIns} + 1` })
      .where(eq(identityUsers.sub, userSub))
      .returning({ failed: identityUsers.failedSignIns });
    const { failedSignIns: limit, lockoutSeconds } = this.settings.limits;
    const failed = row?.failed ?? 0;
    if (failed >= limit) {
      const seconds = Math.min(lockoutSeconds * 2 ** Math.min(failed - limit, 20), LOCKOUT_CAP_SECONDS);
      await this.db
        .update(identityUsers)
        .set({ lockedUntil: new Date(this.now().getTime() + seconds * 1000) })
        .where(eq(identityUsers.sub, userSub));
    }
  }

  isLocked(user: UserRow): boolean {
    return user.lockedUntil !== null && user.lockedUntil.getTime() > this.now().getTime();
  }

  // ---- rate limits --------------------------------------------------------------------------------

  /** Every protocol request counts against its address (TooManyRequestsException). */
  async countRequest(caller: Caller): Promise<void> {
    const n = await this.limiter.hit(`ip-req:${caller.ip}`, MINUTE);
    if (n > this.settings.limits.ipRequestsPerMinute) throw Errors.tooManyRequests();
  }

  /** Refuses sign-in and code attempts from an address with too many recent failures. */
  async checkAddressFailures(caller: Caller): Promise<void> {
    const n = await this.limiter.peek(`ip-fail:${caller.ip}`, HOUR);
    if (n >= this.settings.limits.ipFailuresPerHour) throw Errors.tooManyRequests();
  }

  async recordAddressFailure(caller: Caller): Promise<void> {
    await this.limiter.hit(`ip-fail:${caller.ip}`, HOUR);
  }

  /** Codes sent per user and per address (LimitExceededException). */
  async countCodeSend(userSub: string | undefined, caller: Caller): Promise<void> {
    const limits = this.settings.limits;
    if (userSub !== undefined) {
      const perUser = await this.limiter.hit(`user-codes:${userSub}`, HOUR);
      if (perUser > limits.userCodesPerHour) throw Errors.attemptLimit();
    }
    const perAddress = await this.limiter.hit(`ip-codes:${caller.ip}`, HOUR);
    if (perAddress > limits.ipCodesPerHour) throw Errors.attemptLimit();
  }
}
