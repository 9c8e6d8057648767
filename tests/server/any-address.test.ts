import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signInTestUser, type TestServer } from '../support/test-server';
import { databaseKinds } from '../support/test-database';

/** An office reaches the product by the server PC's address or name; the server PC itself by localhost. */
const HOSTS = ['127.0.0.1:8080', 'pc-planillas:8080'];

const preflight = (server: TestServer, host: string, origin: string) =>
  server.app.inject({
    method: 'OPTIONS',
    url: '/cognito/',
    headers: {
      host,
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-amz-target',
    },
  });

const authorizeAt = (server: TestServer, host: string, redirectUri: string) =>
  server.app.inject({
    method: 'GET',
    url: `/oauth2/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: server.config.identity.clientId,
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
      code_challenge: 'a'.repeat(43),
      state: 's',
    })}`,
    headers: { host },
  });

describe.each(databaseKinds())('without PUBLIC_URL, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('tells the SPA to call the built-in pool on its own origin (a relative endpoint)', async () => {
    for (const host of HOSTS) {
      const res = await server.app.inject({ method: 'GET', url: '/app-config.json', headers: { host } });
      expect(res.json().identity.endpoint).toBe('/cognito');
    }
  });

  it("keeps the page's connections to its own origin (CSP) at every address", async () => {
    for (const host of HOSTS) {
      const res = await server.app.inject({ method: 'GET', url: '/health', headers: { host } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).not.toContain('localhost');
    }
  });

  it('lets a browser call the pool from the origin it reached the server at (CORS), no other', async () => {
    for (const host of HOSTS) {
      const own = await preflight(server, host, `http://${host}`);
      expect(own.statusCode).toBe(204);
      expect(own.headers['access-control-allow-origin']).toBe(`http://${host}`);
      const call = await server.app.inject({
        method: 'POST',
        url: '/cognito/',
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
        },
        payload: JSON.stringify({ AccessToken: 'x' }),
      });
      expect(call.headers['access-control-allow-origin']).toBe(`http://${host}`);
    }
    const foreign = await preflight(server, HOSTS[0]!, 'http://atacante.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // The configured origin (PUBLIC_URL's default, the server PC's own browser) keeps working.
    const local = await preflight(server, HOSTS[0]!, 'http://localhost:8080');
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('issues tokens with one issuer, valid on the API whatever address either was reached at', async () => {
    const tokens = await signInTestUser(server, 'cualquier.direccion');
    const [, payload] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { iss: string };
    expect(claims.iss).toBe('https://sistema-de-planillas.invalid/us-east-1_Planillas');
    for (const host of [...HOSTS, 'localhost:8080']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/usuario/modulos-permisos',
        headers: { host, authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("publishes the hosted login's endpoints on the address used, with the same issuer", async () => {
    for (const host of HOSTS) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/us-east-1_Planillas/.well-known/openid-configuration',
        headers: { host },
      });
      expect(res.json()).toMatchObject({
        issuer: 'https://sistema-de-planillas.invalid/us-east-1_Planillas',
        authorization_endpoint: `http://${host}/oauth2/authorize`,
        token_endpoint: `http://${host}/oauth2/token`,
      });
    }
  });

  it('accepts the return address on the origin reached, never on another one', async () => {
    const ok = await authorizeAt(server, HOSTS[1]!, `http://${HOSTS[1]}/auth/callback`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<form');
    const other = await authorizeAt(server, HOSTS[1]!, 'http://atacante.example/auth/callback');
    expect(other.statusCode).toBe(400);
    const otherPath = await authorizeAt(server, HOSTS[1]!, `http://${HOSTS[1]}/otra/ruta`);
    expect(otherPath.statusCode).toBe(400);
  });
});

describe.each(databaseKinds())('with PUBLIC_URL set, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { PUBLIC_URL: 'https://planillas.example.pe' });
  });
  afterAll(async () => server?.close());

  it('gives the SPA the absolute endpoint of that origin', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { host: HOSTS[0] },
    });
    expect(res.json().identity.endpoint).toBe('https://planillas.example.pe/cognito');
  });

  it('refuses other origins (CORS) and return addresses on them', async () => {
    const other = await preflight(server, HOSTS[0]!, `http://${HOSTS[0]}`);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const configured = await preflight(server, 'planillas.example.pe', 'https://planillas.example.pe');
    expect(configured.headers['access-control-allow-origin']).toBe('https://planillas.example.pe');
    const redirect = await authorizeAt(server, HOSTS[0]!, `http://${HOSTS[0]}/auth/callback`);
    expect(redirect.statusCode).toBe(400);
  });

  it('publishes the hosted login on PUBLIC_URL whatever Host was used', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/us-east-1_Planillas/.well-known/openid-configuration',
      headers: { host: HOSTS[1] },
    });
    expect(res.json()).toMatchObject({
      issuer: 'https://planillas.example.pe/us-east-1_Planillas',
      authorization_endpoint: 'https://planillas.example.pe/oauth2/authorize',
    });
  });
});
