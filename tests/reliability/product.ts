import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_URL = process.env.DATABASE_URL;
export const PASSWORD = 'Clave-Confiable-2025';

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

/** Where a product keeps its data: a PGlite directory, or a fresh database on the PostgreSQL server. */
export interface Storage {
  readonly kind: 'pglite' | 'postgres';
  readonly env: Record<string, string>;
  /** PostgreSQL only: the database's name (to cut its connections). */
  readonly databaseName?: string;
  /** PostgreSQL only: runs SQL as the server's administrator. */
  admin(sqlText: string): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

export async function createStorage(kind: 'pglite' | 'postgres'): Promise<Storage> {
  if (kind === 'pglite') {
    // The data folder, its lock file and its backups, all in one temporary folder.
    const root = mkdtempSync(path.join(tmpdir(), 'planillas-reliability-'));
    const dataDir = path.join(root, 'data');
    return {
      kind,
      env: { DATABASE_URL: '', DATA_DIR: dataDir, BACKUP_DIR: path.join(root, 'backups') },
      admin: () => Promise.reject(new Error('no administrator on PGlite')),
      drop: async () => rmSync(root, { recursive: true, force: true }),
    };
  }
  if (!ADMIN_URL) throw new Error('DATABASE_URL is not set');
  const name = `planillas_rel_${randomBytes(5).toString('hex')}`;
  const admin = async (sqlText: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      return await client.query(sqlText);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const backups = mkdtempSync(path.join(tmpdir(), 'planillas-reliability-backups-'));
  return {
    kind,
    env: { DATABASE_URL: url.toString(), BACKUP_DIR: backups },
    databaseName: name,
    admin,
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(backups, { recursive: true, force: true });
    },
  };
}

export interface Product {
  readonly baseUrl: string;
  readonly pid: number;
  readonly output: () => string;
  /** Ends the process with SIGKILL: no shutdown at all, as a power cut or the OOM killer would. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` as `npm run serve` does (no SPA build needed), in test mode. */
export async function startProduct(
  storage: Storage,
  port?: number,
  extraEnv: Record<string, string | undefined> = {},
): Promise<Product> {
  const listenPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      STATIC_DIR: '/nonexistent',
      TEST_MODE: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_TEMPORARY_PASSWORD: 'Planillas-Temporal-1',
      IDENTITY_ARGON2: 'm=1024,t=1,p=1',
      IDENTITY_LIMIT_IP_REQUESTS_PER_MINUTE: '1000000',
      IDENTITY_LIMIT_IP_FAILURES_PER_HOUR: '1000000',
      ...storage.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid as number,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Runs the product expecting it not to start: its exit code and what it printed. */
export async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stderr, stdout };
}

export async function call(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** A user allowed to see and write news (through the test hooks), signed in: their access token. */
export async function newsWriter(product: Product, username: string): Promise<string> {
  const ok = async (res: Promise<Response>) => {
    const r = await res;
    if (!r.ok) throw new Error(`${r.url} answered ${r.status}: ${await r.text()}`);
    return r;
  };
  await ok(call(product.baseUrl, 'POST', '/__test/identity/users', { username, password: PASSWORD }));
  const role = `Redactor ${username}`;
  await ok(
    call(product.baseUrl, 'PUT', `/api/__test/access/roles/${encodeURIComponent(role)}`, {
      modules: ['noticia'],
      actions: ['ver', 'crear'],
    }),
  );
  await ok(call(product.baseUrl, 'PUT', `/api/__test/access/users/${username}/roles`, { roles: [role] }));
  return signIn(product, username);
}

export async function signIn(product: Product, username: string): Promise<string> {
  const res = await fetch(`${product.baseUrl}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'planillas-web',
      AuthParameters: { USERNAME: username, PASSWORD },
    }),
  });
  const token = ((await res.json()) as { AuthenticationResult?: { AccessToken?: string } })
    .AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`could not sign in ${username}`);
  return token;
}

export const api = (product: Product, token: string) => ({
  get: (url: string) => call(product.baseUrl, 'GET', `/api${url}`, undefined, token),
  post: (url: string, body: unknown) => call(product.baseUrl, 'POST', `/api${url}`, body, token),
  put: (url: string, body: unknown) => call(product.baseUrl, 'PUT', `/api${url}`, body, token),
});

/** Runs one of the product's scripts (`npm run backup`, `npm run restore`) with the storage's settings. */
export async function runScript(
  script: 'scripts/backups/backup.ts' | 'scripts/backups/restore.ts',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
