import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_BODY, routeAccessOf, UNAUTHORIZED_BODY } from '../../../server/access/authorization';
import type { RouteEntry } from '../../../server/http/route-table';
import type { BuiltinIdentityServices } from '../../../server/identity/builtin';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, PASSWORD, unique, type AdminHarness, type SignedIn } from '../admin/support';

/**
 * The security suite: it walks the server's own route table (`app.routeTable`, recorded by an onRoute
 * hook), so every API route — those of features added later too — is called without anyone listing it:
 * - with no token, each forged token, a disabled user's token and a token after global sign-out: 401
 *   with the API's body and nothing else;
 * - as a signed-in user without the route's permission: 403;
 * - on every write route, as an administrator, with bad input (wrong types, over-long text, unknown
 *   fields, injection strings, NUL): a 4xx in Spanish, and the database unchanged.
 */

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly maxLength?: number;
  readonly enum?: readonly unknown[];
}

const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const typesOf = (schema: JsonSchema | undefined): string[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? [...schema.type] : [schema.type as string];
const schemaPart = (route: RouteEntry, part: 'body' | 'params' | 'querystring') =>
  (route.schema as Record<string, JsonSchema | undefined> | undefined)?.[part];

/** A value of the property's type (the shape of a request, not necessarily one the rules accept). */
function sample(schema: JsonSchema | undefined): unknown {
  if (schema?.enum && schema.enum.length > 0) return schema.enum[0];
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'Prueba de seguridad';
  }
}

/** A value no coercion turns into the property's type. */
function wrongType(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return { no: 'es texto' };
  if (types.includes('array')) return { no: 'es lista' };
  if (types.includes('object')) return 'no es un objeto';
  if (types.includes('boolean')) return 'quizás';
  return 'no es un número';
}

const INJECTIONS = ['1; DROP TABLE audit_log; --', "' OR '1'='1", '<script>alert(1)</script>', '{"$gt": ""}'];

/** The path with every parameter replaced (integers by 1 unless given). */
function concrete(route: RouteEntry, values: Record<string, string> = {}): string {
  const params = schemaPart(route, 'params')?.properties ?? {};
  return route.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (values[name] !== undefined) return encodeURIComponent(values[name]);
    return typesOf(params[name]).some((t) => t === 'integer' || t === 'number') ? '1' : 'sonda-inexistente';
  });
}

/** English words the framework and the schema validator would use; none reach a user. */
const ENGLISH = /\b(must|should|property|properties|body|request|invalid|is not|not found|required)\b/i;

describe.each(databaseKinds())('the security suite on %s', (kind) => {
  let h: AdminHarness;
  let nobody: SignedIn;
  let apiRoutes: RouteEntry[];
  const badTokens: Record<string, string> = {};

  const call = (route: RouteEntry, options: Partial<InjectOptions> = {}) =>
    h.server.app.inject({
      method: route.method as 'GET',
      url: concrete(route),
      ...(isWrite(route.method) ? { payload: {} } : {}),
      ...options,
    } as InjectOptions);

  async function initiateAuth(username: string): Promise<Record<string, string>> {
    const res = await h.server.app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.server.config.identity.clientId,
        AuthParameters: { USERNAME: username, PASSWORD },
      }),
    });
    return (res.json() as { AuthenticationResult: Record<string, string> }).AuthenticationResult;
  }

  beforeAll(async () => {
    h = await adminHarness(kind, { IDENTITY_REVOCATION_CACHE_MS: '0' });
    apiRoutes = h.server.app.routeTable.routes.filter(
      (r) => r.url.startsWith(`${h.server.config.backendPrefix}/`) && r.method !== 'HEAD',
    );
    nobody = await h.user([], { username: unique('sinrol') });

    // The forged tokens, all made from a real administrator's tokens.
    const identity = h.server.identity as BuiltinIdentityServices;
    const real = h.admin.token;
    const claims = decodeJwt(real);
    const header = decodeProtectedHeader(real);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [, , signature] = real.split('.');
    badTokens['alg none'] = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const publicPem = await exportSPKI(identity.core.keys.current.publicKey);
    badTokens['HS256 with the public key'] = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: header.kid! })
      .sign(new TextEncoder().encode(publicPem));
    const other = await generateKeyPair('RS256');
    badTokens['signed by another key'] = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: header.kid! })
      .sign(other.privateKey);
    badTokens['tampered payload'] =
      `${b64(header)}.${b64({ ...claims, exp: (claims.exp ?? 0) + 86_400 })}.${signature}`;
    badTokens['ID token as access token'] = (await initiateAuth(h.admin.username)).IdToken!;
    badTokens['garbage'] = 'abc.def.ghi';

    const disabled = await h.user(['Administrador'], { username: unique('deshabilitada') });
    const record = (await h.admin.get(`/usuarios/${disabled.username}`)).json() as { version: number };
    const off = await h.admin.post(`/usuarios/${disabled.username}/deshabilitar`, {
      version: record.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    badTokens['disabled user'] = disabled.token;

    const signedOut = await h.user(['Administrador'], { username: unique('salio') });
    const out = await h.server.app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      payload: JSON.stringify({ AccessToken: signedOut.token }),
    });
    expect(out.statusCode).toBe(200);
    badTokens['after global sign-out'] = signedOut.token;
  });
  afterAll(async () => h?.close());

  it('walks every API route, and each declares who may call it', () => {
    expect(apiRoutes.length).toBeGreaterThan(20);
    const undeclared: string[] = [];
    for (const route of apiRoutes) {
      try {
        routeAccessOf(route, true);
      } catch (error) {
        undeclared.push(`${route.method} ${route.url}: ${(error as Error).message}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('answers 401 and no data without a token and with every forged, disabled or signed-out token', async () => {
    const problems: string[] = [];
    for (const route of apiRoutes) {
      if (routeAccessOf(route, true).kind === 'test') continue;
      const attempts: [string, Record<string, string>][] = [
        ['no token', {}],
        ['empty bearer', { authorization: 'Bearer ' }],
        ...Object.entries(badTokens).map(
          ([name, token]) => [name, { authorization: `Bearer ${token}` }] as [string, Record<string, string>],
        ),
      ];
      for (const [name, headers] of attempts) {
        const res = await call(route, { headers });
        if (res.statusCode !== 401 || JSON.stringify(res.json()) !== JSON.stringify(UNAUTHORIZED_BODY)) {
          problems.push(
            `${route.method} ${route.url} (${name}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(badTokens)).toHaveLength(8);
  });

  it('answers 403 and no data to a signed-in user without the permission', async () => {
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const access = routeAccessOf(route, true);
      if (access.kind !== 'permission') continue;
      const res = await call(route, { headers: { authorization: `Bearer ${nobody.token}` } });
      if (res.statusCode !== 403 || JSON.stringify(res.json()) !== JSON.stringify(FORBIDDEN_BODY)) {
        problems.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  /** Every table but the pool's own (sign-ins write sessions), as one digest. */
  async function digest(): Promise<string> {
    const tables = (await h.server.database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'identity%'
          order by table_name`,
    )) as unknown as { rows: { name: string }[] };
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const result = (await h.server.database.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`),
      )) as unknown as { rows: { d: string }[] };
      parts.push(`${name}:${result.rows[0]?.d}`);
    }
    return parts.join('\n');
  }

  it('refuses bad input on every write route with a Spanish 4xx, and stores nothing', async () => {
    const before = await digest();
    const problems: string[] = [];
    let cases = 0;
    const check = (where: string, res: LightMyRequestResponse) => {
      cases++;
      if (res.statusCode < 400 || res.statusCode >= 500) {
        problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        return;
      }
      const body = res.json() as { error?: unknown; message?: unknown; fields?: { message: string }[] };
      const texts = [String(body.message), ...(body.fields ?? []).map((f) => f.message)];
      if (typeof body.error !== 'string' || /^FST_/.test(body.error) || texts.some((t) => ENGLISH.test(t))) {
        problems.push(`${where}: not the API's Spanish answer: ${res.body.slice(0, 160)}`);
      }
    };

    for (const route of apiRoutes) {
      const access = routeAccessOf(route, true);
      if (access.kind === 'test' || !isWrite(route.method)) continue;
      const where = `${route.method} ${route.url}`;
      const body = schemaPart(route, 'body');
      const params = schemaPart(route, 'params')?.properties ?? {};

      // Injection strings and NUL in the path's parameters.
      for (const [name, schema] of Object.entries(params)) {
        const numeric = typesOf(schema).some((t) => t === 'integer' || t === 'number');
        for (const value of [...(numeric ? INJECTIONS : []), 'a\u0000b']) {
          check(
            `${where} param ${name}=${JSON.stringify(value)}`,
            await h.admin.call({
              method: route.method as 'POST',
              url: concrete(route, { [name]: value }),
              payload: {},
            }),
          );
        }
      }
      if (!body?.properties) continue;
      if (body.additionalProperties !== false)
        problems.push(`${where}: its body schema accepts unknown fields`);
      const base = Object.fromEntries((body.required ?? []).map((p) => [p, sample(body.properties?.[p])]));
      const send = (payload: object) =>
        h.admin.call({ method: route.method as 'POST', url: concrete(route), payload });

      check(`${where} unknown field`, await send({ ...base, campoDesconocido: 'x' }));
      check(`${where} not an object`, await send(['lista'] as unknown as object));
      for (const [name, schema] of Object.entries(body.properties)) {
        check(`${where} ${name} wrong type`, await send({ ...base, [name]: wrongType(schema) }));
        const types = typesOf(schema);
        if (types.includes('string') && schema.enum) {
          for (const injection of INJECTIONS) {
            check(
              `${where} ${name}=${JSON.stringify(injection)}`,
              await send({ ...base, [name]: injection }),
            );
          }
        }
        if (types.includes('string')) {
          check(`${where} ${name} NUL`, await send({ ...base, [name]: 'a\u0000b' }));
          if (schema.maxLength !== undefined) {
            check(
              `${where} ${name} over-long`,
              await send({ ...base, [name]: 'x'.repeat(schema.maxLength + 1) }),
            );
          }
        } else {
          for (const injection of INJECTIONS) {
            check(
              `${where} ${name}=${JSON.stringify(injection)}`,
              await send({ ...base, [name]: injection }),
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(cases).toBeGreaterThan(50);
    expect(await digest()).toBe(before);
  });
});
