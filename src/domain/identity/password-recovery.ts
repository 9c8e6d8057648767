import type { AuthError, AuthErrorCode } from './errors';

/** Password recovery status codes: 1 = failure, 2 = code sent, 3 = password changed. */
export type RecoveryStatus = 1 | 2 | 3;
export const RECOVERY_FAILURE: RecoveryStatus = 1;
export const RECOVERY_CODE_SENT: RecoveryStatus = 2;
export const RECOVERY_PASSWORD_CHANGED: RecoveryStatus = 3;

/**
 * The messages of the error catalogue (product-spec section 8), by key; the texts live with the
 * translations. `other` carries the error's own message, or none ('Ocurrió un error inesperado.').
 */
export type RecoveryMessage =
  | { readonly key: 'codeSent' }
  | { readonly key: 'userNotFound' }
  | { readonly key: 'requestLimitExceeded' }
  | { readonly key: 'passwordChanged' }
  | { readonly key: 'codeMismatch' }
  | { readonly key: 'expiredCode' }
  | { readonly key: 'submitLimitExceeded' }
  | { readonly key: 'invalidPassword' }
  | { readonly key: 'other'; readonly text?: string };

export interface RecoveryOutcome {
  readonly status: RecoveryStatus;
  readonly message: RecoveryMessage;
}

function other(error: AuthError): RecoveryMessage {
  const text = error.message.trim();
  return text === '' ? { key: 'other' } : { key: 'other', text };
}

/** The message of a failed step: the catalogue's key for the error's code, `other` for any other code. */
const failureMessage =
  (keys: Partial<Record<AuthErrorCode, Exclude<RecoveryMessage['key'], 'other'>>>) =>
  (error: AuthError): RecoveryMessage => {
    const key = keys[error.code];
    return key === undefined ? other(error) : { key };
  };

/** The message for a failed request of a code (ForgotPassword). */
export const requestCodeFailureMessage = failureMessage({
  UserNotFound: 'userNotFound',
  LimitExceeded: 'requestLimitExceeded',
});

/** The message for a failed submit of the code and the new password (ConfirmForgotPassword). */
export const submitFailureMessage = failureMessage({
  CodeMismatch: 'codeMismatch',
  ExpiredCode: 'expiredCode',
  LimitExceeded: 'submitLimitExceeded',
  InvalidPassword: 'invalidPassword',
});
