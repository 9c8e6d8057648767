import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { findInvalidText, INVALID_TEXT_MESSAGE } from '../../../server/http/text-guard';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness } from '../admin/support';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('findInvalidText', () => {
  it('finds NUL and unpaired surrogates in values and keys, at any depth, and accepts paired ones', () => {
    expect(findInvalidText({ a: 'ok', b: ['x', { c: NUL }] })).toBe('b.1.c');
    expect(findInvalidText({ [`k${LONE}`]: 1 })).toBe(`k${LONE}`);
    expect(findInvalidText('\udc00')).toBe('(valor)');
    expect(findInvalidText({ emoji: 'pesca 🐟 ñandú', n: 1, t: true, z: null })).toBeUndefined();
  });

  it('passes over a file sent as the body: bytes, not texts (its reader checks them)', () => {
    // A Buffer whose entries were walked one by one held the event loop for seconds per 5 MB upload.
    const file = Buffer.alloc(5 * 1024 * 1024);
    let walked = false;
    Object.defineProperty(file, 'probe', {
      enumerable: true,
      get: () => {
        walked = true;
        return NUL;
      },
    });
    expect(findInvalidText(file)).toBeUndefined();
    expect(walked).toBe(false);
  });
});

/**
 * NUL and lone surrogates are refused at the boundary of every route — the API's Spanish 400 and
 * Cognito's InvalidParameterException on the pool's protocol — never a database error (500).
 */
describe.each(databaseKinds())('NUL and lone surrogates on %s', (kind) => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness(kind);
  });
  afterAll(async () => h?.close());

  const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'ValidationError',
      message: 'Los datos enviados no son válidos.',
      fields: [{ field, message: INVALID_TEXT_MESSAGE }],
    });
  };

  const cognito = (action: string, body: object) =>
    h.server.app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      payload: JSON.stringify(body),
    });

  it('refuses them in the API: news, roles, users, a role description, the query and the path', async () => {
    const before = (await listAudit(h.server.database.db, { page: 1, pageSize: 1 })).total;
    for (const bad of [NUL, LONE]) {
      expectRefused(
        await h.admin.post('/noticias', { title: bad, body: 'x', publishOn: '2026-03-02' }),
        'title',
      );
      expectRefused(await h.admin.post('/roles', { name: bad, description: 'd', grants: {} }), 'name');
      expectRefused(
        await h.admin.post('/roles', { name: unique('Rol'), description: bad, grants: { noticia: ['ver'] } }),
        'description',
      );
      expectRefused(
        await h.admin.post('/usuarios', {
          username: unique('u'),
          name: bad,
          email: 'x@planillas.test',
          roleIds: [1],
        }),
        'name',
      );
    }
    const roleId = await h.role(unique('Rol con descripción'), { noticia: ['ver'] });
    const role = (await h.admin.get(`/roles/${roleId}`)).json() as { name: string; version: number };
    expectRefused(
      await h.admin.put(`/roles/${roleId}`, {
        name: role.name,
        description: `antes${LONE}`,
        grants: { noticia: ['ver'] },
        version: role.version,
      }),
      'description',
    );
    expectRefused(await h.admin.get('/usuarios?q=a%00b'), 'q');
    expectRefused(await h.admin.get('/usuarios/a%00b'), 'username');
    // A surrogate's UTF-8 bytes are not valid UTF-8: the path itself is refused, also in Spanish.
    const surrogatePath = await h.admin.get('/usuarios/a%ED%A0%80b');
    expect([surrogatePath.statusCode, surrogatePath.json()]).toEqual([
      400,
      { error: 'BadRequest', message: 'La solicitud no es válida.' },
    ]);
    // Nothing but the one valid role was written.
    expect((await listAudit(h.server.database.db, { page: 1, pageSize: 1 })).total).toBe(before + 1);
  });

  it("refuses them on the pool's protocol with Cognito's InvalidParameterException", async () => {
    for (const bad of [NUL, LONE]) {
      const signIn = await cognito('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.server.config.identity.clientId,
        AuthParameters: { USERNAME: bad, PASSWORD: 'Correcta-Clave-1' },
      });
      const signUp = await cognito('SignUp', {
        ClientId: h.server.config.identity.clientId,
        Username: unique('nuevo'),
        Password: 'Correcta-Clave-1',
        UserAttributes: [
          { Name: 'email', Value: 'nuevo@planillas.test' },
          { Name: 'name', Value: bad },
        ],
      });
      const update = await cognito('UpdateUserAttributes', {
        AccessToken: h.admin.token,
        UserAttributes: [{ Name: 'name', Value: bad }],
      });
      for (const [res, field] of [
        [signIn, 'AuthParameters.USERNAME'],
        [signUp, 'UserAttributes.1.Value'],
        [update, 'UserAttributes.0.Value'],
      ] as const) {
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-amzn-errortype']).toBe('InvalidParameterException:');
        expect(res.json()).toEqual({
          __type: 'InvalidParameterException',
          message: `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must not contain NUL or unpaired surrogates`,
        });
      }
    }
  });
});
