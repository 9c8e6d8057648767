import { describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/application/identity/sign-in';
import type { SignInStep } from '../../../src/domain/identity/sign-in';
import {
  errors,
  FAKE_CODE,
  FAKE_SECRET,
  GOOD_PASSWORD,
  TEMPORARY_PASSWORD,
} from '../../support/fakes/identity/fake-identity-provider';
import { makeAuth } from './support';

function makeSut() {
  const auth = makeAuth();
  return { ...auth, sut: new SignIn(auth.provider, auth.session) };
}

function step<K extends SignInStep['kind']>(
  result: Awaited<ReturnType<SignIn['start']>>,
  kind: K,
): Extract<SignInStep, { kind: K }> {
  if (!result.ok) throw new Error(`expected ${kind}, got failure ${JSON.stringify(result.error)}`);
  expect(result.value.kind).toBe(kind);
  return result.value as Extract<SignInStep, { kind: K }>;
}

describe('SignIn', () => {
  it.each([
    ['', '', { username: 'required', password: 'required' }],
    ['   ', 'x', { username: 'required' }],
    ['ana', '', { password: 'required' }],
  ])('requires username and password (%j, %j)', async (username, password, fields) => {
    const { sut, provider } = makeSut();
    await expect(sut.start(username, password)).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', fields },
    });
    expect(provider.calls).toEqual([]);
  });

  it('signs in with a password and keeps the session', async () => {
    const { sut, store, provider } = makeSut();
    const result = await sut.start(' ana ', GOOD_PASSWORD);
    expect(step(result, 'signedIn').user).toEqual({ username: 'ana', name: 'Ana Quispe' });
    expect(provider.callsOf('initiatePasswordAuth')).toEqual([['ana', GOOD_PASSWORD]]);
    expect(store.session?.username).toBe('ana');
  });

  it('a wrong password is a rejected result, not an exception', async () => {
    const { sut, store } = makeSut();
    await expect(sut.start('ana', 'mala-clave')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', error: errors.badCredentials() },
    });
    expect(store.session).toBeNull();
  });

  it('NEW_PASSWORD_REQUIRED: requires a new password, then signs in', async () => {
    const { sut, provider } = makeSut();
    const challenge = step(await sut.start('nuevo', TEMPORARY_PASSWORD), 'newPasswordRequired').challenge;
    expect(challenge).toMatchObject({ name: 'NEW_PASSWORD_REQUIRED', username: 'nuevo' });
    await expect(sut.completeNewPassword(challenge, '')).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { newPassword: 'required' } },
    });
    const done = await sut.completeNewPassword(challenge, 'Nueva-Clave-1');
    expect(step(done, 'signedIn').user.username).toBe('nuevo');
    expect(provider.callsOf('respondToAuthChallenge')[0]?.[0]).toEqual({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      responses: { USERNAME: 'nuevo', NEW_PASSWORD: 'Nueva-Clave-1' },
    });
  });

  it('CUSTOM_CHALLENGE: answered with a non-empty answer; a wrong one can be retried', async () => {
    const { sut } = makeSut();
    const custom = step(await sut.start('codigo', GOOD_PASSWORD), 'customChallenge');
    expect(custom.destination).toBe('c***@p***');
    await expect(sut.answerCustomChallenge(custom.challenge, '  ')).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { answer: 'required' } },
    });
    const wrong = await sut.answerCustomChallenge(custom.challenge, '000000');
    expect(wrong).toEqual({ ok: false, error: { kind: 'rejected', error: errors.codeMismatch() } });
    const again = step(await sut.start('codigo', GOOD_PASSWORD), 'customChallenge');
    expect(
      step(await sut.answerCustomChallenge(again.challenge, ` ${FAKE_CODE} `), 'signedIn').user.name,
    ).toBe('Carlos Código');
  });

  it('SOFTWARE_TOKEN_MFA: the authenticator code', async () => {
    const { sut } = makeSut();
    const mfa = step(await sut.start('totp', GOOD_PASSWORD), 'softwareTokenMfa');
    await expect(sut.answerSoftwareToken(mfa.challenge, '')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { code: 'required' } },
    });
    expect(step(await sut.answerSoftwareToken(mfa.challenge, FAKE_CODE), 'signedIn').user.username).toBe(
      'totp',
    );
  });

  it('MFA_SETUP: shows a new secret, verifies a code, then signs in', async () => {
    const { sut, provider } = makeSut();
    const setup = step(await sut.start('configurar', GOOD_PASSWORD), 'mfaSetup');
    expect(setup.secretCode).toBe(FAKE_SECRET);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Sistema%20de%20Planillas%3Aconfigurar?secret=${FAKE_SECRET}&issuer=Sistema%20de%20Planillas`,
    );
    const wrong = await sut.completeMfaSetup(setup.challenge, '000000');
    expect(wrong.ok || wrong.error).toMatchObject({
      kind: 'rejected',
      error: { code: 'SoftwareTokenMismatch' },
    });
    const done = await sut.completeMfaSetup(setup.challenge, FAKE_CODE);
    expect(step(done, 'signedIn').user.username).toBe('configurar');
    expect(provider.callsOf('verifySoftwareToken')).toHaveLength(2);
    // Next time the authenticator is asked for.
    step(await sut.start('configurar', GOOD_PASSWORD), 'softwareTokenMfa');
  });

  it('an unsupported challenge is a rejected result', async () => {
    const { sut, provider } = makeSut();
    provider.initiatePasswordAuth = async () => ({
      kind: 'challenge',
      name: 'SMS_MFA',
      session: 's',
      parameters: {},
    });
    const result = await sut.start('ana', GOOD_PASSWORD);
    expect(result.ok || result.error).toMatchObject({
      kind: 'rejected',
      error: { message: 'Authentication Error: SMS_MFA' },
    });
  });

  it('after the last step, a session that is not valid is refused', async () => {
    const { sut, provider, store } = makeSut();
    provider.tokenLifetimeSeconds = 0;
    await expect(sut.start('ana', GOOD_PASSWORD)).resolves.toEqual({
      ok: false,
      error: { kind: 'invalidSession' },
    });
    expect(store.session).toBeNull();
  });

  it('passes on a provider that cannot be reached', async () => {
    const { sut, provider } = makeSut();
    provider.fail('initiatePasswordAuth', errors.unavailable());
    const result = await sut.start('ana', GOOD_PASSWORD);
    expect(result.ok || result.error).toMatchObject({
      kind: 'rejected',
      error: { code: 'ProviderUnavailable' },
    });
  });
});
