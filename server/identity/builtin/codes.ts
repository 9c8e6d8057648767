import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { identityCodes } from '../../db/schema';
import type { Caller, PoolCore, UserRow } from './core';
import { codeDigest, randomCode, safeEqual } from './crypto';
import { Errors } from './errors';
import type { CodePurpose } from './mail';

export type StoredCodePurpose = Extract<CodePurpose, 'SIGN_UP' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL'>;

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

/**
 * The pool's one-time codes (sign-up, password reset, attribute verification): six random digits,
 * stored as keyed digests, single-use, expiring, with wrong answers counted. One code per user and
 * purpose is outstanding; requesting a new one replaces it.
 */
export class CodeService {
  constructor(private readonly core: PoolCore) {}

  validMinutes(purpose: StoredCodePurpose): number {
    const s = this.core.settings;
    return purpose === 'SIGN_UP'
      ? s.signUpCodeMinutes
      : purpose === 'FORGOT_PASSWORD'
        ? s.resetCodeMinutes
        : s.verifyCodeMinutes;
  }

  /**
   * Creates (or replaces) the user's code for `purpose` inside `exec` and returns a function that
   * delivers it; call that after the transaction commits. The caller counts the send against the
   * limits first (`core.countCodeSend`), outside any transaction.
   */
  async create(
    exec: Executor,
    user: UserRow,
    purpose: StoredCodePurpose,
  ): Promise<{ deliver: () => Promise<void>; details: CodeDeliveryDetails }> {
    const email = user.email;
    if (!email) {
      throw Errors.invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    const code = randomCode();
    const now = this.core.now();
    const minutes = this.validMinutes(purpose);
    const row = {
      userSub: user.sub,
      purpose,
      codeHash: codeDigest(this.core.keys.codeKey, user.sub, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      attempts: 0,
      consumedAt: null,
    };
    await exec
      .insert(identityCodes)
      .values(row)
      .onConflictDoUpdate({ target: [identityCodes.userSub, identityCodes.purpose], set: row });
    return {
      details: this.details(email),
      deliver: () => this.deliver(user, email, purpose, code, minutes),
    };
  }

  /**
   * Sends the user a new code for `purpose` when nothing else is written with it: counts the send
   * against the limits, creates the code and delivers it; the answer's CodeDeliveryDetails.
   */
  async send(
    user: UserRow,
    purpose: StoredCodePurpose,
    caller: Caller,
  ): Promise<{ CodeDeliveryDetails: CodeDeliveryDetails }> {
    await this.core.countCodeSend(user.sub, caller);
    const delivery = await this.create(this.core.db, user, purpose);
    await delivery.deliver();
    return { CodeDeliveryDetails: delivery.details };
  }

  details(email: string): CodeDeliveryDetails {
    return { Destination: this.core.maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
  }

  async deliver(
    user: { username: string },
    to: string,
    purpose: CodePurpose,
    code: string,
    minutes: number,
  ): Promise<void> {
    try {
      await this.core.mailer.send({ to, username: user.username, purpose, code, validMinutes: minutes });
    } catch (error) {
      this.core.log.error({ err: error, purpose }, 'could not deliver a code');
      throw Errors.codeDelivery();
    }
  }

  /**
   * Checks an answer, outside any transaction. A wrong one is counted (the code dies after
   * `codeMaxAttempts`), an expired or used one is refused. Returns a function that consumes the code
   * inside the caller's transaction, so that its writes and the consumption commit together.
   */
  async check(
    user: UserRow,
    purpose: StoredCodePurpose,
    answer: string,
    caller: Caller,
  ): Promise<(exec: Executor) => Promise<void>> {
    await this.core.checkAddressFailures(caller);
    const where = and(eq(identityCodes.userSub, user.sub), eq(identityCodes.purpose, purpose));
    const [row] = await this.core.db.select().from(identityCodes).where(where);
    const max = this.core.settings.codeMaxAttempts;
    if (!row || row.consumedAt) throw Errors.codeExpired();
    if (row.attempts >= max) throw Errors.attemptLimit();
    if (row.expiresAt.getTime() <= this.core.now().getTime()) throw Errors.codeExpired();
    const digest = codeDigest(this.core.keys.codeKey, user.sub, purpose, answer);
    if (!safeEqual(digest, row.codeHash)) {
      await this.core.db
        .update(identityCodes)
        .set({ attempts: sql`${identityCodes.attempts} + 1` })
        .where(and(where, eq(identityCodes.codeHash, row.codeHash)));
      await this.core.recordAddressFailure(caller);
      throw Errors.codeMismatch();
    }
    return async (exec) => {
      const used = await exec
        .update(identityCodes)
        .set({ consumedAt: this.core.now() })
        .where(and(where, isNull(identityCodes.consumedAt), eq(identityCodes.codeHash, row.codeHash)))
        .returning({ purpose: identityCodes.purpose });
      if (used.length === 0) throw Errors.codeExpired();
    };
  }

  /** Test hook: makes every outstanding code of a user expired. */
  async expireAll(userSub: string): Promise<void> {
    const past = new Date(this.core.now().getTime() - 1000);
    await this.core.db
      .update(identityCodes)
      .set({ expiresAt: past })
      .where(and(eq(identityCodes.userSub, userSub), isNull(identityCodes.consumedAt)));
  }

  async prune(): Promise<void> {
    const dayAgo = new Date(this.core.now().getTime() - 24 * 3600_000);
    await this.core.db.delete(identityCodes).where(lt(identityCodes.expiresAt, dayAgo));
  }
}
