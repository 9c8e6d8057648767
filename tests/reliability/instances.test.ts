import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SHUTTING_DOWN_MESSAGE } from '../../server/http/shutdown';
import {
  ADMIN_URL,
  api,
  call,
  createStorage,
  failedStart,
  newsWriter,
  PASSWORD,
  runScript,
  signIn,
  startProduct,
  type Product,
  type Storage,
} from './product';

const kinds = (ADMIN_URL ? ['pglite', 'postgres'] : ['pglite']) as ('pglite' | 'postgres')[];
const started: Product[] = [];
const storages: Storage[] = [];
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  for (const s of storages) await s.drop();
});
const storageOf = async (kind: 'pglite' | 'postgres') => {
  const storage = await createStorage(kind);
  storages.push(storage);
  return storage;
};
const start = async (...args: Parameters<typeof startProduct>) => {
  const product = await startProduct(...args);
  started.push(product);
  return product;
};

async function writeNews(product: Product, token: string, title: string): Promise<number> {
  const res = await api(product, token).post('/noticias', {
    title,
    body: `Cuerpo de ${title}`,
    publishOn: '2026-03-02',
  });
  if (res.status !== 201) throw new Error(`write answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Every row of every table of the product (public and the migrations' journal), as text, by table. */
async function everyRow(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const tables = (
    await query(
      "select table_schema || '.' || table_name as t from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
    )
  ).rows.map((r) => String(r.t));
  const content: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await query(`select * from ${table}`)).rows.map((r) => JSON.stringify(r));
    content[table] = rows.sort();
  }
  return content;
}

async function rowsOf(storage: Storage): Promise<Record<string, string[]>> {
  if (storage.kind === 'postgres') {
    const client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await client.connect();
    try {
      return await everyRow((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(storage.env.DATA_DIR);
  try {
    return await everyRow((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

describe('one writer per PGlite data folder', () => {
  it('refuses a second server on the same folder, naming the running one; nothing is lost', async () => {
    const storage = await storageOf('pglite');
    const first = await start(storage);
    const token = await newsWriter(first, 'unico.escritor');
    const ids = [await writeNews(first, token, 'antes-1'), await writeNews(first, token, 'antes-2')];
    const second = await failedStart({ ...storage.env, DATABASE_URL: '' });
    expect(second.code).not.toBe(0);
    expect(second.stderr.trim()).toMatch(
      new RegExp(
        `^Sistema de Planillas no puede iniciar: La carpeta de datos .*data ya está en uso por otro servidor de Sistema de Planillas \\(proceso ${first.pid}\\b`,
      ),
    );
    // The first one goes on serving and writing.
    ids.push(await writeNews(first, token, 'despues'));
    await first.stop();
    const again = await start(storage);
    const stored = await api(again, await signIn(again, 'unico.escritor')).get('/noticias?pageSize=100');
    const storedIds = ((await stored.json()) as { rows: { id: number }[] }).rows.map((n) => n.id);
    expect(storedIds).toEqual(expect.arrayContaining(ids));
    await again.kill9();
    // A lock left by a killed server is stale: the next start takes it over.
    const afterCrash = await start(storage);
    expect((await fetch(`${afterCrash.baseUrl}/health`)).ok).toBe(true);
    await afterCrash.stop();
  });
});

describe.each(kinds)('backup while writing, then restore, on %s', (kind) => {
  it('restores a consistent copy: every row with its audit record, the same rows as the source, and sign-in', async () => {
    const source = await storageOf(kind);
    const product = await start(source, undefined, { BACKUP_INTERVAL_HOURS: '0' });
    const token = await newsWriter(product, 'respaldo.escritor');
    let stop = false;
    const acknowledged: number[] = [];
    const writer = (async () => {
      for (let i = 0; !stop; i++) acknowledged.push(await writeNews(product, token, `durante-${i}`));
    })();
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 50));
    const beforeBackup = [...acknowledged];
    const during = await runScript(
      'scripts/backups/backup.ts',
      ['--out', path.join(source.env.BACKUP_DIR!, 'durante.copia')],
      source.env,
    );
    expect(during.code, during.stderr).toBe(0);
    stop = true;
    await writer;

    // The copy taken during the writes: whole rows, each with its audit record, none acknowledged before it missing.
    const restoredDuring = await storageOf(kind);
    const put = await runScript(
      'scripts/backups/restore.ts',
      [path.join(source.env.BACKUP_DIR!, 'durante.copia')],
      restoredDuring.env,
    );
    expect(put.code, put.stderr).toBe(0);
    const copy = await rowsOf(restoredDuring);
    const newsRows = copy['public.news']!.map(
      (r) => JSON.parse(r) as { id: number; title: string; body: string },
    );
    expect(newsRows.map((n) => n.id)).toEqual(expect.arrayContaining(beforeBackup));
    for (const n of newsRows.filter((r) => r.title.startsWith('durante-')))
      expect(n.body).toBe(`Cuerpo de ${n.title}`);
    const created = copy['public.audit_log']!.map(
      (r) => JSON.parse(r) as { entity: string; action: string; entity_id: string },
    )
      .filter((a) => a.entity === 'noticia' && a.action === 'crear')
      .map((a) => Number(a.entity_id));
    expect(created.sort((a, b) => a - b)).toEqual(newsRows.map((n) => n.id).sort((a, b) => a - b));

    // A copy taken after the writes: the same rows as the source, table by table.
    const after = await runScript('scripts/backups/backup.ts', [], source.env);
    expect(after.code, after.stderr).toBe(0);
    const file = /Respaldo listo: (.+) \(/.exec(after.stdout)?.[1];
    await product.stop();
    const restored = await storageOf(kind);
    const refused = await runScript('scripts/backups/restore.ts', [file!], source.env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/ya tiene (datos|tablas)/);
    expect((await runScript('scripts/backups/restore.ts', [file!], restored.env)).code).toBe(0);
    expect(await rowsOf(restored)).toEqual(await rowsOf(source));
    const back = await start(restored, undefined, { BACKUP_INTERVAL_HOURS: '0' });
    expect(await signIn(back, 'respaldo.escritor')).toMatch(/^ey/);
    await back.stop();
  });
});

describe.runIf(ADMIN_URL)('several instances on one PostgreSQL database', () => {
  it('start together on an empty database: all up, migrated and seeded once', async () => {
    const storage = await storageOf('postgres');
    const products = await Promise.all([start(storage), start(storage), start(storage)]);
    for (const p of products) expect((await fetch(`${p.baseUrl}/health`)).ok).toBe(true);
    const client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await client.connect();
    const seeded = await client
      .query(
        "select (select count(*) from public.access_roles where system_key = 'administrator') as admins, (select count(*) from drizzle.__drizzle_migrations) as migrations",
      )
      .finally(() => client.end());
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    expect(seeded.rows[0]).toMatchObject({ admins: '1', migrations: String(journal.entries.length) });
    await Promise.all(products.map((p) => p.stop()));
  });

  it('share tokens, permissions, saves, lockouts, and one serves while the other stops', async () => {
    const storage = await storageOf('postgres');
    // No PUBLIC_URL: the instances listen on different ports and must still accept each other's tokens.
    const env = { PUBLIC_URL: '', IDENTITY_LOCKOUT_SECONDS: '600', BACKUP_INTERVAL_HOURS: '0' };
    const a = await start(storage, undefined, env);
    const b = await start(storage, undefined, env);
    const token = await newsWriter(a, 'dos.instancias');
    // A token from A is accepted by B.
    expect((await api(b, token).get('/noticias')).status).toBe(200);

    // Concurrent saves of one version: one 200, one 409.
    const id = await writeNews(a, token, 'compartida');
    const grant = await call(a.baseUrl, 'PUT', '/api/__test/access/roles/Redactor%20dos.instancias', {
      modules: ['noticia'],
      actions: ['ver', 'crear', 'editar'],
    });
    expect(grant.ok).toBe(true);
    const edit = (p: Product, title: string) =>
      api(p, token).put(`/noticias/${id}`, {
        title,
        body: 'Editada',
        publishOn: '2026-03-02',
        expiresOn: null,
        version: 1,
      });
    const statuses = (await Promise.all([edit(a, 'desde A'), edit(b, 'desde B')]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);

    // A permission taken away on A is enforced on B (within the documented 5 s).
    expect(
      (
        await call(a.baseUrl, 'PUT', '/api/__test/access/roles/Redactor%20dos.instancias', {
          modules: [],
          actions: [],
        })
      ).ok,
    ).toBe(true);
    const deadline = Date.now() + 15_000;
    while ((await api(b, token).get('/noticias')).status !== 403) {
      if (Date.now() > deadline) throw new Error('B still grants the permission taken away on A');
      await new Promise((r) => setTimeout(r, 200));
    }

    // Wrong passwords counted across both: five split between A and B lock the user out on both.
    const attempt = (p: Product, password: string) =>
      fetch(`${p.baseUrl}/cognito/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: 'planillas-web',
          AuthParameters: { USERNAME: 'dos.instancias', PASSWORD: password },
        }),
      });
    for (let i = 0; i < 5; i++) await attempt(i % 2 === 0 ? a : b, 'Clave-Equivocada-9');
    for (const p of [a, b]) {
      const locked = await attempt(p, PASSWORD);
      expect(locked.status).toBe(400);
      expect(((await locked.json()) as { message: string }).message).toBe('Password attempts exceeded');
    }

    // SIGTERM on A while B serves: B answers every request; A answers 200 or its Spanish 503, never a reset.
    const reader = await newsWriter(b, 'lector.b');
    const stopping = a.stop();
    const answers: number[] = [];
    const spanish: string[] = [];
    for (let i = 0; i < 20; i++) {
      answers.push((await api(b, reader).get('/noticias')).status);
      const fromA = await api(a, reader)
        .get('/noticias')
        .catch(() => undefined);
      if (fromA?.status === 503) spanish.push(((await fromA.json()) as { message: string }).message);
    }
    await stopping;
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(spanish.every((m) => m === SHUTTING_DOWN_MESSAGE)).toBe(true);
    await b.stop();
  });
});
