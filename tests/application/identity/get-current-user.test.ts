import { describe, expect, it } from 'vitest';
import { GetCurrentUser } from '../../../src/application/identity/get-current-user';
import { errors } from '../../support/fakes/identity/fake-identity-provider';
import { makeAuth } from './support';

describe('GetCurrentUser', () => {
  it('answers null when nobody is signed in', async () => {
    const { session } = makeAuth();
    await expect(new GetCurrentUser(session).execute()).resolves.toBeNull();
  });

  it("answers the username and the id token's name", async () => {
    const { session, signInAs } = makeAuth();
    signInAs('ana');
    await expect(new GetCurrentUser(session).execute()).resolves.toEqual({
      username: 'ana',
      name: 'Ana Quispe',
    });
  });

  it('still names the user when a refresh cannot reach the provider', async () => {
    const { session, signInAs, provider, clock } = makeAuth();
    signInAs('ana');
    provider.failAlways('refreshTokens', errors.unavailable());
    await clock.advance(3 * 3600 * 1000);
    await expect(new GetCurrentUser(session).execute()).resolves.toEqual({
      username: 'ana',
      name: 'Ana Quispe',
    });
  });
});
