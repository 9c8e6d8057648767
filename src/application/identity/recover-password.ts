import { toAuthError } from '../../domain/identity/errors';
import {
  RECOVERY_CODE_SENT,
  RECOVERY_FAILURE,
  RECOVERY_PASSWORD_CHANGED,
  requestCodeFailureMessage,
  submitFailureMessage,
  type RecoveryOutcome,
} from '../../domain/identity/password-recovery';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IdentityProvider } from './ports/identity-provider';

export type RecoveryField = 'username' | 'code' | 'newPassword';
export type RecoveryInvalid = {
  readonly kind: 'invalid';
  readonly fields: Partial<Record<RecoveryField, 'required'>>;
};

/**
 * Password recovery. Requesting a code answers status 2 ('Código de verificación enviado') or 1 with
 * the catalogue's message; submitting the code and a new password answers 3 ('Cambió de contraseña
 * completado.') or, on failure, 2 with the message, so the user stays on the code step.
 */
export class RecoverPassword {
  constructor(private readonly provider: IdentityProvider) {}

  async requestCode(
    username: string,
  ): Promise<Result<RecoveryOutcome & { destination?: string }, RecoveryInvalid>> {
    if (username.trim() === '') return err({ kind: 'invalid', fields: { username: 'required' } });
    try {
      const { destination } = await this.provider.forgotPassword(username.trim());
      return ok({
        status: RECOVERY_CODE_SENT,
        message: { key: 'codeSent' },
        ...(destination ? { destination } : {}),
      });
    } catch (error) {
      return ok({ status: RECOVERY_FAILURE, message: requestCodeFailureMessage(toAuthError(error)) });
    }
  }

  async submit(input: {
    readonly username: string;
    readonly code: string;
    readonly newPassword: string;
  }): Promise<Result<RecoveryOutcome, RecoveryInvalid>> {
    const fields: Partial<Record<RecoveryField, 'required'>> = {};
    if (input.username.trim() === '') fields.username = 'required';
    if (input.code.trim() === '') fields.code = 'required';
    if (input.newPassword === '') fields.newPassword = 'required';
    if (Object.keys(fields).length > 0) return err({ kind: 'invalid', fields });
    try {
      await this.provider.confirmForgotPassword({
        username: input.username.trim(),
        code: input.code.trim(),
        newPassword: input.newPassword,
      });
      return ok({ status: RECOVERY_PASSWORD_CHANGED, message: { key: 'passwordChanged' } });
    } catch (error) {
      return ok({ status: RECOVERY_CODE_SENT, message: submitFailureMessage(toAuthError(error)) });
    }
  }
}
