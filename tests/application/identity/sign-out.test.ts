import { describe, expect, it } from 'vitest';
import { SignOut } from '../../../src/application/identity/sign-out';
import { errors } from '../../support/fakes/identity/fake-identity-provider';
import { FakePermissionCache } from '../../support/fakes/shell/fake-permission-cache';
import { makeAuth } from './support';

function makeSut() {
  const auth = makeAuth();
  const permissions = new FakePermissionCache({ permissions: [], groups: [] });
  const sut = new SignOut(auth.session, auth.provider, permissions, auth.clock, auth.logger);
  return { ...auth, permissions, sut };
}

describe('SignOut', () => {
  it('clears the permission cache and the tokens, and ends the session at the provider', async () => {
    const { sut, signInAs, store, permissions, provider, session } = makeSut();
    const stored = signInAs();
    await sut.execute();
    expect(permissions.stored).toBeNull();
    expect(store.session).toBeNull();
    expect(session.state).toEqual({ kind: 'signedOut', reason: 'signOut' });
    expect(provider.callsOf('globalSignOut')[0]?.[0]).toBe(stored.accessToken);
    expect(provider.callsOf('revokeToken')[0]?.[0]).toBe(stored.refreshToken);
  });

  it('completes locally within 3 s when the provider does not answer', async () => {
    const { sut, signInAs, store, provider, clock, logger } = makeSut();
    signInAs();
    provider.hang('globalSignOut').hang('revokeToken');
    let done = false;
    const running = sut.execute().then(() => (done = true));
    await clock.advance(0);
    expect(store.session).toBeNull();
    expect(done).toBe(false);
    await clock.advance(2_999);
    expect(done).toBe(false);
    await clock.advance(1);
    await running;
    expect(done).toBe(true);
    expect(logger.messages('warn')).toContain(
      'El proveedor de identidad no respondió al cierre de sesión en 3 s.',
    );
  });

  it('completes when the provider fails, logging it', async () => {
    const { sut, signInAs, store, provider, logger } = makeSut();
    signInAs();
    provider.fail('globalSignOut', errors.unavailable());
    await sut.execute();
    expect(store.session).toBeNull();
    expect(logger.messages('warn')).toContain('El proveedor de identidad no confirmó el cierre de sesión.');
  });

  it('without a session, still clears the cache and calls nobody', async () => {
    const { sut, permissions, provider } = makeSut();
    await sut.execute();
    expect(permissions.stored).toBeNull();
    expect(provider.calls).toEqual([]);
  });
});
