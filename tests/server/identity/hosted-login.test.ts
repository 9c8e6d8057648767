import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import { createTestServer, type TestServer } from '../../support/test-server';

const REDIRECT = 'http://localhost:8080/auth/callback';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';

describe.each(databaseKinds())('hosted login on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    await createUser('lucia', 'Correcta-Clave-1');
  });
  afterAll(async () => server?.close());

  async function createUser(username: string, password?: string, temporaryPassword?: string) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/__test/identity/users',
      payload: {
        username,
        ...(password ? { password } : {}),
        ...(temporaryPassword ? { temporaryPassword } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
  }

  async function authorize(query: Record<string, string>) {
    const res = await server.app.inject({
      method: 'GET',
      url: `/oauth2/authorize?${new URLSearchParams(query)}`,
    });
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    return { res, cookie };
  }

  async function post(cookie: string, form: Record<string, string>) {
    return server.app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams(form).toString(),
    });
  }

  async function token(form: Record<string, string>) {
    return server.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  async function signInThroughPage(username: string, password: string, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const { res, cookie } = await authorize({
      response_type: 'code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      state: 'estado-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    const page = res.body;
    const done = await post(cookie, {
      request: hidden(page, 'request'),
      csrf: hidden(page, 'csrf'),
      step: 'PASSWORD',
      username,
      password,
    });
    return { done, verifier, cookie };
  }

  it('serves a plain sign-in page, with no scripts and its own strict CSP', async () => {
    const { challenge } = pkce();
    const { res, cookie } = await authorize({
      response_type: 'code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post" action="/oauth2/authorize">');
    expect(res.body).toContain('Usuario');
    expect(res.body).toContain('Contraseña');
    expect(res.body).not.toContain('<script');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(cookie).toMatch(/^planillas_hosted_csrf=/);
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly; SameSite=Strict');
  });

  it('signs in, redirects with a code, and exchanges it with PKCE for tokens', async () => {
    const { done, verifier } = await signInThroughPage('lucia', 'Correcta-Clave-1', {
      scope: 'openid email profile',
      nonce: 'n-0S6_WzA2Mj',
    });
    expect(done.statusCode).toBe(302);
    const location = new URL(String(done.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('estado-123');
    const code = location.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const exchange = (form: Record<string, string>) =>
      token({
        grant_type: 'authorization_code',
        client_id: 'planillas-web',
        redirect_uri: REDIRECT,
        code,
        ...form,
      });
    expect((await exchange({ code_verifier: pkce().verifier })).json()).toEqual({ error: 'invalid_grant' });
    // The failed attempt consumed the code: a code is single-use whatever happens.
    expect((await exchange({ code_verifier: verifier })).json()).toEqual({ error: 'invalid_grant' });

    const second = await signInThroughPage('lucia', 'Correcta-Clave-1', {
      scope: 'openid email profile',
      nonce: 'abc',
    });
    const code2 = new URL(String(second.done.headers.location)).searchParams.get('code') as string;
    const res = await token({
      grant_type: 'authorization_code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      code: code2,
      code_verifier: second.verifier,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const id = decodeJwt(body.id_token);
    expect(id).toMatchObject({
      'cognito:username': 'lucia',
      nonce: 'abc',
      token_use: 'id',
      aud: 'planillas-web',
    });
    expect(decodeJwt(body.access_token).scope).toBe('openid email profile');
    const again = await token({
      grant_type: 'authorization_code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      code: code2,
      code_verifier: second.verifier,
    });
    expect(again.json()).toEqual({ error: 'invalid_grant' });

    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: 'planillas-web',
      refresh_token: body.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).toBeUndefined();
    expect(decodeJwt(refreshed.json().access_token).origin_jti).toBe(decodeJwt(body.access_token).origin_jti);

    const info = await server.app.inject({
      method: 'GET',
      url: '/oauth2/userInfo',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(info.json()).toMatchObject({ username: 'lucia', sub: id.sub, email_verified: 'true' });

    const revoked = await token({
      grant_type: 'refresh_token',
      client_id: 'planillas-web',
      refresh_token: 'x',
    });
    expect(revoked.json()).toEqual({ error: 'invalid_grant' });
    const revoke = await server.app.inject({
      method: 'POST',
      url: '/oauth2/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: body.refresh_token, client_id: 'planillas-web' }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (
        await token({
          grant_type: 'refresh_token',
          client_id: 'planillas-web',
          refresh_token: body.refresh_token,
        })
      ).json(),
    ).toEqual({ error: 'invalid_grant' });
    await expect(server.identity.verifier.verify(body.access_token)).rejects.toMatchObject({
      reason: 'revoked',
    });
  });

  it('refuses a code for another redirect URI and unknown grants', async () => {
    const { done, verifier } = await signInThroughPage('lucia', 'Correcta-Clave-1');
    const code = new URL(String(done.headers.location)).searchParams.get('code') as string;
    const res = await token({
      grant_type: 'authorization_code',
      client_id: 'planillas-web',
      redirect_uri: 'http://localhost:8080/otra',
      code,
      code_verifier: verifier,
    });
    expect(res.json()).toEqual({ error: 'invalid_grant' });
    expect((await token({ grant_type: 'password', client_id: 'planillas-web' })).json()).toEqual({
      error: 'unsupported_grant_type',
    });
    expect(
      (await token({ grant_type: 'refresh_token', client_id: 'otro', refresh_token: 'x' })).statusCode,
    ).toBe(401);
  });

  it('never redirects to an unregistered address, and requires PKCE S256', async () => {
    const { challenge } = pkce();
    const bad = await authorize({
      response_type: 'code',
      client_id: 'planillas-web',
      redirect_uri: 'https://evil.example/callback',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.headers.location).toBeUndefined();
    expect(bad.res.body).toContain('La dirección de retorno no está registrada.');
    const noPkce = await authorize({
      response_type: 'code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      state: 's',
    });
    expect(noPkce.res.statusCode).toBe(302);
    const location = new URL(String(noPkce.res.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('s');
    const plain = await authorize({
      response_type: 'code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'plain',
    });
    expect(new URL(String(plain.res.headers.location)).searchParams.get('error')).toBe('invalid_request');
    const unknown = await authorize({ response_type: 'code', client_id: 'nadie', redirect_uri: REDIRECT });
    expect(unknown.res.statusCode).toBe(400);
  });

  it('shows errors on the page, and refuses a form without its CSRF cookie', async () => {
    const wrong = await signInThroughPage('lucia', 'Mala-Clave-1x');
    expect(wrong.done.statusCode).toBe(400);
    expect(wrong.done.body).toContain('Usuario o contraseña incorrectos.');
    const unknown = await signInThroughPage('nadie', 'Mala-Clave-1x');
    expect(unknown.done.body).toContain('Usuario o contraseña incorrectos.');

    const { challenge } = pkce();
    const { res } = await authorize({
      response_type: 'code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const forged = await post('', {
      request: hidden(res.body, 'request'),
      csrf: hidden(res.body, 'csrf'),
      step: 'PASSWORD',
      username: 'lucia',
      password: 'Correcta-Clave-1',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
  });

  it('asks for a new password on the page when the account has a temporary one', async () => {
    await createUser('mateo', undefined, 'Temporal-Clave-1');
    const { done, verifier, cookie } = await signInThroughPage('mateo', 'Temporal-Clave-1');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Elija una contraseña nueva');
    const form = (a: string, b: string) => ({
      request: hidden(done.body, 'request'),
      csrf: hidden(done.body, 'csrf'),
      step: 'NEW_PASSWORD_REQUIRED',
      session: hidden(done.body, 'session'),
      username: 'mateo',
      new_password: a,
      new_password_confirm: b,
    });
    const mismatch = await post(cookie, form('Nueva-Clave-2024', 'Otra-Clave-2024'));
    expect(mismatch.body).toContain('Las contraseñas no coinciden.');
    const weak = await post(cookie, form('debil', 'debil'));
    expect(weak.body).toContain('La nueva contraseña no cumple con los requisitos de seguridad.');
    const ok = await post(cookie, form('Nueva-Clave-2024', 'Nueva-Clave-2024'));
    expect(ok.statusCode).toBe(302);
    const code = new URL(String(ok.headers.location)).searchParams.get('code') as string;
    const tokens = await token({
      grant_type: 'authorization_code',
      client_id: 'planillas-web',
      redirect_uri: REDIRECT,
      code,
      code_verifier: verifier,
    });
    expect(tokens.statusCode).toBe(200);
  });

  it('publishes the JWKS and the OpenID configuration that verify its tokens', async () => {
    const config = (
      await server.app.inject({
        method: 'GET',
        url: '/us-east-1_Planillas/.well-known/openid-configuration',
        headers: { host: 'localhost:8080' },
      })
    ).json();
    // Without PUBLIC_URL the endpoints are on the address the request came to; the issuer never moves.
    expect(config).toMatchObject({
      issuer: 'https://sistema-de-planillas.invalid/us-east-1_Planillas',
      authorization_endpoint: 'http://localhost:8080/oauth2/authorize',
      token_endpoint: 'http://localhost:8080/oauth2/token',
      jwks_uri: 'http://localhost:8080/us-east-1_Planillas/.well-known/jwks.json',
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (
      await server.app.inject({ method: 'GET', url: '/us-east-1_Planillas/.well-known/jwks.json' })
    ).json() as JSONWebKeySet;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(JSON.stringify(jwks)).not.toMatch(/"d"|"p"|"q"/);
    const { done, verifier } = await signInThroughPage('lucia', 'Correcta-Clave-1');
    const code = new URL(String(done.headers.location)).searchParams.get('code') as string;
    const body = (
      await token({
        grant_type: 'authorization_code',
        client_id: 'planillas-web',
        redirect_uri: REDIRECT,
        code,
        code_verifier: verifier,
      })
    ).json();
    const { payload } = await jwtVerify(body.id_token, createLocalJWKSet(jwks), {
      issuer: config.issuer,
      audience: 'planillas-web',
      currentDate: server.clock.now(),
    });
    expect(payload['cognito:username']).toBe('lucia');
  });

  it('redirects /logout only to a registered sign-out address', async () => {
    const ok = await server.app.inject({
      method: 'GET',
      url: `/logout?client_id=planillas-web&logout_uri=${encodeURIComponent('http://localhost:8080/auth/login')}`,
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('http://localhost:8080/auth/login');
    const bad = await server.app.inject({
      method: 'GET',
      url: `/logout?client_id=planillas-web&logout_uri=${encodeURIComponent('https://evil.example')}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
