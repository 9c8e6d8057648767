import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/domain/identity/errors';
import { mapProviderError } from '../../../src/infrastructure/identity/cognito/cognito-errors';
import { PROVIDER_UNAVAILABLE_MESSAGE, withRetry } from '../../../src/infrastructure/identity/with-retry';
import { FakeClock } from '../../support/fakes/identity/fake-clock';
import { SpyLogger } from '../../support/fakes/spy-logger';

const sdkError = (name: string, message: string, status?: number) =>
  Object.assign(new Error(message), { name, ...(status ? { $metadata: { httpStatusCode: status } } : {}) });

describe('mapProviderError', () => {
  it.each([
    ['UserNotFoundException', 'UserNotFound'],
    ['NotAuthorizedException', 'NotAuthorized'],
    ['PasswordResetRequiredException', 'PasswordResetRequired'],
    ['CodeMismatchException', 'CodeMismatch'],
    ['ExpiredCodeException', 'ExpiredCode'],
    ['LimitExceededException', 'LimitExceeded'],
    ['InvalidPasswordException', 'InvalidPassword'],
    ['TooManyRequestsException', 'Throttling'],
    ['ThrottlingException', 'Throttling'],
    ['InternalErrorException', 'ServerError'],
    ['TimeoutError', 'Timeout'],
    ['SomethingNew', 'Unknown'],
  ])('%s → %s', (name, code) => {
    const error = mapProviderError(sdkError(name, 'texto del proveedor', 400));
    expect(error).toMatchObject({ code, message: 'texto del proveedor', providerName: name });
  });

  it.each([
    ['Incorrect username or password.', 'NotAuthorized'],
    ['User is disabled.', 'UserDisabled'],
    ['Password attempts exceeded', 'PasswordAttemptsExceeded'],
    ['Temporary password has expired and must be reset by an administrator.', 'TemporaryPasswordExpired'],
    ['Invalid session for the user, session is expired.', 'ChallengeSessionExpired'],
    ['Refresh Token has been revoked', 'NotAuthorized'],
  ])('NotAuthorizedException "%s" → %s', (message, code) => {
    expect(mapProviderError(sdkError('NotAuthorizedException', message, 400)).code).toBe(code);
  });

  it.each([500, 502, 503, 504])('an answer with status %i is a server error', (status) => {
    expect(mapProviderError(sdkError('UnknownError', '', status)).code).toBe('ServerError');
  });

  it("a failed fetch is a network error ('Network Error')", () => {
    expect(mapProviderError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'Network',
      message: 'Network Error',
    });
  });
});

describe('withRetry', () => {
  it('retries network errors, throttling, server errors and timeouts, then gives up after 3 attempts', async () => {
    const clock = new FakeClock();
    const logger = new SpyLogger();
    let attempts = 0;
    const running = withRetry(
      async () => {
        attempts++;
        throw new AuthError(['Network', 'Throttling', 'Timeout'][attempts - 1] as 'Network', 'x');
      },
      { clock, logger, random: () => 0.5 },
    );
    const outcome = expect(running).rejects.toMatchObject({
      code: 'ProviderUnavailable',
      message: PROVIDER_UNAVAILABLE_MESSAGE,
    });
    await clock.advance(250);
    await clock.advance(450);
    await outcome;
    expect(attempts).toBe(3);
    expect(clock.sleeps).toEqual([250, 450]);
    expect(logger.messages('warn')).toHaveLength(3);
  });

  it('answers as soon as an attempt succeeds', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const running = withRetry(
      async () => {
        if (++attempts < 2) throw new AuthError('ServerError', '503');
        return 'listo';
      },
      { clock, random: () => 0 },
    );
    await clock.advance(200);
    await expect(running).resolves.toBe('listo');
    expect(attempts).toBe(2);
  });

  it('does not retry what the user must fix', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const error = new AuthError('LimitExceeded', 'x');
    await expect(
      withRetry(
        async () => {
          attempts++;
          throw error;
        },
        { clock },
      ),
    ).rejects.toBe(error);
    expect(attempts).toBe(1);
  });
});
