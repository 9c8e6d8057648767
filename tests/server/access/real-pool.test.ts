import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import { createTestServer, type TestServer } from '../../support/test-server';

/** The permissions endpoint with tokens issued by the built-in user pool (the verifier is the real one). */
describe.each(databaseKinds())('the permissions endpoint with the built-in pool on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function signIn(username: string, password: string): Promise<string> {
    const res = await server.app.inject({
      method: 'POST',
      url: `${server.config.identity.builtinPath}/`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.config.identity.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    });
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult
      ?.AccessToken;
    if (!token) throw new Error(`no access token: ${res.body}`);
    return token;
  }

  it('answers a signed-in user with a role, and 401 once the token is revoked by a global sign-out', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/__test/identity/users',
      payload: { username: 'lucia', password: 'Correcta-Clave-1' },
    });
    expect(created.statusCode).toBe(201);
    await server.app.inject({
      method: 'PUT',
      url: '/api/__test/access/roles/Consulta',
      payload: { modules: ['noticia', 'acerca'] },
    });
    await server.app.inject({
      method: 'PUT',
      url: '/api/__test/access/users/lucia/roles',
      payload: { roles: ['Consulta'] },
    });
    const token = await signIn('lucia', 'Correcta-Clave-1');
    const menu = await server.app.inject({
      method: 'GET',
      url: '/api/usuario/modulos-permisos',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(menu.statusCode).toBe(200);
    expect(menu.json()).toEqual([
      {
        grupo: 'Inicio',
        subgrupo: null,
        subgrupo_icon: null,
        nombre: 'Noticias',
        icon: 'Campaign',
        path: '/noticia',
      },
      {
        grupo: 'Ayuda',
        subgrupo: null,
        subgrupo_icon: null,
        nombre: 'Acerca de',
        icon: 'Info',
        path: '/acerca',
      },
    ]);

    const signedOut = await server.app.inject({
      method: 'POST',
      url: `${server.config.identity.builtinPath}/`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      payload: JSON.stringify({ AccessToken: token }),
    });
    expect(signedOut.statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/usuario/modulos-permisos',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an access token of another pool', async () => {
    const forged =
      'eyJhbGciOiJSUzI1NiIsImtpZCI6Im90aGVyIn0.eyJzdWIiOiJ4IiwidG9rZW5fdXNlIjoiYWNjZXNzIn0.c2lnbmF0dXJl';
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/usuario/modulos-permisos',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
