import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/domain/identity/errors';
import {
  requestCodeFailureMessage,
  submitFailureMessage,
} from '../../../src/domain/identity/password-recovery';

describe('password recovery messages', () => {
  it('maps request failures to the catalogue', () => {
    expect(requestCodeFailureMessage(new AuthError('UserNotFound', 'x'))).toEqual({ key: 'userNotFound' });
    expect(requestCodeFailureMessage(new AuthError('LimitExceeded', 'x'))).toEqual({
      key: 'requestLimitExceeded',
    });
    expect(requestCodeFailureMessage(new AuthError('InvalidParameter', 'No verified email'))).toEqual({
      key: 'other',
      text: 'No verified email',
    });
    expect(requestCodeFailureMessage(new AuthError('Unknown', '  '))).toEqual({ key: 'other' });
  });

  it('maps submit failures to the catalogue', () => {
    expect(submitFailureMessage(new AuthError('CodeMismatch', 'x'))).toEqual({ key: 'codeMismatch' });
    expect(submitFailureMessage(new AuthError('ExpiredCode', 'x'))).toEqual({ key: 'expiredCode' });
    expect(submitFailureMessage(new AuthError('LimitExceeded', 'x'))).toEqual({ key: 'submitLimitExceeded' });
    expect(submitFailureMessage(new AuthError('InvalidPassword', 'x'))).toEqual({ key: 'invalidPassword' });
    expect(submitFailureMessage(new AuthError('UserNotFound', 'User does not exist.'))).toEqual({
      key: 'other',
      text: 'User does not exist.',
    });
    expect(submitFailureMessage(new AuthError('Unknown', ''))).toEqual({ key: 'other' });
  });
});
