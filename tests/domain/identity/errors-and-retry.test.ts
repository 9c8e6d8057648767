import { describe, expect, it } from 'vitest';
import { AuthError, endsSession, toAuthError, type AuthErrorCode } from '../../../src/domain/identity/errors';
import { backoffDelay, isRetryable, RETRY_BACKOFF_CAP_MS } from '../../../src/domain/identity/retry';

describe('retry policy', () => {
  it.each<[AuthErrorCode, boolean]>([
    ['Network', true],
    ['Throttling', true],
    ['ServerError', true],
    ['Timeout', true],
    ['LimitExceeded', false],
    ['NotAuthorized', false],
    ['ProviderUnavailable', false],
    ['Unknown', false],
  ])('%s is retried: %s', (code, expected) => {
    expect(isRetryable(new AuthError(code, ''))).toBe(expected);
  });

  it('backs off exponentially with jitter, never above 300,000 ms', () => {
    expect(backoffDelay(1, 0)).toBe(200);
    expect(backoffDelay(1, 0.999)).toBe(300);
    expect(backoffDelay(2, 0.5)).toBe(450);
    expect(backoffDelay(30, 0.5)).toBe(RETRY_BACKOFF_CAP_MS);
    for (let attempt = 1; attempt < 40; attempt++) {
      expect(backoffDelay(attempt, Math.random())).toBeLessThanOrEqual(300_000);
    }
  });
});

describe('errors', () => {
  it('an invalid session: disabled or missing user, revoked or expired token, reset required', () => {
    expect(endsSession(new AuthError('NotAuthorized', 'User is disabled.'))).toBe(true);
    expect(endsSession(new AuthError('NotAuthorized', 'Refresh Token has been revoked'))).toBe(true);
    expect(endsSession(new AuthError('UserNotFound', 'User does not exist.'))).toBe(true);
    expect(endsSession(new AuthError('PasswordResetRequired', ''))).toBe(true);
    expect(endsSession(new AuthError('Network', 'Network Error'))).toBe(false);
    expect(endsSession(new AuthError('ProviderUnavailable', ''))).toBe(false);
  });

  it('wraps anything thrown', () => {
    expect(toAuthError(new Error('boom'))).toMatchObject({ code: 'Unknown', message: 'boom' });
    expect(toAuthError('texto')).toMatchObject({ code: 'Unknown', message: 'texto' });
    const original = new AuthError('CodeMismatch', 'x');
    expect(toAuthError(original)).toBe(original);
  });
});
