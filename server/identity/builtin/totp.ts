import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { identityUsers } from '../../db/schema';
import type { Caller, PoolCore, UserRow } from './core';
import { Errors } from './errors';

/** Time step of a TOTP code (RFC 6238, 30 s). */
const TOTP_PERIOD = 30;

export function totpFor(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD, algorithm: 'SHA1' });
}

/** The user's authenticator app (SOFTWARE_TOKEN_MFA, MFA_SETUP): its secret and its one-time codes. */
export class TotpAuthenticator {
  constructor(private readonly core: PoolCore) {}

  /** Accepts a TOTP code once (±1 step of clock skew, never a step already used). */
  async acceptTotp(userSub: string, secret: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const now = this.core.now().getTime();
    const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
    const accepted = await this.core.db
      .update(identityUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(identityUsers.sub, userSub),
          or(isNull(identityUsers.totpLastStep), lt(identityUsers.totpLastStep, step)),
        ),
      )
      .returning({ sub: identityUsers.sub });
    return accepted.length > 0;
  }

  /** AssociateSoftwareToken: a new secret, pending until a code from it is verified. */
  async associateTotp(userSub: string): Promise<string> {
    const secret = new Secret({ size: 20 }).base32;
    await this.core.db
      .update(identityUsers)
      .set({ totpPendingSecret: secret, updatedAt: this.core.now() })
      .where(eq(identityUsers.sub, userSub));
    return secret;
  }

  /** VerifySoftwareToken: a code of the pending secret makes it the user's authenticator. */
  async verifyPendingTotp(user: UserRow, code: string, caller: Caller): Promise<void> {
    await this.core.checkAddressFailures(caller);
    const fresh = await this.core.findUserBySub(user.sub);
    const pending = fresh?.totpPendingSecret;
    if (!pending) throw Errors.softwareTokenNotFound();
    const now = this.core.now().getTime();
    const delta = /^\d{6}$/.test(code)
      ? totpFor(pending).validate({ token: code, timestamp: now, window: 1 })
      : null;
    if (delta === null) {
      await this.core.recordAddressFailure(caller);
      throw Errors.softwareTokenMismatch();
    }
    await this.core.db
      .update(identityUsers)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpVerified: true,
        totpLastStep: Math.floor(now / 1000 / TOTP_PERIOD) + delta,
        updatedAt: this.core.now(),
      })
      .where(eq(identityUsers.sub, user.sub));
  }
}
