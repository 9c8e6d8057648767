import { describe, expect, it } from 'vitest';
import { decodeJwtClaims } from '../../../src/domain/identity/jwt';
import {
  currentUserOf,
  idTokenClaims,
  isSessionValid,
  sessionFromTokens,
  sessionNeedsRefresh,
} from '../../../src/domain/identity/session';
import { makeJwt, makeSession, makeTokens } from '../../support/fakes/identity/tokens';

const T = 1_772_452_800; // 2026-03-02T12:00:00Z in seconds

describe('decodeJwtClaims', () => {
  it('reads the payload, including non-ASCII names', () => {
    expect(decodeJwtClaims(makeJwt({ name: 'José Ñañez', exp: 5 }))).toEqual({ name: 'José Ñañez', exp: 5 });
  });

  it.each(['', 'abc', 'a.b', 'a.!!!.c', `a.${btoa('[1]')}.c`, `a.${btoa('no json')}.c`])(
    'answers null for %j',
    (token) => {
      expect(decodeJwtClaims(token)).toBeNull();
    },
  );
});

describe('sessionFromTokens', () => {
  it('keeps the tokens, reads the username and measures the clock drift from iat', () => {
    const tokens = makeTokens({ username: 'ana', iat: T });
    const session = sessionFromTokens(tokens, T + 42);
    expect(session).toEqual({
      ok: true,
      value: {
        username: 'ana',
        idToken: tokens.idToken,
        accessToken: tokens.accessToken,
        refreshToken: 'refresh-ana',
        clockDrift: 42,
      },
    });
  });

  it('keeps the previous refresh token when a refresh returns none', () => {
    const { idToken, accessToken } = makeTokens({ iat: T, refreshToken: null });
    const result = sessionFromTokens({ idToken, accessToken }, T, { refreshToken: 'old', username: 'ana' });
    expect(result.ok && result.value.refreshToken).toBe('old');
  });

  it('refuses tokens that are not JWTs or have no exp', () => {
    expect(sessionFromTokens({ idToken: 'x', accessToken: 'y' }, T)).toEqual({
      ok: false,
      error: 'malformed-token',
    });
    const noExp = makeJwt({ username: 'ana', iat: T });
    expect(sessionFromTokens({ idToken: noExp, accessToken: noExp }, T).ok).toBe(false);
  });
});

describe('isSessionValid', () => {
  it('is valid only while the drift-adjusted time is before the exp of both tokens', () => {
    const session = makeSession({ iat: T, lifetimeSeconds: 3600 });
    expect(isSessionValid(session, T)).toBe(true);
    expect(isSessionValid(session, T + 3599)).toBe(true);
    expect(isSessionValid(session, T + 3600)).toBe(false);
  });

  it('compares in seconds, ignoring fractions', () => {
    const session = makeSession({ iat: T, lifetimeSeconds: 10 });
    expect(isSessionValid(session, T + 9.999)).toBe(true);
  });

  it('adjusts the device clock by the drift', () => {
    // The device clock is 100 s ahead of the provider's.
    const session = makeSession({ iat: T, lifetimeSeconds: 3600, clockDrift: 100 });
    expect(isSessionValid(session, T + 3650)).toBe(true);
    expect(isSessionValid(session, T + 3700)).toBe(false);
  });

  it('needs both tokens unexpired', () => {
    const access = makeTokens({ iat: T, lifetimeSeconds: 3600 }).accessToken;
    const id = makeTokens({ iat: T, lifetimeSeconds: 60 }).idToken;
    const session = { ...makeSession({ iat: T }), accessToken: access, idToken: id };
    expect(isSessionValid(session, T + 30)).toBe(true);
    expect(isSessionValid(session, T + 60)).toBe(false);
  });
});

describe('sessionNeedsRefresh', () => {
  it('refreshes after 50 minutes, shortly before expiry, and when invalid', () => {
    const long = makeSession({ iat: T, lifetimeSeconds: 3600 });
    expect(sessionNeedsRefresh(long, T + 2999)).toBe(false);
    expect(sessionNeedsRefresh(long, T + 3000)).toBe(true);
    const short = makeSession({ iat: T, lifetimeSeconds: 300 });
    expect(sessionNeedsRefresh(short, T + 239)).toBe(false);
    expect(sessionNeedsRefresh(short, T + 240)).toBe(true);
    expect(sessionNeedsRefresh(short, T + 400)).toBe(true);
  });
});

describe('claims', () => {
  it('reads name and exp from the id token', () => {
    const session = makeSession({ iat: T, name: 'Ana Quispe' });
    expect(idTokenClaims(session)).toEqual({ name: 'Ana Quispe', exp: T + 3600 });
    expect(currentUserOf(session)).toEqual({ username: 'ana', name: 'Ana Quispe' });
  });

  it('shows the username when the account has no name', () => {
    const session = makeSession({ iat: T, name: '' });
    expect(currentUserOf(session)).toEqual({ username: 'ana', name: 'ana' });
  });
});
