import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { dumpPostgres } from '../backups/backup-files';
import * as schema from './schema';

export type Schema = typeof schema;
/** The product's database, the same API on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (`db.transaction(async (tx) => …)`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Writes a consistent copy of the whole database to `file` (server/backups): PGlite's data folder as
   * a gzip tarball taken while no transaction is open; PostgreSQL through `pg_dump` (one snapshot).
   */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSettings =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * An idle pooled connection failed (the server restarted, a failover, an administrator ended
       * it). The pool replaces it; without a listener the process would crash. Default: a warning on
       * standard error.
       */
      onIdleConnectionError?: (error: Error) => void;
    };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Drizzle's PGlite and node-postgres databases as the one API they share. */
const shared = (
  db: ReturnType<typeof drizzlePglite<Schema>> | ReturnType<typeof drizzlePg<Schema>>,
): Database =>
  // eslint-disable-next-line no-restricted-syntax -- drizzle's PGlite and node-postgres databases share the query API but not one declared type; Database is that shared API
  db as unknown as Database;

/** An open database: its API, a ping, and how the driver backs it up and closes. */
function opened(
  db: Database,
  kind: OpenDatabase['kind'],
  driver: Pick<OpenDatabase, 'backup' | 'close'>,
): OpenDatabase {
  return {
    db,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    backup: driver.backup,
    close: driver.close,
  };
}

/** Opens the database and applies pending migrations (each in a transaction, by drizzle's migrator). */
export async function openDatabase(settings: DatabaseSettings): Promise<OpenDatabase> {
  if (settings.kind === 'pglite') {
    const inMemory = settings.dataDir.startsWith('memory://');
    if (!inMemory) mkdirSync(settings.dataDir, { recursive: true });
    const client = await PGlite.create(inMemory ? undefined : settings.dataDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return opened(shared(db), 'pglite', {
      // Between transactions (the transaction mutex) and queries (dumpDataDir takes the query mutex).
      backup: async (file) => {
        const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
        await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      },
      close: () => client.close(),
    });
  }
  // A database that does not answer fails the request in 10 s (503) instead of holding it forever.
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
  });
  pool.on(
    'error',
    settings.onIdleConnectionError ??
      ((error) =>
        console.error(
          JSON.stringify({ level: 40, msg: 'an idle database connection failed', err: error.message }),
        )),
  );
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder });
  return opened(shared(db), 'postgres', {
    backup: (file) => dumpPostgres(settings.url, file),
    close: () => pool.end(),
  });
}
