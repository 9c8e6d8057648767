import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_LIMIT_MESSAGES } from '../../server/kit/spreadsheet-parse';
import { IMPORT_MESSAGES, WORKER_IMPORT_COLUMNS } from '../../src/domain/workers/worker-import';
import { inflationBomb, manyRowsCsv, manyRowsXlsx, sharedStringBomb } from './bombs';
import {
  createStorage,
  newsWriter,
  PASSWORD,
  signIn,
  startProduct,
  type Product,
  type Storage,
} from './product';

/**
 * Hostile uploads (docs/security.md, "Uploaded files"): while files that inflate to a gigabyte, hold a
 * 400 MiB string or 100,000 rows are posted to the workers' import, other users' requests keep their
 * p99 under 200 ms and the server's resident memory grows by less than the bound the README states.
 */

/** The README's bound: what reading uploads may add to the server's resident memory. */
const MEMORY_BOUND_MB = 450;
/**
 * The other users' p99 target. A latency depends on how busy the machine is, so it is asserted only by
 * `npm run measure:uploads` (UPLOADS_MEASURE=true, run on a quiet machine); `npm test` prints it.
 */
const P99_BOUND_MS = 200;
const MEASURING = process.env.UPLOADS_MEASURE === 'true';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MIB = 1024 * 1024;

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

async function ok(res: Promise<Response>): Promise<Response> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.url} answered ${r.status}: ${await r.text()}`);
  return r;
}

/** A user allowed to create workers (and so to import them), signed in. */
async function workerImporter(product: Product, username: string): Promise<string> {
  const json = (method: string, url: string, body: unknown) =>
    fetch(`${product.baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await ok(json('POST', '/__test/identity/users', { username, password: PASSWORD }));
  const role = `Importador ${username}`;
  await ok(
    json('PUT', `/api/__test/access/roles/${encodeURIComponent(role)}`, {
      modules: ['trabajador'],
      actions: ['ver', 'crear'],
    }),
  );
  await ok(json('PUT', `/api/__test/access/users/${username}/roles`, { roles: [role] }));
  return signIn(product, username);
}

describe('hostile uploads', () => {
  let storage: Storage;
  let product: Product;
  let importer: string;
  let reader: string;

  beforeAll(async () => {
    storage = await createStorage('pglite');
    product = await startProduct(storage);
    importer = await workerImporter(product, 'importadora');
    reader = await newsWriter(product, 'lectora');
  }, 180_000);
  afterAll(async () => {
    await product?.stop();
    await storage?.drop();
  });

  it('refuses each bomb naming its limit while other users are answered and memory stays bounded', async () => {
    const headers = WORKER_IMPORT_COLUMNS.map((c) => c.header);
    const bombs: { name: string; body: Buffer; type: string; status: number; message: string }[] = [
      {
        name: '1 GiB inflated, declared',
        body: await inflationBomb(1024 * MIB),
        type: XLSX,
        status: 413,
        message: SPREADSHEET_LIMIT_MESSAGES.entry,
      },
      {
        name: '1 GiB inflated, declared as 4 kB',
        body: await inflationBomb(1024 * MIB, { lie: true }),
        type: XLSX,
        status: 413,
        message: SPREADSHEET_LIMIT_MESSAGES.declared,
      },
      {
        name: 'one shared string of 400 MiB',
        body: await sharedStringBomb(400 * MIB),
        type: XLSX,
        status: 413,
        message: SPREADSHEET_LIMIT_MESSAGES.entry,
      },
      {
        name: 'one shared string of 400 MiB, declared as 4 kB',
        body: await sharedStringBomb(400 * MIB, { lie: true }),
        type: XLSX,
        status: 413,
        message: SPREADSHEET_LIMIT_MESSAGES.declared,
      },
      {
        name: '100,000 rows (.xlsx)',
        body: await manyRowsXlsx(headers, 100_000),
        type: XLSX,
        status: 400,
        message: IMPORT_MESSAGES.tooManyRows,
      },
      {
        name: '100,000 rows (.csv)',
        body: manyRowsCsv(headers, 100_000),
        type: 'text/csv',
        status: 400,
        message: IMPORT_MESSAGES.tooManyRows,
      },
    ];
    for (const bomb of bombs) expect(bomb.body.length, bomb.name).toBeLessThan(5 * MIB);

    const news = () =>
      fetch(`${product.baseUrl}/api/noticias`, { headers: { authorization: `Bearer ${reader}` } });
    for (let i = 0; i < 20; i++) await ok(news()); // warm
    const baseline = rssMb(product.pid);

    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(product.pid))), 25);
    const latencies: number[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        const started = performance.now();
        await ok(news());
        latencies.push(performance.now() - started);
      }
    };
    const clients = Promise.all([client(), client(), client()]);

    const answers: { name: string; status: number; message: string; ms: number }[] = [];
    const upload = async (bomb: (typeof bombs)[number]) => {
      const started = performance.now();
      const res = await fetch(`${product.baseUrl}/api/trabajadores/importacion`, {
        method: 'POST',
        headers: { authorization: `Bearer ${importer}`, 'content-type': bomb.type },
        body: new Uint8Array(bomb.body),
      });
      const body = (await res.json()) as { message: string };
      answers.push({
        name: bomb.name,
        status: res.status,
        message: body.message,
        ms: performance.now() - started,
      });
    };
    try {
      // Three rounds, two uploads at a time.
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < bombs.length; i += 2) await Promise.all(bombs.slice(i, i + 2).map(upload));
      }
    } finally {
      loading = false;
      await clients;
      clearInterval(sampler);
    }

    for (const bomb of bombs) {
      for (const answer of answers.filter((a) => a.name === bomb.name)) {
        expect({ name: answer.name, status: answer.status, message: answer.message }).toEqual({
          name: bomb.name,
          status: bomb.status,
          message: bomb.message,
        });
      }
    }
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? Infinity;
    const grown = peak - baseline;
    console.info(
      `uploads: ${answers.map((a) => `${a.name} ${a.status} in ${Math.round(a.ms)} ms`).join('; ')}\n` +
        `other users: ${latencies.length} requests, p99 ${p99.toFixed(1)} ms; ` +
        `memory: ${baseline.toFixed(0)} MB → peak ${peak.toFixed(0)} MB (+${grown.toFixed(0)} MB)`,
    );
    expect(latencies.length).toBeGreaterThan(100);
    expect(grown).toBeLessThan(MEMORY_BOUND_MB);
    if (MEASURING) expect(p99).toBeLessThan(P99_BOUND_MS);
  }, 300_000);
});
