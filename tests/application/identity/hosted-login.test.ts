import { describe, expect, it } from 'vitest';
import { CompleteHostedLogin, StartHostedLogin } from '../../../src/application/identity/hosted-login';
import { AuthError } from '../../../src/domain/identity/errors';
import { FakeHostedLogin } from '../../support/fakes/identity/fake-hosted-login';
import { makeAuth } from './support';

describe('hosted login', () => {
  it('redirects to the authorize page when offered', async () => {
    const hosted = new FakeHostedLogin();
    await expect(new StartHostedLogin(hosted).execute('/empresa')).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(hosted.redirects).toEqual(['/empresa']);
    const off = new FakeHostedLogin(false);
    await expect(new StartHostedLogin(off).execute('/')).resolves.toEqual({
      ok: false,
      error: { kind: 'notOffered' },
    });
  });

  it('exchanges the code, keeps the session and returns where the user was going', async () => {
    const { session, clock, provider, store } = makeAuth();
    const hosted = new FakeHostedLogin();
    hosted.answer = async () => provider.issue('ana');
    const result = await new CompleteHostedLogin(hosted, session, clock).execute(
      'http://x/auth/callback?code=abc',
    );
    expect(result).toEqual({
      ok: true,
      value: { user: { username: 'ana', name: 'Ana Quispe' }, returnTo: '/trabajador' },
    });
    expect(hosted.exchanges[0]?.code).toBe('abc');
    expect(store.session?.username).toBe('ana');
  });

  it('gives up after waiting 10 s', async () => {
    const { session, clock } = makeAuth();
    const hosted = new FakeHostedLogin();
    let aborted = false;
    hosted.answer = (signal) =>
      new Promise((_r, reject) =>
        signal?.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted')))),
      );
    const running = new CompleteHostedLogin(hosted, session, clock).execute(
      'http://x/auth/callback?code=abc',
    );
    await clock.advance(9_999);
    await clock.advance(1);
    await expect(running).resolves.toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(aborted).toBe(true);
  });

  it('a bad callback or a refused exchange is a rejected result', async () => {
    const { session, clock } = makeAuth();
    const hosted = new FakeHostedLogin();
    const sut = new CompleteHostedLogin(hosted, session, clock);
    const bad = await sut.execute('http://x/auth/callback?error=access_denied');
    expect(bad.ok || bad.error).toMatchObject({ kind: 'rejected', error: { message: 'access_denied' } });
    hosted.answer = () => Promise.reject(new AuthError('NotAuthorized', 'invalid_grant'));
    const refused = await sut.execute('http://x/auth/callback?code=abc');
    expect(refused.ok || refused.error).toMatchObject({ kind: 'rejected', error: { code: 'NotAuthorized' } });
  });
});
