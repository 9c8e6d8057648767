import pg from 'pg';

/**
 * The key of the PostgreSQL advisory lock under which an instance migrates and seeds the database
 * (any 64-bit number the product alone uses).
 */
export const STARTUP_LOCK_KEY = 7_270_012_025n;

/**
 * Runs the start-up (migrations, seeds, the first background jobs' claims) under one PostgreSQL
 * session advisory lock, so that any number of instances may start together — or during a rolling
 * upgrade that brings a new migration — and each finds the database either untouched or fully
 * migrated and seeded. Without it, two instances creating the same tables at once fail with
 * `23505 … pg_type_typname_nsp_index`. PGlite has a single writer (the data folder's lock) and needs
 * none.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {
    // A connection lost while holding the lock: the lock is released by PostgreSQL with the session.
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => {});
    await client.end().catch(() => {});
  }
}
