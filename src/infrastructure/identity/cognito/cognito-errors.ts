import { AuthError, LIBRARY_MESSAGES, type AuthErrorCode } from '../../../domain/identity/errors';
import { RETRYABLE_STATUSES } from '../../../domain/identity/retry';

/**
 * The one place where the identity provider's exceptions become domain errors. The SDK names its
 * errors after Cognito's exceptions (`NotAuthorizedException`…); network failures, aborts and
 * timeouts come from the fetch handler.
 */
const BY_EXCEPTION: Readonly<Record<string, AuthErrorCode>> = {
  UserNotFoundException: 'UserNotFound',
  NotAuthorizedException: 'NotAuthorized',
  UserNotConfirmedException: 'UserNotConfirmed',
  PasswordResetRequiredException: 'PasswordResetRequired',
  CodeMismatchException: 'CodeMismatch',
  ExpiredCodeException: 'ExpiredCode',
  LimitExceededException: 'LimitExceeded',
  TooManyFailedAttemptsException: 'TooManyFailedAttempts',
  InvalidPasswordException: 'InvalidPassword',
  InvalidParameterException: 'InvalidParameter',
  UsernameExistsException: 'UsernameExists',
  AliasExistsException: 'UsernameExists',
  CodeDeliveryFailureException: 'CodeDeliveryFailure',
  EnableSoftwareTokenMFAException: 'SoftwareTokenMismatch',
  ResourceNotFoundException: 'ResourceNotFound',
  TooManyRequestsException: 'Throttling',
  ThrottlingException: 'Throttling',
  InternalErrorException: 'ServerError',
  TimeoutError: 'Timeout',
  RequestTimeout: 'Timeout',
  RequestTimeoutException: 'Timeout',
};

interface SdkErrorShape {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: number };
  readonly $response?: { readonly statusCode?: number };
}

export function mapProviderError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorShape;
  const name = typeof shape.name === 'string' ? shape.name : '';
  const message = typeof shape.message === 'string' ? shape.message : String(error ?? '');
  if (name === 'NotAuthorizedException') return new AuthError(notAuthorizedCode(message), message, name);
  const known = BY_EXCEPTION[name];
  if (known) return new AuthError(known, message, name);
  const status = shape.$metadata?.httpStatusCode ?? shape.$response?.statusCode;
  if (status !== undefined && RETRYABLE_STATUSES.includes(status)) {
    return new AuthError('ServerError', message || `HTTP ${status}`, name || undefined);
  }
  if (status === 429) return new AuthError('Throttling', message, name || undefined);
  // fetch rejects with a TypeError when the network fails ('Failed to fetch', 'NetworkError…').
  if (name === 'TypeError' || name === 'NetworkError' || /network|fetch|ECONN|socket/i.test(message)) {
    return new AuthError('Network', LIBRARY_MESSAGES.network, name || undefined);
  }
  if (name === 'AbortError') return new AuthError('Network', 'Request aborted', name);
  return new AuthError('Unknown', message, name || undefined);
}

/** Cognito tells the kinds of NotAuthorizedException apart only by their message. */
function notAuthorizedCode(message: string): AuthErrorCode {
  if (/user is disabled/i.test(message)) return 'UserDisabled';
  if (/password attempts exceeded/i.test(message)) return 'PasswordAttemptsExceeded';
  if (/temporary password has expired/i.test(message)) return 'TemporaryPasswordExpired';
  if (/invalid session for the user/i.test(message)) return 'ChallengeSessionExpired';
  return 'NotAuthorized';
}
