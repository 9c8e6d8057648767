import { describe, expect, it } from 'vitest';
import { RecoverPassword } from '../../../src/application/identity/recover-password';
import { AuthError } from '../../../src/domain/identity/errors';
import { errors, FAKE_CODE } from '../../support/fakes/identity/fake-identity-provider';
import { makeAuth } from './support';

function makeSut() {
  const auth = makeAuth();
  return { ...auth, sut: new RecoverPassword(auth.provider) };
}

describe('RecoverPassword', () => {
  it('requesting a code: status 2 and where it went', async () => {
    const { sut, provider } = makeSut();
    await expect(sut.requestCode(' ana ')).resolves.toEqual({
      ok: true,
      value: { status: 2, message: { key: 'codeSent' }, destination: 'a***@p***' },
    });
    expect(provider.callsOf('forgotPassword')).toEqual([['ana']]);
  });

  it('requires a username', async () => {
    const { sut } = makeSut();
    await expect(sut.requestCode('')).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { username: 'required' } },
    });
  });

  it.each([
    ['an unknown user', errors.userNotFound(), { key: 'userNotFound' }],
    ['too many requests', errors.limitExceeded(), { key: 'requestLimitExceeded' }],
    [
      'another error',
      new AuthError('InvalidParameter', 'No verified email'),
      { key: 'other', text: 'No verified email' },
    ],
    ['an error without message', new AuthError('Unknown', ''), { key: 'other' }],
  ])('requesting a code fails with status 1 for %s', async (_what, error, message) => {
    const { sut, provider } = makeSut();
    provider.fail('forgotPassword', error);
    await expect(sut.requestCode('ana')).resolves.toEqual({ ok: true, value: { status: 1, message } });
  });

  it('submitting the code and a new password: status 3', async () => {
    const { sut, provider } = makeSut();
    await expect(
      sut.submit({ username: 'ana', code: ` ${FAKE_CODE} `, newPassword: 'Nueva-Clave-1' }),
    ).resolves.toEqual({
      ok: true,
      value: { status: 3, message: { key: 'passwordChanged' } },
    });
    expect(provider.users.get('ana')?.password).toBe('Nueva-Clave-1');
  });

  it('requires code and new password', async () => {
    const { sut } = makeSut();
    await expect(sut.submit({ username: 'ana', code: '', newPassword: '' })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { code: 'required', newPassword: 'required' } },
    });
  });

  it.each([
    ['a wrong code', errors.codeMismatch(), { key: 'codeMismatch' }],
    ['an expired code', errors.expiredCode(), { key: 'expiredCode' }],
    ['too many attempts', errors.limitExceeded(), { key: 'submitLimitExceeded' }],
    ['a weak password', errors.invalidPassword(), { key: 'invalidPassword' }],
    ['another error', errors.unavailable(), { key: 'other', text: errors.unavailable().message }],
  ])('a failed submit stays on the code step (status 2) for %s', async (_what, error, message) => {
    const { sut, provider } = makeSut();
    provider.fail('confirmForgotPassword', error);
    await expect(
      sut.submit({ username: 'ana', code: FAKE_CODE, newPassword: 'Nueva-Clave-1' }),
    ).resolves.toEqual({
      ok: true,
      value: { status: 2, message },
    });
  });
});
