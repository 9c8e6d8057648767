import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The product's server process itself (`npm run serve`), in production mode, on its own data directory. */
async function startServer(
  dataDir: string,
  port: number,
): Promise<{ output: () => string; stop(): Promise<void> }> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No mail server here: the codes of this test may go to the log.
      MAIL_TO_LOG: 'true',
      TEST_MODE: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'jefa',
      ADMIN_EMAIL: 'jefa@planillas.pe',
      ADMIN_TEMPORARY_PASSWORD: '',
      IDENTITY_ARGON2: 'm=1024,t=1,p=1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    output: () => output,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('first start of the product', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'planillas-identity-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the administrator, prints the temporary password once, and requires a new one', async () => {
    const port = await freePort();
    const client = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}/cognito`,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    });
    const signIn = (PASSWORD: string) =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: 'planillas-web',
          AuthParameters: { USERNAME: 'jefa', PASSWORD },
        }),
      );

    const first = await startServer(dataDir, port);
    try {
      const printed = /contraseña temporal: (\S+)/.exec(first.output())?.[1];
      expect(first.output()).toContain('usuario: jefa');
      expect(printed).toBeTruthy();
      const challenge = await signIn(printed as string);
      expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      const done = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: 'planillas-web',
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: 'jefa', NEW_PASSWORD: 'Jefa-Nueva-Clave-1' },
        }),
      );
      expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
      // No test hooks in production.
      const hook = await fetch(`http://127.0.0.1:${port}/__test/identity/codes?username=jefa`);
      expect(hook.status).toBe(404);
    } finally {
      await first.stop();
    }

    const second = await startServer(dataDir, port);
    try {
      expect(second.output()).not.toContain('contraseña temporal');
      const result = await signIn('Jefa-Nueva-Clave-1');
      expect(result.AuthenticationResult?.IdToken).toBeTruthy();
    } finally {
      await second.stop();
      client.destroy();
    }
  }, 120_000);
});
