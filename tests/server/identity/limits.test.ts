import { ForgotPasswordCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinIdentityServices } from '../../../server/identity/builtin';
import { databaseKinds } from '../../support/test-database';
import { createTestServer } from '../../support/test-server';
import {
  builtinTarget,
  createConfirmedUser,
  errorName,
  PASSWORD,
  signIn,
  uniqueName,
  type PoolTarget,
} from './support/pool-target';

/** Rate limits with small numbers (IDENTITY_LIMIT_*), so each one is reached in a few calls. */
describe.each(databaseKinds())('rate limits of the built-in pool on %s', (kind) => {
  let target: PoolTarget;
  beforeAll(async () => {
    target = await builtinTarget(kind, {
      IDENTITY_LIMIT_IP_REQUESTS_PER_MINUTE: '40',
      IDENTITY_LIMIT_IP_FAILURES_PER_HOUR: '6',
      IDENTITY_LIMIT_USER_CODES_PER_HOUR: '2',
      IDENTITY_LIMIT_IP_CODES_PER_HOUR: '4',
    });
  });
  afterAll(async () => target?.close());
  const resetLimits = () => fetch(`${target.baseUrl}/__test/identity/reset-limits`, { method: 'POST' });
  const forgot = (username: string) =>
    target.client.send(new ForgotPasswordCommand({ ClientId: target.clientId, Username: username }));

  it('limits codes per user (LimitExceededException) until the hour passes', async () => {
    await resetLimits();
    const user = await createConfirmedUser(target);
    await forgot(user.username);
    await forgot(user.username);
    expect(await errorName(forgot(user.username))).toBe('LimitExceededException');
    target.clock!.advance(3600_000 + 1000);
    await forgot(user.username);
  });

  it('limits codes per address, whoever they are for', async () => {
    await resetLimits();
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await createConfirmedUser(target));
    for (let i = 0; i < 4; i++) await forgot(users[i]!.username);
    expect(await errorName(forgot(users[4]!.username))).toBe('LimitExceededException');
    expect(
      await errorName(
        target.client.send(
          new SignUpCommand({
            ClientId: target.clientId,
            Username: uniqueName(),
            Password: PASSWORD,
            UserAttributes: [{ Name: 'email', Value: 'x@planillas.test' }],
          }),
        ),
      ),
    ).toBe('LimitExceededException');
  });

  it('throttles an address after repeated failures (TooManyRequestsException), for every account', async () => {
    await resetLimits();
    const victims = [await createConfirmedUser(target), await createConfirmedUser(target)];
    for (let i = 0; i < 6; i++) {
      const who = victims[i % 2]!;
      expect(await errorName(signIn(target, who.username, `Mala-Clave-${i}x`))).toBe(
        'NotAuthorizedException',
      );
    }
    expect(await errorName(signIn(target, victims[0]!.username, PASSWORD))).toBe('TooManyRequestsException');
    target.clock!.advance(3600_000 + 1000);
    await signIn(target, victims[0]!.username, PASSWORD);
  });

  it('throttles an address sending too many requests per minute (TooManyRequestsException)', async () => {
    await resetLimits();
    const user = await createConfirmedUser(target);
    const results: string[] = [];
    for (let i = 0; i < 42; i++) {
      results.push(
        await signIn(target, user.username, PASSWORD).then(
          () => 'ok',
          (e: Error) => e.name,
        ),
      );
    }
    expect(results.slice(0, 40).every((r) => r === 'ok')).toBe(true);
    expect(results.slice(40)).toEqual(['TooManyRequestsException', 'TooManyRequestsException']);
    target.clock!.advance(60_000);
    await signIn(target, user.username, PASSWORD);
  });
});

describe('the address the limits count', () => {
  const getUser = (server: Awaited<ReturnType<typeof createTestServer>>, xff: string) =>
    server.app.inject({
      method: 'POST',
      url: '/cognito/',
      remoteAddress: '10.0.0.5',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
        'x-forwarded-for': xff,
      },
      payload: JSON.stringify({ AccessToken: 'a.b.c' }),
    });

  it('is the one the load balancer saw (TRUST_PROXY=1), not one a client writes in X-Forwarded-For', async () => {
    const server = await createTestServer('pglite', { TRUST_PROXY: '1' });
    await getUser(server, '1.1.1.1, 203.0.113.9');
    await getUser(server, '2.2.2.2, 203.0.113.9');
    const identity = server.identity as BuiltinIdentityServices;
    expect(await identity.core.limiter.peek('ip-req:203.0.113.9', 60_000)).toBe(2);
    expect(await identity.core.limiter.peek('ip-req:1.1.1.1', 60_000)).toBe(0);
    await server.close();
  });

  it('is the connecting address by default: a rotated X-Forwarded-For does not escape the limits', async () => {
    const server = await createTestServer('pglite', { IDENTITY_LIMIT_IP_REQUESTS_PER_MINUTE: '5' });
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await getUser(server, `198.51.100.${i + 1}`);
      answers.push((res.json() as { __type: string }).__type);
    }
    expect(answers.slice(0, 5).every((a) => a === 'NotAuthorizedException')).toBe(true);
    expect(answers.slice(5)).toEqual([
      'TooManyRequestsException',
      'TooManyRequestsException',
      'TooManyRequestsException',
    ]);
    const identity = server.identity as BuiltinIdentityServices;
    expect(await identity.core.limiter.peek('ip-req:10.0.0.5', 60_000)).toBe(8);
    expect(await identity.core.limiter.peek('ip-req:198.51.100.1', 60_000)).toBe(0);
    await server.close();
  });
});
