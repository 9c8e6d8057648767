import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../../../src/application/ports/http-client';
import { webcrypto } from 'node:crypto';
import {
  BrowserHostedLogin,
  HOSTED_LOGIN_STORAGE_KEY,
} from '../../../src/infrastructure/identity/browser-hosted-login';
import { MemoryStorage } from '../../../src/infrastructure/storage/key-value-storage';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';

const identity = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_Planillas',
  clientId: 'planillas-web',
  hostedLogin: {
    domain: 'planillas.auth.us-east-1.amazoncognito.com',
    redirectUri: 'https://app.pe/auth/callback',
  },
};

function makeSut(
  respond: (r: HttpRequest) => { status: number; body: unknown } = () => ({ status: 200, body: {} }),
) {
  const storage = new MemoryStorage();
  const http = new FakeHttpClient((r) => ({ ...respond(r), headers: {} }));
  const navigations: string[] = [];
  const sut = new BrowserHostedLogin(identity, {
    http,
    storage,
    navigate: (url) => navigations.push(url),
    crypto: webcrypto as unknown as Crypto,
  });
  return { sut, storage, http, navigations };
}

describe('BrowserHostedLogin', () => {
  it('is offered only when configured', () => {
    expect(makeSut().sut.offered).toBe(true);
    const off = new BrowserHostedLogin(
      { ...identity, hostedLogin: undefined },
      {
        http: new FakeHttpClient(),
        storage: new MemoryStorage(),
        navigate: () => {},
      },
    );
    expect(off.offered).toBe(false);
  });

  it('redirects to the authorize page with PKCE (S256) and remembers verifier, state and destination', async () => {
    const { sut, storage, navigations } = makeSut();
    await sut.redirectToAuthorize('/trabajador');
    const url = new URL(navigations[0] as string);
    expect(url.origin + url.pathname).toBe(
      'https://planillas.auth.us-east-1.amazoncognito.com/oauth2/authorize',
    );
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('planillas-web');
    expect(q.get('redirect_uri')).toBe('https://app.pe/auth/callback');
    expect(q.get('code_challenge_method')).toBe('S256');
    const pending = JSON.parse(storage.getItem(HOSTED_LOGIN_STORAGE_KEY) as string);
    expect(pending).toMatchObject({ state: q.get('state'), returnTo: '/trabajador' });
    const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier));
    const expected = Buffer.from(digest).toString('base64url');
    expect(q.get('code_challenge')).toBe(expected);
  });

  it('reads the callback against the stored state, once', async () => {
    const { sut, navigations } = makeSut();
    await sut.redirectToAuthorize('/empresa');
    const state = new URL(navigations[0] as string).searchParams.get('state');
    const callback = await sut.readCallback(`/auth/callback?code=c0d3&state=${state}`);
    expect(callback).toMatchObject({ code: 'c0d3', returnTo: '/empresa' });
    await expect(sut.readCallback(`/auth/callback?code=c0d3&state=${state}`)).rejects.toThrow(
      /no corresponde/,
    );
  });

  it('refuses a wrong state and reports the provider error', async () => {
    const { sut } = makeSut();
    await sut.redirectToAuthorize('/');
    await expect(sut.readCallback('/auth/callback?code=x&state=otro')).rejects.toThrow(/no corresponde/);
    await expect(
      sut.readCallback('/auth/callback?error=access_denied&error_description=Cancelado'),
    ).rejects.toThrow('Cancelado');
  });

  it('exchanges the code at the token endpoint with grant_type, code, client_id, redirect_uri and code_verifier', async () => {
    const { sut, http } = makeSut(() => ({
      status: 200,
      body: { id_token: 'id', access_token: 'access', refresh_token: 'refresh', expires_in: 3600 },
    }));
    const tokens = await sut.exchangeCode({ code: 'c0d3', codeVerifier: 'v3r1f13r', returnTo: '/' });
    expect(tokens).toEqual({ idToken: 'id', accessToken: 'access', refreshToken: 'refresh' });
    const request = http.requests[0] as HttpRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://planillas.auth.us-east-1.amazoncognito.com/oauth2/token');
    expect(request.headers?.['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body as string))).toEqual({
      grant_type: 'authorization_code',
      code: 'c0d3',
      client_id: 'planillas-web',
      redirect_uri: 'https://app.pe/auth/callback',
      code_verifier: 'v3r1f13r',
    });
  });

  it('a refused exchange is an error with the provider text', async () => {
    const { sut } = makeSut(() => ({ status: 400, body: { error: 'invalid_grant' } }));
    await expect(sut.exchangeCode({ code: 'x', codeVerifier: 'y', returnTo: '/' })).rejects.toMatchObject({
      code: 'NotAuthorized',
      message: 'invalid_grant',
    });
  });

  it('uses a domain with a scheme as it is (the built-in pool)', async () => {
    const sut = new BrowserHostedLogin(
      {
        ...identity,
        hostedLogin: { domain: 'http://127.0.0.1:8080', redirectUri: 'http://127.0.0.1:8080/auth/callback' },
      },
      { http: new FakeHttpClient(), storage: new MemoryStorage(), navigate: () => {} },
    );
    expect(sut.origin).toBe('http://127.0.0.1:8080');
  });
});
