import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadServerConfig } from '../../../server/config';
import type { OpenDatabase } from '../../../server/db/database';
import { createIdentityServices } from '../../../server/identity';
import { createTestDatabase, databaseKinds } from '../../support/test-database';
import { TestClock } from '../../support/test-server';

const PASSWORD = 'Secreta-Clave-77';

/**
 * The server log never holds passwords, hashes, e-mail addresses or other values of a failed query:
 * only its statement and SQLSTATE code. The whole JSON log of the server is captured and searched.
 */
describe.each(databaseKinds())('the server log on %s', (kind) => {
  let app: FastifyInstance;
  let database: OpenDatabase;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = loadServerConfig({
      TEST_MODE: 'true',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      IDENTITY_ARGON2: 'm=1024,t=1,p=1',
    });
    const context = { config, db: database.db, clock: new TestClock() };
    const identity = await createIdentityServices(context);
    app = await buildApp(context, {
      ping: database.ping,
      identity,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signUp = (username: string, email: string, name: string) =>
    app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: JSON.stringify({
        ClientId: 'planillas-web',
        Username: username,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: name },
        ],
      }),
    });

  it('keeps a SignUp with a NUL in the name out of the database and out of the log', async () => {
    const res = await signUp('nulo', 'nulo.secreto@planillas.test', 'a\u0000b');
    expect(res.statusCode).toBe(400);
    expect(log()).not.toContain('nulo.secreto@planillas.test');
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toMatch(/\$argon2id\$/);
  });

  it('logs a failed query with its statement and code, never its parameters', async () => {
    // A constraint the product does not have makes the pool's insert of the user fail in the database.
    await database.db.execute(
      sql.raw(
        `alter table identity_users add constraint log_test_name check (name is null or name <> 'Rechazada')`,
      ),
    );
    const email = 'rechazada.secreta@planillas.test';
    const res = await signUp('rechazada', email, 'Rechazada');
    expect(res.statusCode).toBe(500);
    const failed = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(failed.length).toBeGreaterThan(0);
    const err = failed.at(-1)!.err as { statement?: string; code?: string };
    expect(err.statement).toMatch(/insert into "identity_users"/);
    expect(err.code).toBe('23514');
    expect(log()).not.toContain(email);
    expect(log()).not.toContain(PASSWORD);
    expect(log()).not.toMatch(/\$argon2id\$/);
    expect(log()).not.toContain('Rechazada');
  });

  it('redacts the values of a failed API write too', async () => {
    await database.db.execute(
      sql.raw(`alter table audit_log add constraint log_test_reason check (entity <> 'prueba-secreta')`),
    );
    const failure = await database.db
      .execute(
        sql`insert into audit_log (occurred_at, actor_username, action, entity, entity_id)
        values (now(), ${'persona.secreta'}, 'crear', ${'prueba-secreta'}, '1')`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    app.log.error({ err: failure }, 'request failed');
    expect(log()).not.toContain('persona.secreta');
    expect(log()).toContain('23514');
  });
});
