import { toAuthError } from '../../domain/identity/errors';
import { hasErrors, type FieldErrors } from '../../domain/identity/sign-in';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger';
import type { AuthSession } from './auth-session';
import type { IdentityProvider } from './ports/identity-provider';
import type { SignOut } from './sign-out';

export const CHANGE_PASSWORD_FAILURE_LOG = 'Fallo al cambiar la contraseña';

export type ChangePasswordFailure =
  | { readonly kind: 'invalid'; readonly fields: Partial<Record<ChangePasswordField, 'required'>> }
  /** Only logged ('Fallo al cambiar la contraseña'); no user message. */
  | { readonly kind: 'failed' };

export type ChangePasswordField = 'username' | 'oldPassword' | 'newPassword';

/**
 * Changing the password signs in with the old password, completes the new-password challenge, then
 * signs out. A user whose password is not temporary gets a session instead of the challenge: the
 * password is then changed with that session (ChangePassword) before signing out. A failure is only logged as 'Fallo al cambiar la contraseña'.
 */
export class ChangePassword {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly session: AuthSession,
    private readonly signOut: SignOut,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    readonly username: string;
    readonly oldPassword: string;
    readonly newPassword: string;
  }): Promise<Result<void, ChangePasswordFailure>> {
    const fields: FieldErrors & Partial<Record<ChangePasswordField, 'required'>> = {};
    if (input.username.trim() === '') fields.username = 'required';
    if (input.oldPassword === '') fields.oldPassword = 'required';
    if (input.newPassword === '') fields.newPassword = 'required';
    if (hasErrors(fields)) return err({ kind: 'invalid', fields });

    const username = input.username.trim();
    let signedIn = false;
    try {
      const first = await this.provider.initiatePasswordAuth(username, input.oldPassword);
      if (first.kind === 'tokens') {
        // A user whose password is not temporary gets a session at once: change it with that session.
        signedIn = this.session.establish(first.tokens).ok;
        if (!signedIn) throw new Error('La sesión recibida no es válida.');
        await this.provider.changePassword(first.tokens.accessToken, input.oldPassword, input.newPassword);
        await this.signOut.execute();
        return ok(undefined);
      }
      if (first.name !== 'NEW_PASSWORD_REQUIRED') {
        throw new Error(`Se esperaba el desafío NEW_PASSWORD_REQUIRED y se recibió ${first.name}.`);
      }
      const completed = await this.provider.respondToAuthChallenge({
        challengeName: 'NEW_PASSWORD_REQUIRED',
        session: first.session,
        responses: {
          USERNAME: first.parameters.USER_ID_FOR_SRP || username,
          NEW_PASSWORD: input.newPassword,
        },
      });
      if (completed.kind !== 'tokens') {
        throw new Error(`El proveedor pidió además el desafío ${completed.name}.`);
      }
      signedIn = this.session.establish(completed.tokens).ok;
      await this.signOut.execute();
      return ok(undefined);
    } catch (error) {
      this.logger.error(CHANGE_PASSWORD_FAILURE_LOG, toAuthError(error).message);
      if (signedIn) await this.signOut.execute();
      return err({ kind: 'failed' });
    }
  }
}
