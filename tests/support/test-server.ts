import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BackupService } from '../../server/backups/service';
import { buildApp } from '../../server/app';
import { loadServerConfig, type ServerConfig } from '../../server/config';
import type { Clock, ServerContext } from '../../server/context';
import type { OpenDatabase } from '../../server/db/database';
import { createIdentityServices, type IdentityServices } from '../../server/identity';
import { createTestDatabase, type DatabaseKind } from './test-database';

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-02T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly config: ServerConfig;
  readonly clock: TestClock;
  /** What the server's features were built on (a feature's per-server parts are keyed by it). */
  readonly context: ServerContext;
  /** The server's identity provider (the built-in pool unless IDENTITY_PROVIDER says otherwise). */
  readonly identity: IdentityServices;
  close(): Promise<void>;
}

/** The whole server on a fresh database, for `app.inject(...)` tests. */
export async function createTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  clock = new TestClock(),
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const config = loadServerConfig({
    TEST_MODE: 'true',
    STATIC_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    // A cheap argon2 cost keeps server tests fast (tests/server/identity checks the production cost).
    IDENTITY_ARGON2: 'm=1024,t=1,p=1',
    ...env,
  });
  // Backups go to a folder of this test server's own (created only when one is taken).
  const backups = new BackupService(
    {
      dir: path.join(tmpdir(), `planillas-test-backups-${randomBytes(6).toString('hex')}`),
      keep: 3,
      intervalHours: 0,
    },
    database.kind,
    database.backup,
    clock,
  );
  const context = { config, db: database.db, clock, backups };
  const identity = await createIdentityServices(context);
  const app = await buildApp(context, { ping: database.ping, logger: false, identity });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    context,
    identity,
    close: async () => {
      await app.close();
      await database.close();
      await rm((await backups.status()).directory, { recursive: true, force: true });
    },
  };
}

export interface TestUserTokens {
  readonly accessToken: string;
  readonly idToken: string;
  readonly refreshToken: string;
}

/**
 * Creates a confirmed user in the built-in pool (through its test hook) and signs them in with
 * USER_PASSWORD_AUTH; `Authorization: Bearer ${accessToken}` then authenticates API requests.
 */
export async function signInTestUser(
  server: TestServer,
  username: string,
  options: { password?: string; groups?: string[]; email?: string; name?: string } = {},
): Promise<TestUserTokens> {
  const password = options.password ?? 'Correcta-Clave-1';
  const created = await server.app.inject({
    method: 'POST',
    url: '/__test/identity/users',
    payload: { ...options, username, password },
  });
  if (created.statusCode !== 201) throw new Error(`could not create ${username}: ${created.body}`);
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
  const result = (res.json() as { AuthenticationResult?: Record<string, string> }).AuthenticationResult;
  if (!result) throw new Error(`could not sign in ${username}: ${res.body}`);
  return {
    accessToken: result.AccessToken as string,
    idToken: result.IdToken as string,
    refreshToken: result.RefreshToken as string,
  };
}
