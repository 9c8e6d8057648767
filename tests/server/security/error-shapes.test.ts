import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  FRAMEWORK_MESSAGES,
  installErrorHandling,
} from '../../../server/http/errors';
import { recordRoutes } from '../../../server/http/route-table';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, type AdminHarness } from '../admin/support';

const COGNITO_JSON = 'application/x-amz-json-1.1';
const target = (action: string) => ({
  'content-type': COGNITO_JSON,
  'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
});

/** Every failure the API answers has the API's shape and a Spanish message; the pool answers Cognito's. */
describe.each(databaseKinds())('error answers on %s', (kind) => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness(kind);
  });
  afterAll(async () => h?.close());

  const asAdmin = (options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: string | object;
    headers?: Record<string, string>;
  }) => h.admin.call(options);

  it('answers a malformed JSON body with a Spanish 400, not the framework code', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/roles',
      payload: '{"name": "Rol", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'InvalidJson', message: FRAMEWORK_MESSAGES.invalidJson });
    const poisoned = await asAdmin({
      method: 'POST',
      url: '/api/roles',
      payload: '{"__proto__": {"x": 1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().message).toBe(FRAMEWORK_MESSAGES.invalidJson);
  });

  it('answers a body over the limit with a Spanish 413', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/roles',
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'PayloadTooLarge', message: FRAMEWORK_MESSAGES.tooLarge });
  });

  it('answers an unsupported media type with a Spanish 415', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/roles',
      payload: '<rol/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'UnsupportedMediaType', message: FRAMEWORK_MESSAGES.mediaType });
  });

  it('answers an unknown API route with a JSON 404 in Spanish, even when a browser asks for HTML', async () => {
    for (const headers of [{}, { accept: 'text/html' }]) {
      const res = await h.server.app.inject({ method: 'GET', url: '/api/no-existe/1', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NotFound', message: FRAMEWORK_MESSAGES.notFound });
    }
  });

  it('answers a method the route does not have with 405, the allowed methods and a Spanish message', async () => {
    const res = await h.server.app.inject({ method: 'PATCH', url: '/api/roles/12' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    expect(res.json()).toEqual({ error: 'MethodNotAllowed', message: FRAMEWORK_MESSAGES.methodNotAllowed });
  });

  it('answers a malformed URL with a Spanish 400', async () => {
    const res = await h.server.app.inject({ method: 'GET', url: '/api/usuarios/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BadRequest', message: FRAMEWORK_MESSAGES.badRequest });
  });

  it("answers the pool's protocol in Cognito's shape: too large, malformed, unknown path", async () => {
    const large = await h.server.app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: target('InitiateAuth'),
      payload: JSON.stringify({ ClientId: 'x'.repeat(300 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.headers['x-amzn-errortype']).toBe('InvalidParameterException:');
    expect(large.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'Request entity too large.',
    });
    const unknown = await h.server.app.inject({ method: 'GET', url: '/cognito/otra-cosa' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });
});

describe('the central error mapping on its own', () => {
  async function bare() {
    const app = Fastify({ logger: false });
    const routes = recordRoutes(app);
    await app.register(fastifyRateLimit, { global: false });
    await installErrorHandling(app, { backendPrefix: '/api', cognitoPath: '/cognito', routes });
    return { app, routes };
  }

  it('answers the rate limiter with a Spanish 429', async () => {
    const { app } = await bare();
    app.get('/api/limitada', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
      ok: 1,
    }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/limitada' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/limitada' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'TooManyRequests', message: FRAMEWORK_MESSAGES.rateLimited });
    await app.close();
  });

  it('answers 503 with Retry-After when the database refuses or drops connections, and 500 otherwise', async () => {
    const { app } = await bare();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
      routine: 'ProcessInterrupts',
    });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      params: [],
      cause: terminated,
    });
    const faults: Record<string, Error> = {
      refused,
      wrapped,
      ended: new Error('Connection terminated unexpectedly'),
      bug: new TypeError('x is not a function'),
    };
    app.get('/api/falla/:kind', async (request) => {
      throw faults[(request.params as { kind: string }).kind];
    });
    await app.ready();
    for (const name of ['refused', 'wrapped', 'ended']) {
      const res = await app.inject({ method: 'GET', url: `/api/falla/${name}` });
      expect(res.statusCode, name).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({
        error: 'DatabaseUnavailable',
        message: FRAMEWORK_MESSAGES.databaseUnavailable,
      });
    }
    const bug = await app.inject({ method: 'GET', url: '/api/falla/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ error: 'InternalError', message: FRAMEWORK_MESSAGES.unexpected });
    await app.close();
  });
});

describe.each(databaseKinds())('a database that goes away on %s', (kind) => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness(kind, { IDENTITY_REVOCATION_CACHE_MS: '0' });
  });

  it('answers 503 in Spanish with Retry-After, on the API and on the pool, not 500', async () => {
    const ok = await h.admin.get('/roles');
    expect(ok.statusCode).toBe(200);
    await h.server.database.close();
    const res = await h.admin.get('/roles');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      error: 'DatabaseUnavailable',
      message: FRAMEWORK_MESSAGES.databaseUnavailable,
    });
    const signIn = await h.server.app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: target('InitiateAuth'),
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.server.config.identity.clientId,
        AuthParameters: { USERNAME: h.admin.username, PASSWORD: 'Correcta-Clave-1' },
      }),
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['retry-after']).toBe('5');
    expect(signIn.json()).toEqual({
      __type: 'InternalErrorException',
      message: 'Service unavailable, try again.',
    });
    await h.server.app.close();
  });
});
