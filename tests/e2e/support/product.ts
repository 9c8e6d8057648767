import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The administrator the product creates at first start (tests/e2e sign in with it; see docs/identity.md). */
export const E2E_ADMIN = { username: 'admin', temporaryPassword: 'Planillas-Temporal-1' } as const;

export interface RunningProduct {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly logs: () => string;
  stop(): Promise<void>;
}

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

/**
 * Starts the built product exactly as `npm start` does (the server serving `dist/`), on a free port
 * with its own PGlite data directory, in test mode (so tests can read issued codes).
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const root = path.resolve(import.meta.dirname, '../../..');
  // E2E_STATIC_DIR: a build elsewhere (e.g. `vite build --outDir /tmp/x`), so parallel runs do not share dist/.
  const staticDir = path.resolve(root, process.env.E2E_STATIC_DIR ?? 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error('The SPA is not built: run `npm run build` before the end-to-end tests (npm test does).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'planillas-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      TEST_MODE: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_TEMPORARY_PASSWORD: E2E_ADMIN.temporaryPassword,
      // Every browser of the run signs in from 127.0.0.1: per-address limits must not make tests flaky
      // (per-user limits stay at their defaults; the server tests check every limit explicitly).
      IDENTITY_LIMIT_IP_REQUESTS_PER_MINUTE: '100000',
      IDENTITY_LIMIT_IP_FAILURES_PER_HOUR: '100000',
      IDENTITY_LIMIT_IP_CODES_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
