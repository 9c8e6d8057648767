import type { AuthError, AuthErrorCode } from '../../domain/identity/errors';
import type { RecoveryMessage } from '../../domain/identity/password-recovery';

/** Translates a key of public/assets/i18n/*.json (react-i18next's `t`, passed to presenters). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const ERROR_KEYS: Partial<Record<AuthErrorCode, string>> = {
  NotAuthorized: 'auth.errors.notAuthorized',
  UserDisabled: 'auth.errors.userDisabled',
  PasswordAttemptsExceeded: 'auth.errors.passwordAttemptsExceeded',
  TemporaryPasswordExpired: 'auth.errors.temporaryPasswordExpired',
  ChallengeSessionExpired: 'auth.errors.challengeSessionExpired',
  UserNotFound: 'auth.errors.userNotFound',
  UserNotConfirmed: 'auth.errors.userNotConfirmed',
  PasswordResetRequired: 'auth.errors.passwordResetRequired',
  CodeMismatch: 'auth.errors.codeMismatch',
  ExpiredCode: 'auth.errors.expiredCode',
  LimitExceeded: 'auth.errors.limitExceeded',
  TooManyFailedAttempts: 'auth.errors.limitExceeded',
  InvalidPassword: 'auth.errors.invalidPassword',
  SoftwareTokenMismatch: 'auth.errors.softwareTokenMismatch',
  Throttling: 'auth.errors.throttling',
};

/**
 * A sign-in error as the person reads it: a Spanish sentence for the provider's known exceptions,
 * otherwise the error's own message, or 'Ocurrió un error inesperado.'.
 */
export function authErrorMessage(error: AuthError, t: Translate): string {
  const key = ERROR_KEYS[error.code];
  if (key) return t(key);
  return error.message.trim() !== '' ? error.message : t('auth.errors.unexpected');
}

/** A message of the password-recovery catalogue (product-spec section 8), word for word. */
export function recoveryMessage(message: RecoveryMessage, t: Translate): string {
  if (message.key === 'other') return message.text ?? t('auth.recovery.unexpected');
  return t(`auth.recovery.${message.key}`);
}

/** Field messages: every required field says what to enter. */
export function requiredMessage(field: string, t: Translate): string {
  return t(`auth.validation.${field}`);
}

export function fieldMessages<F extends string>(
  fields: Partial<Record<F, 'required'>>,
  t: Translate,
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const field of Object.keys(fields) as F[]) messages[field] = requiredMessage(field, t);
  return messages;
}
