import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityAuthSessions,
  identityCodes,
  identityDevices,
  identityRateCounters,
  identitySessions,
} from '../../../server/db/schema';
import type { BuiltinIdentityServices } from '../../../server/identity/builtin';
import { builtinTarget, createConfirmedUser, signIn, type PoolTarget } from './support/pool-target';

describe('housekeeping of the built-in pool', () => {
  let target: PoolTarget;
  beforeAll(async () => {
    target = await builtinTarget('pglite', { IDENTITY_REFRESH_TOKEN_DAYS: '1' });
  });
  afterAll(async () => target?.close());

  it('deletes long-expired codes, sessions, unconfirmed devices and old counters, and keeps the rest', async () => {
    const db = target.server!.database.db;
    const identity = target.server!.identity as BuiltinIdentityServices;
    const count = async () => ({
      codes: (await db.select().from(identityCodes)).length,
      sessions: (await db.select().from(identitySessions)).length,
      devices: (await db.select().from(identityDevices)).length,
      counters: (await db.select().from(identityRateCounters)).length,
      challenges: (await db.select().from(identityAuthSessions)).length,
    });
    const user = await createConfirmedUser(target);
    await signIn(target, user.username, user.password);
    await target.client.send(
      new ForgotPasswordCommand({ ClientId: target.clientId, Username: user.username }),
    );
    const before = await count();
    expect(before.codes).toBeGreaterThan(0);
    expect(before.sessions).toBeGreaterThan(0);
    await identity.prune();
    expect(await count()).toEqual(before);

    target.clock!.advance(3 * 86_400_000);
    const fresh = await createConfirmedUser(target);
    await signIn(target, fresh.username, fresh.password);
    await identity.prune();
    const after = await count();
    expect(after.codes).toBe(0);
    expect(after.sessions).toBe(1);
    expect(after.devices).toBe(1);
    expect(after.counters).toBeLessThan(before.counters + 2);
  });
});

describe('signInTestUser (tests/support/test-server.ts)', () => {
  it('gives an access token the API accepts', async () => {
    const { createTestServer, signInTestUser } = await import('../../support/test-server');
    const server = await createTestServer('pglite');
    try {
      const tokens = await signInTestUser(server, 'helena', { groups: ['contables'] });
      expect(await server.identity.verifier.verify(tokens.accessToken)).toMatchObject({
        username: 'helena',
        groups: ['contables'],
      });
    } finally {
      await server.close();
    }
  });
});
