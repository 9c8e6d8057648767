import { randomBytes } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe } from 'vitest';
import type { UserPoolAdministration } from '../../../../server/identity/admin-port';
import { createCognitoAdministration } from '../../../../server/identity/cognito/admin';
import { createTestServer, type TestClock, type TestServer } from '../../../support/test-server';
import { databaseKinds, type DatabaseKind } from '../../../support/test-database';

export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL' | 'SIGN_IN' | 'TEMPORARY_PASSWORD';

/**
 * A user pool the contract suite runs against: the built-in pool (always) or a real AWS Cognito pool
 * (when COGNITO_CONTRACT_USER_POOL_ID, COGNITO_CONTRACT_CLIENT_ID and AWS credentials are set).
 * Abilities only the built-in pool has (reading codes, moving its clock) are optional: tests that need
 * them are skipped against real Cognito.
 */
export interface PoolTarget {
  readonly name: string;
  readonly client: CognitoIdentityProviderClient;
  readonly clientId: string;
  readonly userPoolId: string;
  readonly admin: UserPoolAdministration;
  readonly readCode?: (username: string, purpose: CodePurpose) => Promise<string>;
  readonly expireCodes?: (username: string) => Promise<void>;
  readonly clock?: TestClock;
  readonly server?: TestServer;
  readonly baseUrl?: string;
  close(): Promise<void>;
}

export const PASSWORD = 'Correcta-Clave-1';
export const NEW_PASSWORD = 'Nueva-Clave-2024';

export function uniqueName(prefix = 'u'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** A fast argon2 cost for tests (one test checks the production parameters). */
export const FAST_ARGON2 = { IDENTITY_ARGON2: 'm=1024,t=1,p=1' };

/** The built-in pool in a started server on a free port, reachable by the real SDK. */
export async function builtinTarget(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<PoolTarget> {
  const server = await createTestServer(kind, { ...FAST_ARGON2, ...env });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = new CognitoIdentityProviderClient({
    region: server.config.identity.region,
    endpoint: `${baseUrl}${server.config.identity.builtinPath}`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
  const hook = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${baseUrl}${path}`, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return {
    name: `built-in pool (${kind})`,
    client,
    clientId: server.config.identity.clientId,
    userPoolId: server.config.identity.userPoolId,
    admin: server.identity.admin,
    readCode: async (username, purpose) =>
      String(
        (await hook(`/__test/identity/codes?username=${encodeURIComponent(username)}&purpose=${purpose}`))
          .code,
      ),
    expireCodes: async (username) => {
      await hook(`/__test/identity/expire-codes?username=${encodeURIComponent(username)}`, {
        method: 'POST',
      });
    },
    clock: server.clock,
    server,
    baseUrl,
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}

/** Real AWS Cognito, when the environment names a pool to test (never in CI by default). */
export function cognitoTarget(): PoolTarget | undefined {
  const userPoolId = process.env.COGNITO_CONTRACT_USER_POOL_ID;
  const clientId = process.env.COGNITO_CONTRACT_CLIENT_ID;
  const region = process.env.COGNITO_CONTRACT_REGION ?? userPoolId?.split('_')[0];
  if (!userPoolId || !clientId || !region) return undefined;
  const client = new CognitoIdentityProviderClient({ region, maxAttempts: 1 });
  return {
    name: `AWS Cognito (${userPoolId})`,
    client,
    clientId,
    userPoolId,
    admin: createCognitoAdministration({ region, userPoolId }),
    close: async () => client.destroy(),
  };
}

let noticePrinted = false;
/** The targets of the contract suite: the built-in pool, plus real Cognito when configured. */
export function contractTargetNames(): string[] {
  const names = ['builtin'];
  if (cognitoTarget()) names.push('cognito');
  else if (!noticePrinted) {
    noticePrinted = true;
    console.info(
      'Contract suite: AWS Cognito skipped (set COGNITO_CONTRACT_USER_POOL_ID, COGNITO_CONTRACT_CLIENT_ID and AWS credentials to run it against a real pool too).',
    );
  }
  return names;
}

/** Creates a confirmed user with a permanent password through the administrative port. */
export async function createConfirmedUser(
  target: PoolTarget,
  options: { username?: string; email?: string; password?: string; groups?: string[] } = {},
): Promise<{ username: string; password: string; email: string }> {
  const username = options.username ?? uniqueName();
  const email = options.email ?? `${username}@planillas.test`;
  const password = options.password ?? PASSWORD;
  await target.admin.createUser({ username, email, name: `Nombre ${username}`, sendInvitation: false });
  await target.admin.setPassword(username, password, true);
  for (const group of options.groups ?? []) await target.admin.addToGroup(username, group);
  return { username, password, email };
}

export async function signIn(
  target: PoolTarget,
  username: string,
  password: string,
): Promise<AuthenticationResultType> {
  const out = await target.client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: target.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  if (!out.AuthenticationResult) throw new Error(`expected tokens, got challenge ${out.ChallengeName}`);
  return out.AuthenticationResult;
}

export async function answerChallenge(
  target: PoolTarget,
  challengeName: 'NEW_PASSWORD_REQUIRED' | 'CUSTOM_CHALLENGE' | 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP',
  session: string,
  responses: Record<string, string>,
) {
  return target.client.send(
    new RespondToAuthChallengeCommand({
      ClientId: target.clientId,
      ChallengeName: challengeName,
      Session: session,
      ChallengeResponses: responses,
    }),
  );
}

/** Catches the SDK error of a call and returns its exception name. */
export async function errorName(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error('expected the call to fail');
}

/** What a target can do beyond the protocol (tests needing more are skipped against real Cognito). */
export interface TargetAbilities {
  /** Read sent codes, move the clock, change pool settings: the built-in pool. */
  readonly builtin: boolean;
}

/**
 * Declares a contract suite that runs against the built-in pool (on each test database) and, when
 * configured, against real AWS Cognito. `env` configures the built-in pool of this suite.
 */
export function describeContract(
  title: string,
  suite: (target: () => PoolTarget, abilities: TargetAbilities) => void,
  env: Record<string, string> = {},
): void {
  const entries: [string, DatabaseKind | 'aws'][] = databaseKinds().map((k) => ['built-in pool', k]);
  if (contractTargetNames().includes('cognito')) entries.push(['AWS Cognito', 'aws']);
  describe.each(entries)(`${title} (%s, %s)`, (_name, kind) => {
    let target: PoolTarget | undefined;
    beforeAll(async () => {
      target = kind === 'aws' ? cognitoTarget() : await builtinTarget(kind, env);
    });
    afterAll(async () => target?.close());
    suite(
      () => {
        if (!target) throw new Error('target not started');
        return target;
      },
      { builtin: kind !== 'aws' },
    );
  });
}
