import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Shared pieces of the benchmarks: percentiles, a free port and the product's server as a process. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
};

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function freePort(): Promise<number> {
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

export interface BenchServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` on a free port with its own PGlite data directory, in test mode (the test
 * hooks create users and roles), and waits until /health answers.
 */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `planillas-bench-${name}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TEST_MODE: 'true',
      IDENTITY_LIMIT_IP_REQUESTS_PER_MINUTE: '1000000',
      ADMIN_TEMPORARY_PASSWORD: 'Banco-Temporal-1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop };
}

/** Creates a confirmed user through the test hook and returns its access token (USER_PASSWORD_AUTH). */
export async function benchUser(
  baseUrl: string,
  username: string,
  password = 'Banco-De-Pruebas-1',
): Promise<string> {
  const created = await fetch(`${baseUrl}/__test/identity/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!created.ok) throw new Error(`could not create ${username}: ${await created.text()}`);
  const res = await fetch(`${baseUrl}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'planillas-web',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`could not sign in ${username}: ${JSON.stringify(body)}`);
  return token;
}

/**
 * Sends `request` from `concurrency` loops for `seconds` (after a warm-up) and returns the latencies
 * and the requests per second. Every answer must be `expectedStatus`.
 */
export async function load(
  request: () => Promise<Response>,
  {
    concurrency,
    seconds,
    warmUpSeconds = 2,
    expectedStatus = 200,
  }: {
    concurrency: number;
    seconds: number;
    warmUpSeconds?: number;
    expectedStatus?: number;
  },
): Promise<{ latencies: number[]; perSecond: number }> {
  const run = async (duration: number) => {
    const latencies: number[] = [];
    const end = performance.now() + duration * 1000;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          const res = await request();
          await res.arrayBuffer();
          if (res.status !== expectedStatus) throw new Error(`unexpected status ${res.status}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    return { latencies, perSecond: latencies.length / ((performance.now() - start) / 1000) };
  };
  await run(warmUpSeconds);
  return run(seconds);
}
