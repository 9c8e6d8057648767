import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../server/db/database';
import type { DatabaseKind } from './test-database';

/**
 * A migration's test: the database as it was before the migration (a migrations folder whose journal
 * stops before `tag`), rows written as the product wrote them then, and every migration run after.
 */
/** The migrations folder as it was before `tag`: its files and a journal without it and later. */
export function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migraciones-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const kept = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
    copyFileSync(path.join(migrationsFolder, file), path.join(dir, file));
  return dir;
}

export interface Db {
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(kind: DatabaseKind): Promise<Db> {
  if (kind === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return {
      run: async (q) => (await db.execute(q)).rows as Record<string, unknown>[],
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `planillas_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database ends connections still open (57P01): expected here, as in createTestDatabase.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    run: async (q) => (await db.execute(q)).rows as Record<string, unknown>[],
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
