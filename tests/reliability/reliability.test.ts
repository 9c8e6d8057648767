import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { auditLog, news } from '../../server/db/schema';
import { FRAMEWORK_MESSAGES } from '../../server/http/errors';

const DATABASE_UNAVAILABLE_MESSAGE = FRAMEWORK_MESSAGES.databaseUnavailable;
import {
  ADMIN_URL,
  api,
  createStorage,
  failedStart,
  newsWriter,
  signIn,
  startProduct,
  type Product,
  type Storage,
} from './product';

const kinds = (ADMIN_URL ? ['pglite', 'postgres'] : ['pglite']) as ('pglite' | 'postgres')[];

/** The body of burst news `title`: long enough that a torn write would show. */
const bodyOf = (title: string) => `${title}: ${'Comunicado de la empresa pesquera. '.repeat(60)}`.trimEnd();

interface Acknowledged {
  readonly id: number;
  readonly title: string;
}

/**
 * Writes news from `clients` concurrent clients until `stop()` says so or the server goes away;
 * returns the writes the server acknowledged (201 with the stored row).
 */
function burst(product: Product, token: string, clients: number) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const client = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const title = `rafaga-${n}-${i}`;
      try {
        const res = await api(product, token).post('/noticias', {
          title,
          body: bodyOf(title),
          publishOn: '2026-03-02',
        });
        if (res.status !== 201) throw new Error(`write answered ${res.status}: ${await res.text()}`);
        const row = (await res.json()) as { id: number; title: string };
        acknowledged.push({ id: row.id, title: row.title });
      } catch (error) {
        if (stopped) return;
        if (error instanceof TypeError) return; // the connection went away: the server was killed
        throw error;
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return {
    acknowledged,
    running,
    stop: () => {
      stopped = true;
    },
  };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(kinds)('kill -9 during a burst of writes, on %s', (kind) => {
  let storage: Storage;
  let product: Product | undefined;
  beforeAll(async () => {
    storage = await createStorage(kind);
  });
  afterAll(async () => {
    await product?.stop();
    await storage?.drop();
  });

  it('keeps every acknowledged write, no half-written row, and an audit trail that matches', async () => {
    product = await startProduct(storage);
    const token = await newsWriter(product, 'redactor.rafaga');
    const writes = burst(product, token, 8);
    await waitFor('60 acknowledged writes', () => writes.acknowledged.length >= 60);
    await product.kill9();
    await writes.running;
    writes.stop();
    const acknowledged = [...writes.acknowledged];

    // Restarted on the same data: it recovers and serves what was written.
    product = await startProduct(storage);
    const restartedToken = await signIn(product, 'redactor.rafaga');
    const listedRes = await api(product, restartedToken).get('/noticias?pageSize=1&q=rafaga');
    expect(listedRes.status).toBe(200);
    await product.stop();
    product = undefined;

    const database = await openDatabase(
      kind === 'pglite'
        ? { kind, dataDir: storage.env.DATA_DIR as string }
        : { kind, url: storage.env.DATABASE_URL as string },
    );
    try {
      const rows = await database.db.select().from(news).where(like(news.title, 'rafaga-%'));
      const trail = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'noticia'), eq(auditLog.action, 'crear')));

      // Every acknowledged write is there, as acknowledged.
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const ack of acknowledged) expect(byId.get(ack.id)?.title, `news ${ack.id}`).toBe(ack.title);
      // No half-written row: each one is whole (the body its title says, every field set).
      for (const row of rows) {
        expect(row.body).toBe(bodyOf(row.title));
        expect(row).toMatchObject({ publishOn: '2026-03-02', createdBy: 'redactor.rafaga', version: 1 });
      }
      // The audit trail matches the rows exactly: one creation record per row, none without a row.
      expect(trail.map((t) => Number(t.entityId)).sort((a, b) => a - b)).toEqual(
        rows.map((r) => r.id).sort((a, b) => a - b),
      );
      for (const record of trail) {
        const row = byId.get(Number(record.entityId));
        expect((record.after as { title: string }).title).toBe(row?.title);
      }
      // Writes in flight at the kill may or may not have committed; never more than the clients.
      expect(rows.length - acknowledged.length).toBeGreaterThanOrEqual(0);
      expect(rows.length - acknowledged.length).toBeLessThanOrEqual(8);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(ADMIN_URL)('PostgreSQL connections cut while the product runs', () => {
  let storage: Storage;
  let product: Product | undefined;
  beforeAll(async () => {
    storage = await createStorage('postgres');
  });
  afterAll(async () => {
    await product?.stop();
    // Whatever happened, let the database be dropped.
    await storage
      ?.admin(`ALTER DATABASE ${storage.databaseName} ALLOW_CONNECTIONS true`)
      .catch(() => undefined);
    await storage?.drop();
  });

  const terminateBackends = () =>
    storage.admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${storage.databaseName}' AND pid <> pg_backend_pid()`,
    );

  it('answers 503 in Spanish during the outage and recovers by itself, without a restart', async () => {
    product = await startProduct(storage);
    const token = await newsWriter(product, 'redactor.corte');
    const client = api(product, token);
    expect((await client.get('/usuario/modulos-permisos')).status).toBe(200);

    // Connections cut under a burst of reads: every answer is a success or a clear 503, never a 500.
    const statuses: number[] = [];
    let reading = true;
    const readers = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (reading) statuses.push((await client.get('/noticias?pageSize=5')).status);
      }),
    );
    await waitFor('some reads', () => statuses.length >= 20);
    await terminateBackends();
    await waitFor('reads after the cut', () => statuses.length >= 80);
    reading = false;
    await readers;
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect((await client.get('/noticias?pageSize=5')).status).toBe(200);

    // An outage: the database refuses connections for a while.
    await storage.admin(`ALTER DATABASE ${storage.databaseName} ALLOW_CONNECTIONS false`);
    await terminateBackends();
    const read = await client.get('/noticias?pageSize=5');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(await read.json()).toEqual({
      error: 'DatabaseUnavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    const write = await client.post('/noticias', {
      title: 'durante-el-corte',
      body: 'No debe guardarse.',
      publishOn: '2026-03-02',
    });
    expect(write.status).toBe(503);
    expect(((await write.json()) as { message: string }).message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect((await fetch(`${product.baseUrl}/health`)).status).toBe(503);

    // The database is back: the same process serves again.
    await storage.admin(`ALTER DATABASE ${storage.databaseName} ALLOW_CONNECTIONS true`);
    await waitFor(
      'the product to recover',
      async () => (await client.get('/noticias?pageSize=5')).status === 200,
    );
    const after = await client.post('/noticias', {
      title: 'despues-del-corte',
      body: 'Guardada.',
      publishOn: '2026-03-02',
    });
    expect(after.status).toBe(201);
    const listed = (await (await client.get('/noticias?pageSize=50')).json()) as {
      rows: { title: string }[];
    };
    expect(listed.rows.map((r) => r.title)).toContain('despues-del-corte');
    expect(listed.rows.map((r) => r.title)).not.toContain('durante-el-corte');
    expect(product.output()).not.toMatch(/could not start|uncaught/i);
    await expect(fetch(`${product.baseUrl}/health`).then((r) => r.status)).resolves.toBe(200);
  });
});

describe('a database that is not reachable at start', () => {
  it('PostgreSQL: one clear line and a non-zero exit code', async () => {
    const result = await failedStart({ DATABASE_URL: 'postgres://planillas:secreta@127.0.0.1:1/planillas' });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toEqual([
      expect.stringMatching(
        /^Sistema de Planillas could not start: the PostgreSQL database planillas at 127\.0\.0\.1:1 is not reachable \(ECONNREFUSED.*\)\. Check DATABASE_URL and that the database server is running\.$/,
      ),
    ]);
    expect(result.stderr).not.toContain('secreta');
  });

  it('PGlite: one clear line and a non-zero exit code', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'planillas-not-a-dir-'));
    const file = path.join(dir, 'datos');
    writeFileSync(file, 'not a directory');
    try {
      const result = await failedStart({ DATABASE_URL: '', DATA_DIR: file });
      expect(result.code).not.toBe(0);
      const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
      expect(lines).toEqual([
        expect.stringMatching(
          /^Sistema de Planillas could not start: the PGlite database in .*datos could not be opened \(.+\)\. Check DATA_DIR\.$/,
        ),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
