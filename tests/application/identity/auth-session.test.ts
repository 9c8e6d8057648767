import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src/application/identity/auth-session';
import { AuthSession } from '../../../src/application/identity/auth-session';
import { errors } from '../../support/fakes/identity/fake-identity-provider';
import { makeSession } from '../../support/fakes/identity/tokens';
import { makeAuth } from './support';

function makeSut() {
  const auth = makeAuth();
  const states: SessionState[] = [];
  auth.session.state$.subscribe((s) => states.push(s));
  return { ...auth, states };
}

describe('AuthSession', () => {
  it('starts signed out without a stored session, and signed in with one', () => {
    const { states } = makeSut();
    expect(states).toEqual([{ kind: 'signedOut', reason: 'none' }]);
    const { provider, store, clock, logger } = makeAuth();
    store.session = makeSession({ iat: clock.seconds, name: 'Ana Quispe' });
    const restored = new AuthSession(provider, store, clock, logger);
    expect(restored.state).toEqual({ kind: 'signedIn', user: { username: 'ana', name: 'Ana Quispe' } });
  });

  it('keeps freshly issued tokens and publishes who signed in', () => {
    const { session, provider, store, states } = makeSut();
    const result = session.establish(provider.issue('ana'));
    expect(result.ok).toBe(true);
    expect(store.session?.username).toBe('ana');
    expect(states.at(-1)).toEqual({ kind: 'signedIn', user: { username: 'ana', name: 'Ana Quispe' } });
  });

  it('refuses tokens that are expired when issued (the drift absorbs a device clock far off)', () => {
    const { session, provider, store, clock } = makeSut();
    provider.tokenLifetimeSeconds = 0;
    expect(session.establish(provider.issue('ana'))).toEqual({ ok: false, error: 'expired' });
    provider.tokenLifetimeSeconds = 3600;
    const tokens = provider.issue('ana');
    clock.ms += 2 * 3600 * 1000;
    expect(session.establish(tokens).ok).toBe(true);
    session.end('signOut');
    expect(store.session).toBeNull();
  });

  it('answers the stored session while it is fresh, without calling the provider', async () => {
    const { session, provider, signInAs } = makeSut();
    const stored = signInAs();
    await expect(session.current()).resolves.toEqual(stored);
    expect(provider.callsOf('refreshTokens')).toHaveLength(0);
  });

  it('refreshes after 50 minutes and keeps the refresh token', async () => {
    const { session, provider, clock, signInAs, store } = makeSut();
    const first = signInAs();
    await clock.advance(50 * 60 * 1000);
    const refreshed = await session.current();
    expect(provider.callsOf('refreshTokens')).toEqual([[first.refreshToken]]);
    expect(refreshed?.accessToken).not.toBe(first.accessToken);
    expect(refreshed?.refreshToken).toBe(first.refreshToken);
    expect(store.session).toEqual(refreshed);
  });

  it('shares one refresh among concurrent callers', async () => {
    const { session, provider, clock, signInAs } = makeSut();
    signInAs();
    await clock.advance(2 * 3600 * 1000);
    const tokens = await Promise.all([session.accessToken(), session.accessToken(), session.current()]);
    expect(provider.callsOf('refreshTokens')).toHaveLength(1);
    expect(new Set([tokens[0], tokens[1], tokens[2]?.accessToken]).size).toBe(1);
    // A later refresh is a new request.
    await session.refresh();
    expect(provider.callsOf('refreshTokens')).toHaveLength(2);
  });

  it('signs out when the provider says the session is invalid (revoked refresh token)', async () => {
    const { session, provider, clock, signInAs, store, states } = makeSut();
    const stored = signInAs();
    provider.revoked.add(stored.refreshToken as string);
    await clock.advance(2 * 3600 * 1000);
    await expect(session.current()).resolves.toBeNull();
    expect(store.session).toBeNull();
    expect(states.at(-1)).toEqual({ kind: 'signedOut', reason: 'invalid' });
  });

  it.each([
    ['a disabled user', errors.badCredentials()],
    ['a missing user', errors.userNotFound()],
  ])('signs out for %s', async (_what, error) => {
    const { session, provider, clock, signInAs, store } = makeSut();
    signInAs();
    provider.fail('refreshTokens', error);
    await clock.advance(2 * 3600 * 1000);
    await expect(session.refresh()).rejects.toBe(error);
    expect(store.session).toBeNull();
  });

  it('passes a failed refresh on to the caller and keeps the session when the provider is unreachable', async () => {
    const { session, provider, clock, signInAs, store } = makeSut();
    signInAs();
    provider.fail('refreshTokens', errors.unavailable(), 2);
    await clock.advance(55 * 60 * 1000);
    // Still valid for 5 minutes: usable.
    await expect(session.current()).resolves.not.toBeNull();
    await clock.advance(10 * 60 * 1000);
    await expect(session.accessToken()).rejects.toMatchObject({ code: 'ProviderUnavailable' });
    expect(store.session).not.toBeNull();
  });

  it('an expired session without a refresh token ends', async () => {
    const { session, store, clock } = makeSut();
    store.session = makeSession({ iat: clock.seconds, refreshToken: null });
    await clock.advance(2 * 3600 * 1000);
    await expect(session.current()).resolves.toBeNull();
    await expect(session.accessToken()).rejects.toMatchObject({
      code: 'NotAuthenticated',
      message: 'User is not authenticated',
    });
  });

  it('ends on this device and tells why', () => {
    const { session, signInAs, store, states } = makeSut();
    const stored = signInAs();
    expect(session.end('signOut')).toEqual(stored);
    expect(store.session).toBeNull();
    expect(states.at(-1)).toEqual({ kind: 'signedOut', reason: 'signOut' });
  });

  it('notices a session removed by another tab', async () => {
    const { session, signInAs, store, states } = makeSut();
    signInAs();
    store.session = null;
    await expect(session.current()).resolves.toBeNull();
    expect(states.at(-1)).toEqual({ kind: 'signedOut', reason: 'invalid' });
  });
});
