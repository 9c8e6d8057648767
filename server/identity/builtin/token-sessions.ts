import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { identityDevices, identitySessions, identityUsers } from '../../db/schema';
import type { Caller, PoolCore, UserRow } from './core';
import { randomToken, sha256 } from './crypto';
import { Errors } from './errors';
import type { AuthenticationResult, SignInContext } from './sign-in-types';
import { ADMIN_SCOPE } from './tokens';

/** The end of a sign-in: its refresh-token session, the device it remembers, and the tokens. */
export class TokenSessions {
  constructor(private readonly core: PoolCore) {}

  /**
   * Ends a sign-in: a refresh-token session (its id is the tokens' origin_jti), a device record for
   * device tracking unless a known device was presented, and the tokens.
   */
  async issueTokens(
    user: UserRow,
    clientId: string,
    context: SignInContext,
    caller: Caller,
    scope = ADMIN_SCOPE,
  ): Promise<AuthenticationResult> {
    const now = this.core.now();
    const authTime = context.authTime ? new Date(context.authTime) : now;
    const refreshToken = randomToken(48);
    const sessionId = randomUUID();
    const { subject, deviceKey, newDevice } = await this.core.db.transaction(async (tx) => {
      let deviceKey: string | undefined;
      let newDevice: AuthenticationResult['NewDeviceMetadata'];
      if (context.deviceKey) {
        const known = await tx
          .update(identityDevices)
          .set({ lastAuthenticatedAt: now, lastIp: caller.ip, updatedAt: now })
          .where(
            and(
              eq(identityDevices.deviceKey, context.deviceKey),
              eq(identityDevices.userSub, user.sub),
              eq(identityDevices.confirmed, true),
            ),
          )
          .returning({ key: identityDevices.deviceKey });
        if (known.length > 0) deviceKey = context.deviceKey;
      }
      if (!deviceKey && context.flow !== 'HOSTED') {
        deviceKey = `${this.core.identity.region}_${randomUUID()}`;
        newDevice = { DeviceKey: deviceKey, DeviceGroupKey: `-${randomToken(9)}` };
        await tx.insert(identityDevices).values({
          deviceKey,
          userSub: user.sub,
          deviceGroupKey: newDevice.DeviceGroupKey,
          lastIp: caller.ip,
          createdAt: now,
          updatedAt: now,
          lastAuthenticatedAt: now,
        });
      }
      await tx.insert(identitySessions).values({
        id: sessionId,
        userSub: user.sub,
        clientId,
        refreshTokenHash: sha256(refreshToken),
        scope,
        deviceKey: deviceKey ?? null,
        authTime,
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.core.settings.refreshTokenDays * 86_400_000),
      });
      await tx.update(identityUsers).set({ lastSignInAt: now }).where(eq(identityUsers.sub, user.sub));
      return { subject: await this.core.tokenSubject(user, tx), deviceKey, newDevice };
    });
    const tokens = await this.core.tokens.issue(subject, {
      clientId,
      sessionId,
      authTime,
      scope,
      deviceKey: deviceKey ?? null,
      nonce: context.hosted?.nonce ?? null,
    });
    return {
      AccessToken: tokens.accessToken,
      ExpiresIn: this.core.tokens.accessTokenSeconds,
      TokenType: 'Bearer',
      IdToken: tokens.idToken,
      RefreshToken: refreshToken,
      ...(newDevice ? { NewDeviceMetadata: newDevice } : {}),
    };
  }

  /** REFRESH_TOKEN_AUTH / grant_type=refresh_token: new access and id tokens, same session. */
  async refresh(clientId: string, refreshToken: string): Promise<AuthenticationResult> {
    const [row] = await this.core.db
      .select({ session: identitySessions, user: identityUsers })
      .from(identitySessions)
      .innerJoin(identityUsers, eq(identityUsers.sub, identitySessions.userSub))
      .where(eq(identitySessions.refreshTokenHash, sha256(refreshToken)));
    const now = this.core.now();
    if (!row || row.session.clientId !== clientId) throw Errors.invalidRefreshToken();
    if (row.session.revokedAt) throw Errors.refreshTokenRevoked();
    if (row.session.expiresAt.getTime() <= now.getTime()) throw Errors.refreshTokenExpired();
    if (!row.user.enabled) throw Errors.userDisabled();
    if (row.user.status === 'RESET_REQUIRED') throw Errors.resetRequired();
    await this.core.db
      .update(identitySessions)
      .set({ lastUsedAt: now })
      .where(eq(identitySessions.id, row.session.id));
    const subject = await this.core.tokenSubject(row.user);
    const tokens = await this.core.tokens.issue(subject, {
      clientId,
      sessionId: row.session.id,
      authTime: row.session.authTime,
      scope: row.session.scope,
      deviceKey: row.session.deviceKey,
    });
    return {
      AccessToken: tokens.accessToken,
      ExpiresIn: this.core.tokens.accessTokenSeconds,
      TokenType: 'Bearer',
      IdToken: tokens.idToken,
    };
  }
}
