import { AuthError, LIBRARY_MESSAGES, toAuthError } from '../../domain/identity/errors';
import { currentUserOf } from '../../domain/identity/session';
import {
  hasErrors,
  otpauthUri,
  SUPPORTED_CHALLENGES,
  validateCredentials,
  validateRequired,
  type Challenge,
  type ChallengeName,
  type SignInFailure,
  type SignInStep,
} from '../../domain/identity/sign-in';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AuthSession } from './auth-session';
import type { AuthResponse, IdentityProvider } from './ports/identity-provider';

export type SignInResult = Result<SignInStep, SignInFailure>;

/** The issuer authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Sistema de Planillas';

const invalid = (fields: SignInFailure & { kind: 'invalid' }): SignInResult => err(fields);

/**
 * Sign-in with username and password, then each challenge the provider asks for (a new password,
 * a custom challenge answer, an authenticator code, or setting up an authenticator). Every step answers
 * a tagged union; after the last step the session is checked for validity and kept.
 */
export class SignIn {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly session: AuthSession,
  ) {}

  async start(username: string, password: string): Promise<SignInResult> {
    const fields = validateCredentials(username, password);
    if (hasErrors(fields)) return invalid({ kind: 'invalid', fields });
    const name = username.trim();
    return this.step(name, () => this.provider.initiatePasswordAuth(name, password));
  }

  /** NEW_PASSWORD_REQUIRED: a new password is required. */
  async completeNewPassword(challenge: Challenge, newPassword: string): Promise<SignInResult> {
    const fields = validateRequired('newPassword', newPassword);
    if (hasErrors(fields)) return invalid({ kind: 'invalid', fields });
    return this.answer(challenge, { NEW_PASSWORD: newPassword });
  }

  /** CUSTOM_CHALLENGE: answered with a custom challenge answer, which must not be empty. */
  async answerCustomChallenge(challenge: Challenge, answer: string): Promise<SignInResult> {
    const fields = validateRequired('answer', answer);
    if (hasErrors(fields)) return invalid({ kind: 'invalid', fields });
    return this.answer(challenge, { ANSWER: answer.trim() });
  }

  /** SOFTWARE_TOKEN_MFA: the code of the user's authenticator app. */
  async answerSoftwareToken(challenge: Challenge, code: string): Promise<SignInResult> {
    const fields = validateRequired('code', code);
    if (hasErrors(fields)) return invalid({ kind: 'invalid', fields });
    return this.answer(challenge, { SOFTWARE_TOKEN_MFA_CODE: code.trim() });
  }

  /** MFA_SETUP: verifies a code of the new authenticator, then completes the challenge. */
  async completeMfaSetup(challenge: Challenge, code: string): Promise<SignInResult> {
    const fields = validateRequired('code', code);
    if (hasErrors(fields)) return invalid({ kind: 'invalid', fields });
    return this.step(challenge.username, async () => {
      const verified = await this.provider.verifySoftwareToken({
        session: challenge.session,
        code: code.trim(),
        deviceName: TOTP_ISSUER,
      });
      return this.provider.respondToAuthChallenge({
        challengeName: 'MFA_SETUP',
        session: verified.session,
        responses: { USERNAME: challenge.username },
      });
    });
  }

  private answer(challenge: Challenge, responses: Record<string, string>): Promise<SignInResult> {
    return this.step(challenge.username, () =>
      this.provider.respondToAuthChallenge({
        challengeName: challenge.name,
        session: challenge.session,
        responses: { USERNAME: challenge.username, ...responses },
      }),
    );
  }

  private async step(username: string, call: () => Promise<AuthResponse>): Promise<SignInResult> {
    try {
      return await this.next(username, await call());
    } catch (error) {
      return err({ kind: 'rejected', error: toAuthError(error) });
    }
  }

  private async next(typedUsername: string, response: AuthResponse): Promise<SignInResult> {
    if (response.kind === 'tokens') {
      const established = this.session.establish(response.tokens);
      if (!established.ok) return err({ kind: 'invalidSession' });
      return ok({ kind: 'signedIn', user: currentUserOf(established.value) });
    }
    if (!(SUPPORTED_CHALLENGES as readonly string[]).includes(response.name)) {
      throw new AuthError('Unknown', `${LIBRARY_MESSAGES.authentication}: ${response.name}`);
    }
    const challenge: Challenge = {
      name: response.name as ChallengeName,
      username: response.parameters.USER_ID_FOR_SRP || response.parameters.USERNAME || typedUsername,
      session: response.session,
      parameters: response.parameters,
    };
    switch (challenge.name) {
      case 'NEW_PASSWORD_REQUIRED':
        return ok({ kind: 'newPasswordRequired', challenge });
      case 'SOFTWARE_TOKEN_MFA':
        return ok({ kind: 'softwareTokenMfa', challenge });
      case 'CUSTOM_CHALLENGE': {
        const destination = challenge.parameters.CODE_DELIVERY_DESTINATION;
        return ok({ kind: 'customChallenge', challenge, ...(destination ? { destination } : {}) });
      }
      case 'MFA_SETUP': {
        const associated = await this.provider.associateSoftwareToken(challenge.session);
        return ok({
          kind: 'mfaSetup',
          challenge: { ...challenge, session: associated.session },
          secretCode: associated.secretCode,
          otpauthUri: otpauthUri(TOTP_ISSUER, challenge.username, associated.secretCode),
        });
      }
    }
  }
}
