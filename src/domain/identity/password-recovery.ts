import type { AuthError } from './errors';

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

/** The message for a failed request of a code (ForgotPassword). */
export function requestCodeFailureMessage(error: AuthError): RecoveryMessage {
  switch (error.code) {
    case 'UserNotFound':
      return { key: 'userNotFound' };
    case 'LimitExceeded':
      return { key: 'requestLimitExceeded' };
    default:
      return other(error);
  }
}

/** The message for a failed submit of the code and the new password (ConfirmForgotPassword). */
export function submitFailureMessage(error: AuthError): RecoveryMessage {
  switch (error.code) {
    case 'CodeMismatch':
      return { key: 'codeMismatch' };
    case 'ExpiredCode':
      return { key: 'expiredCode' };
    case 'LimitExceeded':
      return { key: 'submitLimitExceeded' };
    case 'InvalidPassword':
      return { key: 'invalidPassword' };
    default:
      return other(error);
  }
}
