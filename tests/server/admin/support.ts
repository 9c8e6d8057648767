import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseKind } from '../../support/test-database';
import { createTestServer, type TestServer } from '../../support/test-server';

export const PASSWORD = 'Correcta-Clave-1';

export const unique = (prefix = 'u') => `${prefix}-${randomBytes(4).toString('hex')}`;

/**
 * The whole server with the built-in user pool, and helpers to make users with roles and sign them
 * in (real tokens, the real verifier). The seeded 'Administrador' role holds every permission.
 */
export interface AdminHarness {
  readonly server: TestServer;
  /** Creates a confirmed pool user with these roles (through the test hooks) and signs them in. */
  user(roles: string[], options?: { username?: string; name?: string }): Promise<SignedIn>;
  /** An administrator (the seeded 'Administrador' role), signed in. */
  readonly admin: SignedIn;
  /** Creates a role with these grants (module → actions) through the API; returns its id. */
  role(name: string, grants: Record<string, string[]>): Promise<number>;
  signIn(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface SignedIn {
  readonly username: string;
  readonly token: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload: object): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

/** Calls the built-in user pool as the SPA's AWS SDK does (Cognito's JSON protocol). */
export const callPool = (h: AdminHarness, target: string, body: object) =>
  h.server.app.inject({
    method: 'POST',
    url: `${h.server.config.identity.builtinPath}/`,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    payload: JSON.stringify(body),
  });

/** A signed-in user of the server's API: every call carries their access token. */
export function signedInAs(app: FastifyInstance, username: string, token: string): SignedIn {
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  return {
    username,
    token,
    call,
    get: (url) => call({ method: 'GET', url: `/api${url}` }),
    post: (url, payload) => call({ method: 'POST', url: `/api${url}`, payload: payload ?? {} }),
    put: (url, payload) => call({ method: 'PUT', url: `/api${url}`, payload }),
    del: (url) => call({ method: 'DELETE', url: `/api${url}` }),
  };
}

export async function adminHarness(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<AdminHarness> {
  const server = await createTestServer(kind, env);
  const { app, config } = server;
  const first: { admin?: SignedIn } = {};

  async function signIn(username: string, password = PASSWORD): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: `${config.identity.builtinPath}/`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.identity.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    });
    const token = (res.json() as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult
      ?.AccessToken;
    if (!token) throw new Error(`no access token for ${username}: ${res.body}`);
    return token;
  }

  const as = (username: string, token: string) => signedInAs(app, username, token);

  async function user(roles: string[], options: { username?: string; name?: string } = {}) {
    const username = options.username ?? unique('usuario');
    const created = await app.inject({
      method: 'POST',
      url: '/__test/identity/users',
      payload: { username, password: PASSWORD, name: options.name ?? `Nombre ${username}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/__test/access/users/${encodeURIComponent(username)}/roles`,
      payload: { roles },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const token = await signIn(username);
    // Users made through the pool's test hooks reach the users list by reconciliation.
    await server.app.inject({
      method: 'POST',
      url: '/api/usuarios/sincronizar',
      headers: { authorization: `Bearer ${first.admin?.token ?? token}` },
    });
    return as(username, token);
  }

  const admin: SignedIn = await user(['Administrador'], { username: unique('jefa') });
  first.admin = admin;

  async function role(name: string, grants: Record<string, string[]>): Promise<number> {
    const res = await admin.post('/roles', { name, description: `Rol ${name}`, grants });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  return { server, admin, user, role, signIn, close: () => server.close() };
}

/** The field errors of a 400 answer as `{ field: message }`. */
export function fieldsOf(res: LightMyRequestResponse): Record<string, string> {
  const body = res.json() as { fields?: { field: string; message: string }[] };
  return Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]));
}
