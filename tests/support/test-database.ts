import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../server/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

/** Server tests run on PGlite always, and on PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of that kind; `close()` drops it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<OpenDatabase> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `planillas_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    // Dropping the test database ends connections still open: expected here.
    onIdleConnectionError: () => undefined,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
