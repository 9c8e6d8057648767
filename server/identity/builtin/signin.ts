import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { identityAuthSessions, identityDevices, identitySessions, identityUsers } from '../../db/schema';
import type { Caller, PoolCore, UserRow } from './core';
import { codeDigest, randomCode, randomToken, safeEqual, sha256 } from './crypto';
import { Errors } from './errors';
import { checkPasswordPolicy, checkPasswordShape, ownPasswordColumns } from './passwords';
import type {
  AuthenticationResult,
  AuthSessionRow,
  ChallengeName,
  SignInContext,
  SignInStep,
} from './sign-in-types';
import { TokenSessions } from './token-sessions';
import { TotpAuthenticator } from './totp';

export type {
  AuthenticationResult,
  ChallengeName,
  HostedLoginRequest,
  SignInContext,
  SignInStep,
} from './sign-in-types';
export { totpFor } from './totp';

/**
 * Sign-in as Cognito does it: the password (with lockout after repeated failures), then, in order, the
 * challenges the account needs (NEW_PASSWORD_REQUIRED, SOFTWARE_TOKEN_MFA or MFA_SETUP, the e-mailed
 * CUSTOM_CHALLENGE code), then tokens and a refresh-token session.
 */
export class SignInService {
  private readonly totp: TotpAuthenticator;
  private readonly tokens: TokenSessions;

  constructor(private readonly core: PoolCore) {
    this.totp = new TotpAuthenticator(core);
    this.tokens = new TokenSessions(core);
  }

  // ---- the password ---------------------------------------------------------------------------------

  /**
   * Verifies a username and password, with Cognito's errors for unknown, locked, disabled, unconfirmed
   * and reset-required accounts, and continues with the account's challenges.
   */
  async withPassword(input: {
    clientId: string;
    username: string;
    password: string;
    caller: Caller;
    context: SignInContext;
  }): Promise<SignInStep> {
    const user = await this.verifyPassword(input.username, input.password, input.caller);
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      const expires = user.temporaryPasswordExpiresAt;
      if (expires && expires.getTime() <= this.core.now().getTime()) throw Errors.temporaryPasswordExpired();
    }
    const context: SignInContext = { ...input.context, authTime: this.core.now().toISOString() };
    return this.next(user, input.clientId, context);
  }

  private async verifyPassword(username: string, password: string, caller: Caller): Promise<UserRow> {
    await this.core.checkAddressFailures(caller);
    const { hasher, settings } = this.core;
    const user = await this.core.findUser(username);
    if (!user) {
      await hasher.verifyDummy(password);
      await this.core.recordAddressFailure(caller);
      throw settings.preventUserExistenceErrors ? Errors.badCredentials() : Errors.userNotFound();
    }
    if (this.core.isLocked(user)) throw Errors.passwordAttemptsExceeded();
    if (!(await hasher.verify(user.passwordHash, password))) {
      await this.core.recordFailedPassword(user.sub);
      await this.core.recordAddressFailure(caller);
      throw Errors.badCredentials();
    }
    if (!user.enabled) throw Errors.userDisabled();
    if (user.status === 'UNCONFIRMED') throw Errors.notConfirmed();
    if (user.status === 'RESET_REQUIRED') throw Errors.resetRequired();
    const rehash = hasher.needsRehash(user.passwordHash) ? await hasher.hash(password) : undefined;
    if (user.failedSignIns > 0 || user.lockedUntil || rehash) {
      await this.core.db
        .update(identityUsers)
        .set({ failedSignIns: 0, lockedUntil: null, ...(rehash ? { passwordHash: rehash } : {}) })
        .where(eq(identityUsers.sub, user.sub));
    }
    return user;
  }

  /** CUSTOM_AUTH without a password: the first custom challenge asks for it. */
  async customAuthStart(input: {
    clientId: string;
    username: string;
    context: SignInContext;
  }): Promise<SignInStep> {
    const user = await this.core.findUser(input.username);
    if (!user) {
      if (this.core.settings.preventUserExistenceErrors) {
        // A session that can never succeed, indistinguishable from a real one.
        return {
          kind: 'challenge',
          name: 'CUSTOM_CHALLENGE',
          parameters: { USERNAME: input.username, CHALLENGE_TYPE: 'PASSWORD' },
          session: randomToken(48),
        };
      }
      throw Errors.userNotFound();
    }
    const session = await this.createChallenge(user, input.clientId, 'CUSTOM_CHALLENGE', {
      ...input.context,
      awaitingPassword: true,
    });
    return {
      kind: 'challenge',
      name: 'CUSTOM_CHALLENGE',
      parameters: { USERNAME: user.username, CHALLENGE_TYPE: 'PASSWORD' },
      session,
    };
  }

  // ---- challenges -------------------------------------------------------------------------------------

  /** The account's next challenge after `context.passed`, or `authenticated`. */
  private async next(user: UserRow, clientId: string, context: SignInContext): Promise<SignInStep> {
    const passed = new Set(context.passed ?? []);
    const ask = async (name: ChallengeName, parameters: Record<string, string>, codeHash?: string) => ({
      kind: 'challenge' as const,
      name,
      parameters,
      session: await this.createChallenge(user, clientId, name, context, codeHash),
    });

    if (user.status === 'FORCE_CHANGE_PASSWORD' && !passed.has('NEW_PASSWORD_REQUIRED')) {
      const attributes: Record<string, string> = {};
      if (user.email) attributes.email = user.email;
      attributes.email_verified = String(user.emailVerified);
      if (user.name) attributes.name = user.name;
      return ask('NEW_PASSWORD_REQUIRED', {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify(attributes),
      });
    }
    const mfa = this.core.settings.mfa;
    const mfaPassed = passed.has('SOFTWARE_TOKEN_MFA') || passed.has('MFA_SETUP');
    if (mfa !== 'off' && user.totpEnabled && user.totpSecret) {
      if (!mfaPassed) return ask('SOFTWARE_TOKEN_MFA', { USER_ID_FOR_SRP: user.username });
    } else if (mfa === 'on' && !mfaPassed) {
      return ask('MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: user.username });
    } else if (this.needsEmailCode(user, context) && !passed.has('CUSTOM_CHALLENGE')) {
      if (!user.email)
        throw Errors.invalidParameter('The user has no e-mail address to send the sign-in code to.');
      const code = randomCode();
      const step = await ask(
        'CUSTOM_CHALLENGE',
        {
          USERNAME: user.username,
          CHALLENGE_TYPE: 'EMAIL_CODE',
          CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
          CODE_DELIVERY_DESTINATION: this.core.maskEmail(user.email),
        },
        codeDigest(this.core.keys.codeKey, user.sub, 'SIGN_IN', code),
      );
      await this.deliverSignInCode(user, user.email, code);
      return step;
    }
    return { kind: 'authenticated', user, context };
  }

  private needsEmailCode(user: UserRow, context: SignInContext): boolean {
    if (context.flow === 'CUSTOM_AUTH') return true;
    return user.emailSignInCode ?? this.core.settings.emailSignInCode;
  }

  private async deliverSignInCode(user: UserRow, email: string, code: string): Promise<void> {
    try {
      await this.core.mailer.send({
        to: email,
        username: user.username,
        purpose: 'SIGN_IN',
        code,
        validMinutes: this.core.settings.authSessionMinutes,
      });
    } catch (error) {
      this.core.log.error({ err: error }, 'could not deliver a sign-in code');
      throw Errors.codeDelivery();
    }
  }

  private async createChallenge(
    user: UserRow,
    clientId: string,
    challenge: ChallengeName,
    context: SignInContext,
    codeHash?: string,
  ): Promise<string> {
    const session = randomToken(48);
    const now = this.core.now();
    await this.core.db.insert(identityAuthSessions).values({
      id: sha256(session),
      userSub: user.sub,
      clientId,
      challenge,
      codeHash: codeHash ?? null,
      state: context,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.core.settings.authSessionMinutes * 60_000),
    });
    return session;
  }

  /** A live challenge session of this client (Cognito's errors for unknown, used and expired ones). */
  async loadChallenge(session: string, clientId: string): Promise<AuthSessionRow> {
    const [row] = await this.core.db
      .select()
      .from(identityAuthSessions)
      .where(eq(identityAuthSessions.id, sha256(session)));
    if (!row || row.clientId !== clientId || row.consumedAt) throw Errors.invalidSession();
    if (row.expiresAt.getTime() <= this.core.now().getTime()) throw Errors.sessionExpired();
    return row;
  }

  private async consumeChallenge(row: AuthSessionRow, exec: Executor = this.core.db): Promise<void> {
    const used = await exec
      .update(identityAuthSessions)
      .set({ consumedAt: this.core.now() })
      .where(and(eq(identityAuthSessions.id, row.id), isNull(identityAuthSessions.consumedAt)))
      .returning({ id: identityAuthSessions.id });
    if (used.length === 0) throw Errors.invalidSession();
  }

  /** Counts a wrong answer; the session dies after `codeMaxAttempts`. */
  private async wrongAnswer(row: AuthSessionRow, caller: Caller, error: Error): Promise<never> {
    await this.core.recordAddressFailure(caller);
    const [updated] = await this.core.db
      .update(identityAuthSessions)
      .set({ attempts: sql`${identityAuthSessions.attempts} + 1` })
      .where(eq(identityAuthSessions.id, row.id))
      .returning({ attempts: identityAuthSessions.attempts });
    if ((updated?.attempts ?? 0) >= this.core.settings.codeMaxAttempts) {
      await this.consumeChallenge(row).catch(() => undefined);
      throw Errors.invalidSession();
    }
    throw error;
  }

  /** RespondToAuthChallenge (and the hosted login's challenge forms). */
  async respond(input: {
    clientId: string;
    challengeName: string;
    session: string;
    responses: Record<string, string>;
    caller: Caller;
    /** The hosted login's forms answer only its own sessions, the protocol only its own. */
    hosted: boolean;
  }): Promise<SignInStep> {
    const { responses, caller } = input;
    await this.core.checkAddressFailures(caller);
    const row = await this.loadChallenge(input.session, input.clientId);
    if (((row.state as SignInContext).flow === 'HOSTED') !== input.hosted) throw Errors.invalidSession();
    if (row.challenge !== input.challengeName)
      throw Errors.invalidParameter('Invalid challenge name for the session.');
    const username = responses.USERNAME;
    if (!username) throw Errors.missingParameter('USERNAME');
    const user = await this.core.findUserBySub(row.userSub);
    if (!user || user.usernameKey !== username.toLowerCase()) throw Errors.invalidSession();
    if (!user.enabled) throw Errors.userDisabled();
    const context = row.state as SignInContext;
    const passed = (name: ChallengeName): SignInContext => ({
      ...context,
      passed: [...(context.passed ?? []), name],
    });

    switch (row.challenge as ChallengeName) {
      case 'NEW_PASSWORD_REQUIRED': {
        const newPassword = responses.NEW_PASSWORD;
        if (!newPassword) throw Errors.missingParameter('NEW_PASSWORD');
        checkPasswordShape(newPassword, 'challengeResponses.NEW_PASSWORD');
        checkPasswordPolicy(newPassword, this.core.settings.passwordPolicy);
        const attributes: { name?: string } = {};
        for (const [key, value] of Object.entries(responses)) {
          if (!key.startsWith('userAttributes.')) continue;
          const attribute = key.slice('userAttributes.'.length);
          if (attribute === 'name') attributes.name = value;
          else throw Errors.invalidParameter(`Cannot modify an attribute: ${attribute}`);
        }
        const hash = await this.core.hasher.hash(newPassword);
        const updated = await this.core.db.transaction(async (tx) => {
          await this.consumeChallenge(row, tx);
          const [u] = await tx
            .update(identityUsers)
            .set({ ...ownPasswordColumns(hash, this.core.now()), ...attributes })
            .where(eq(identityUsers.sub, user.sub))
            .returning();
          return u as UserRow;
        });
        await this.core.userChanged(updated.username);
        return this.next(updated, input.clientId, passed('NEW_PASSWORD_REQUIRED'));
      }
      case 'SOFTWARE_TOKEN_MFA': {
        const code = responses.SOFTWARE_TOKEN_MFA_CODE;
        if (!code) throw Errors.missingParameter('SOFTWARE_TOKEN_MFA_CODE');
        if (!user.totpSecret) throw Errors.softwareTokenNotFound();
        if (!(await this.totp.acceptTotp(user.sub, user.totpSecret, code))) {
          return this.wrongAnswer(row, caller, Errors.mfaCodeMismatch());
        }
        await this.consumeChallenge(row);
        return this.next(user, input.clientId, passed('SOFTWARE_TOKEN_MFA'));
      }
      case 'MFA_SETUP': {
        const fresh = await this.core.findUserBySub(user.sub);
        if (!context.totpVerified || !fresh?.totpSecret) {
          throw Errors.invalidParameter('User has not verified software token mfa');
        }
        await this.core.db.transaction(async (tx) => {
          await this.consumeChallenge(row, tx);
          await tx
            .update(identityUsers)
            .set({ totpEnabled: true, updatedAt: this.core.now() })
            .where(eq(identityUsers.sub, user.sub));
        });
        return this.next({ ...fresh, totpEnabled: true }, input.clientId, passed('MFA_SETUP'));
      }
      case 'CUSTOM_CHALLENGE': {
        const answer = responses.ANSWER;
        if (answer === undefined || answer === '') throw Errors.missingParameter('ANSWER');
        if (context.awaitingPassword) {
          await this.consumeChallenge(row);
          return this.withPassword({
            clientId: input.clientId,
            username: user.username,
            password: answer,
            caller,
            context: { ...context, awaitingPassword: false },
          });
        }
        const expected = row.codeHash ?? '';
        const digest = codeDigest(this.core.keys.codeKey, user.sub, 'SIGN_IN', answer.trim());
        if (!safeEqual(digest, expected)) return this.wrongAnswer(row, caller, Errors.codeMismatch());
        await this.consumeChallenge(row);
        return this.next(user, input.clientId, passed('CUSTOM_CHALLENGE'));
      }
      default:
        throw Errors.invalidParameter(`Unsupported challenge ${row.challenge}`);
    }
  }

  /** AssociateSoftwareToken: a new secret, pending until a code from it is verified (totp.ts). */
  associateTotp(userSub: string): Promise<string> {
    return this.totp.associateTotp(userSub);
  }

  /** VerifySoftwareToken: a code of the pending secret makes it the user's authenticator (totp.ts). */
  verifyPendingTotp(user: UserRow, code: string, caller: Caller): Promise<void> {
    return this.totp.verifyPendingTotp(user, code, caller);
  }

  /** MFA_SETUP: AssociateSoftwareToken / VerifySoftwareToken with a Session instead of an access token. */
  async setupSession(session: string): Promise<{ row: AuthSessionRow; user: UserRow }> {
    const [row] = await this.core.db
      .select()
      .from(identityAuthSessions)
      .where(eq(identityAuthSessions.id, sha256(session)));
    if (!row || row.consumedAt || row.challenge !== 'MFA_SETUP') throw Errors.invalidSession();
    if (row.expiresAt.getTime() <= this.core.now().getTime()) throw Errors.sessionExpired();
    const user = await this.core.findUserBySub(row.userSub);
    if (!user || !user.enabled) throw Errors.invalidSession();
    return { row, user };
  }

  async markSetupVerified(row: AuthSessionRow): Promise<void> {
    await this.core.db
      .update(identityAuthSessions)
      .set({ state: { ...(row.state as SignInContext), totpVerified: true } })
      .where(eq(identityAuthSessions.id, row.id));
  }

  // ---- tokens (token-sessions.ts) -------------------------------------------------------------------

  /** Ends a sign-in: its refresh-token session, its device, and the tokens. */
  issueTokens(
    user: UserRow,
    clientId: string,
    context: SignInContext,
    caller: Caller,
    scope?: string,
  ): Promise<AuthenticationResult> {
    return this.tokens.issueTokens(user, clientId, context, caller, scope);
  }

  /** REFRESH_TOKEN_AUTH / grant_type=refresh_token: new access and id tokens, same session. */
  refresh(clientId: string, refreshToken: string): Promise<AuthenticationResult> {
    return this.tokens.refresh(clientId, refreshToken);
  }

  /** Test hook: expires every pending challenge session (and so its e-mailed code) of a user. */
  async expireChallenges(userSub: string): Promise<void> {
    await this.core.db
      .update(identityAuthSessions)
      .set({ expiresAt: new Date(this.core.now().getTime() - 1000) })
      .where(
        and(
          eq(identityAuthSessions.userSub, userSub),
          isNull(identityAuthSessions.consumedAt),
          gt(identityAuthSessions.expiresAt, this.core.now()),
        ),
      );
  }

  async prune(): Promise<void> {
    const now = this.core.now();
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.core.db.delete(identityAuthSessions).where(lt(identityAuthSessions.expiresAt, dayAgo));
    await this.core.db.delete(identitySessions).where(lt(identitySessions.expiresAt, dayAgo));
    await this.core.db
      .delete(identityDevices)
      .where(and(eq(identityDevices.confirmed, false), lt(identityDevices.createdAt, dayAgo)));
  }
}
