import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import {
  TokenRejectedError,
  type AccessTokenVerifier,
  type Principal,
} from '../../../server/identity/principal';
import { loadServerConfig, type ServerConfig } from '../../../server/config';
import type { OpenDatabase } from '../../../server/db/database';
import type { IdentityServices } from '../../../server/identity';
import { createTestDatabase, type DatabaseKind } from '../../support/test-database';
import { TestClock } from '../../support/test-server';

/** A principal for `username`, as the pool's verifier would give. */
export function principal(username: string): Principal {
  return {
    sub: `sub-${username}`,
    username,
    groups: [],
    tokenId: `jti-${username}`,
    issuedAt: new Date('2026-03-02T12:00:00Z'),
    expiresAt: new Date('2026-03-02T13:00:00Z'),
  };
}

/** Accepts `token:<username>`; anything else is rejected as a bad signature. */
export class FakeVerifier implements AccessTokenVerifier {
  readonly seen: string[] = [];
  async verify(token: string): Promise<Principal> {
    this.seen.push(token);
    const match = /^token:(.+)$/.exec(token);
    if (!match) throw new TokenRejectedError('bad-signature');
    return principal(match[1] as string);
  }
}

export function fakeIdentity(verifier: AccessTokenVerifier = new FakeVerifier()): IdentityServices {
  const unavailable = async (): Promise<never> => {
    throw new Error('not in this test');
  };
  return {
    verifier,
    admin: {
      createUser: unavailable,
      getUser: unavailable,
      updateAttributes: unavailable,
      disableUser: unavailable,
      enableUser: unavailable,
      resetPassword: unavailable,
      addToGroup: unavailable,
      removeFromGroup: unavailable,
      listUsers: unavailable,
    } as unknown as IdentityServices['admin'],
    registerRoutes: async () => {},
    start: async () => {},
    stop: async () => {},
  };
}

export interface AccessServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly config: ServerConfig;
  readonly clock: TestClock;
  close(): Promise<void>;
}

/** The whole server on a fresh database, with a fake user pool (tokens `token:<username>`). */
export async function createAccessServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  database?: OpenDatabase,
): Promise<AccessServer> {
  const db = database ?? (await createTestDatabase(kind));
  const config = loadServerConfig({
    TEST_MODE: 'true',
    STATIC_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = new TestClock();
  const app = await buildApp(
    { config, db: db.db, clock },
    { ping: db.ping, logger: false, identity: fakeIdentity() },
  );
  await app.ready();
  return {
    app,
    database: db,
    config,
    clock,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

export const bearer = (username: string) => ({ authorization: `Bearer token:${username}` });
