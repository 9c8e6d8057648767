import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import { createTestServer, type TestServer } from '../../support/test-server';

describe.each(databaseKinds())("the pool's JSON protocol on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  const call = (
    target: string,
    body: string | object,
    headers: Record<string, string> = {},
    url = '/cognito/',
  ) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        ...headers,
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers at the endpoint with and without the trailing slash, in Cognito’s error shape', async () => {
    for (const url of ['/cognito', '/cognito/']) {
      const res = await call(
        'InitiateAuth',
        { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'planillas-web' },
        {},
        url,
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/x-amz-json-1.1');
      expect(res.headers['x-amzn-errortype']).toBe('InvalidParameterException:');
      expect(res.headers['x-amzn-requestid']).toBeTruthy();
      expect(res.json()).toEqual({
        __type: 'InvalidParameterException',
        message: 'Missing required parameter USERNAME',
      });
    }
  });

  it('names unknown operations and malformed bodies as Cognito does', async () => {
    expect((await call('DescribeEverything', {})).json().__type).toBe('UnknownOperationException');
    expect((await call('GetUser', '{not json')).json().__type).toBe('SerializationException');
    expect((await call('GetUser', '[]')).json().__type).toBe('SerializationException');
  });

  it('validates request bodies against the action’s schema (InvalidParameterException)', async () => {
    const res = await call('SignUp', { ClientId: 'planillas-web', Username: '' });
    expect(res.json()).toMatchObject({ __type: 'InvalidParameterException' });
    expect(res.json().message).toMatch(
      /^\d validation errors? detected: Value at 'username' failed to satisfy constraint/,
    );
    const missing = await call('ForgotPassword', { ClientId: 'planillas-web' });
    expect(missing.json().message).toContain(
      "Value null at 'username' failed to satisfy constraint: Member must not be null",
    );
    const typed = await call('ListDevices', { AccessToken: 'a.b.c', Limit: 'diez' });
    expect(typed.json().__type).toBe('InvalidParameterException');
  });

  it('allows the SPA’s origin to call it from a browser (CORS), and no other', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/cognito/',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-amz-target');
    const other = await server.app.inject({
      method: 'OPTIONS',
      url: '/cognito/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers the SPA under the pool’s paths', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/cognito/',
      headers: { accept: 'text/html' },
    });
    // The protocol only takes POST: a Cognito-shaped 405, never index.html.
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });
});
