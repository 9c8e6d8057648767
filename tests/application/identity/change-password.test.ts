import { describe, expect, it } from 'vitest';
import { ChangePassword } from '../../../src/application/identity/change-password';
import { SignOut } from '../../../src/application/identity/sign-out';
import { GOOD_PASSWORD, TEMPORARY_PASSWORD } from '../../support/fakes/identity/fake-identity-provider';
import { FakePermissionCache } from '../../support/fakes/shell/fake-permission-cache';
import { makeAuth } from './support';

function makeSut() {
  const auth = makeAuth();
  const permissions = new FakePermissionCache({ permissions: [], groups: [] });
  const signOut = new SignOut(auth.session, auth.provider, permissions, auth.clock, auth.logger);
  return { ...auth, permissions, sut: new ChangePassword(auth.provider, auth.session, signOut, auth.logger) };
}

describe('ChangePassword', () => {
  it('signs in with the old password, completes the new-password challenge, then signs out', async () => {
    const { sut, provider, store, permissions } = makeSut();
    const result = await sut.execute({
      username: 'nuevo',
      oldPassword: TEMPORARY_PASSWORD,
      newPassword: 'Nueva-Clave-1',
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(provider.calls.map((c) => c.method)).toEqual([
      'initiatePasswordAuth',
      'respondToAuthChallenge',
      'globalSignOut',
      'revokeToken',
    ]);
    expect(provider.users.get('nuevo')?.password).toBe('Nueva-Clave-1');
    expect(store.session).toBeNull();
    expect(permissions.stored).toBeNull();
  });

  it('requires every field', async () => {
    const { sut, provider } = makeSut();
    await expect(sut.execute({ username: ' ', oldPassword: '', newPassword: '' })).resolves.toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        fields: { username: 'required', oldPassword: 'required', newPassword: 'required' },
      },
    });
    expect(provider.calls).toEqual([]);
  });

  it('a failure is only logged as "Fallo al cambiar la contraseña"', async () => {
    const { sut, logger } = makeSut();
    const result = await sut.execute({
      username: 'nuevo',
      oldPassword: 'mala',
      newPassword: 'Nueva-Clave-1',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(logger.messages('error')).toEqual(['Fallo al cambiar la contraseña']);
  });

  it('a user without a temporary password changes it with the session the sign-in gave, then signs out', async () => {
    const { sut, store, provider, permissions } = makeSut();
    const result = await sut.execute({
      username: 'ana',
      oldPassword: GOOD_PASSWORD,
      newPassword: 'Otra-Clave-1',
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(provider.calls.map((c) => c.method)).toEqual([
      'initiatePasswordAuth',
      'changePassword',
      'globalSignOut',
      'revokeToken',
    ]);
    expect(provider.users.get('ana')?.password).toBe('Otra-Clave-1');
    expect(store.session).toBeNull();
    expect(permissions.stored).toBeNull();
  });

  it('a refused change with that session is only logged, and the session it opened is ended', async () => {
    const { sut, logger, store, provider } = makeSut();
    const result = await sut.execute({
      username: 'ana',
      oldPassword: GOOD_PASSWORD,
      newPassword: 'corta',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(logger.messages('error')).toEqual(['Fallo al cambiar la contraseña']);
    expect(store.session).toBeNull();
    expect(provider.callsOf('globalSignOut')).toHaveLength(1);
    expect(provider.users.get('ana')?.password).toBe(GOOD_PASSWORD);
  });

  it('a weak new password is a failure too', async () => {
    const { sut, logger } = makeSut();
    const result = await sut.execute({
      username: 'nuevo',
      oldPassword: TEMPORARY_PASSWORD,
      newPassword: 'corta',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(logger.messages('error')).toEqual(['Fallo al cambiar la contraseña']);
  });
});
