/**
 * What can go wrong with the identity provider, in the domain's words. The one adapter file that
 * talks to the provider maps its exceptions to these codes.
 */
export type AuthErrorCode =
  | 'UserNotFound'
  | 'NotAuthorized'
  /** NotAuthorized, more precisely: the account is disabled. */
  | 'UserDisabled'
  /** NotAuthorized, more precisely: too many wrong passwords; the account is locked for a while. */
  | 'PasswordAttemptsExceeded'
  /** NotAuthorized, more precisely: the temporary password expired; an administrator must reset it. */
  | 'TemporaryPasswordExpired'
  /** NotAuthorized, more precisely: the sign-in session between challenges expired or was used up. */
  | 'ChallengeSessionExpired'
  | 'UserNotConfirmed'
  | 'PasswordResetRequired'
  | 'CodeMismatch'
  | 'ExpiredCode'
  | 'LimitExceeded'
  | 'TooManyFailedAttempts'
  | 'InvalidPassword'
  | 'InvalidParameter'
  | 'UsernameExists'
  | 'CodeDeliveryFailure'
  | 'SoftwareTokenMismatch'
  | 'ResourceNotFound'
  /** No session on this device ('User is not authenticated'). */
  | 'NotAuthenticated'
  /** Transient: retried. */
  | 'Network'
  | 'Throttling'
  | 'ServerError'
  | 'Timeout'
  /** The retries are used up: the provider cannot be reached. */
  | 'ProviderUnavailable'
  | 'Unknown';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** The provider's own exception name, when there was one. */
    readonly providerName?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

/** The library's own messages (product-spec section 8, "Other"). */
export const LIBRARY_MESSAGES = {
  network: 'Network Error',
  notAuthenticated: 'User is not authenticated',
  authentication: 'Authentication Error',
} as const;

/** Any thrown value as an AuthError (unknown errors keep their message). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof Error) return new AuthError('Unknown', error.message, error.name);
  return new AuthError('Unknown', typeof error === 'string' ? error : '');
}

/**
 * An invalid session: the user is disabled or no longer exists, a token was revoked or expired, or a
 * password reset is required. Seen while refreshing or using a session, it signs the user out.
 */
export function endsSession(error: AuthError): boolean {
  return (
    error.code === 'NotAuthorized' ||
    error.code === 'UserDisabled' ||
    error.code === 'UserNotFound' ||
    error.code === 'PasswordResetRequired' ||
    error.code === 'NotAuthenticated'
  );
}
