/**
 * `npm run restore -- <backup file> [--force]`: puts a backup back (README "Backups").
 *
 * - Embedded database (PGlite): into DATA_DIR, which must be empty or absent. With `--force` an existing
 *   folder is not deleted: it is moved aside to `<DATA_DIR>.before-restore-<date>`. No server may hold it.
 * - PostgreSQL (DATABASE_URL): `pg_restore` into the database, which must hold none of the product's
 *   tables; with `--force` the product's objects are dropped first (`--clean --if-exists`).
 *
 * A backup of one kind is not restored into the other (a PGlite backup into PostgreSQL, or back).
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { kindOfBackup, runPostgresTool } from '../../server/backups/backup-files';
import { ConfigError, loadServerConfig } from '../../server/config';
import { isHolderAlive, lockDataFolder, readDataFolderLock } from '../../server/db/data-folder-lock';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Indique el archivo de respaldo: npm run restore -- <archivo> [--force].');
  if (!existsSync(file)) throw new Error(`No existe el archivo ${file}.`);
  const kind = await kindOfBackup(file);
  if (!kind) throw new Error(`${file} no es un respaldo de Sistema de Planillas.`);
  const config = loadServerConfig();
  if (kind !== config.database.kind) {
    throw new Error(
      kind === 'pglite'
        ? `${file} es un respaldo de la base incorporada (PGlite): restáurelo sin DATABASE_URL, en DATA_DIR.`
        : `${file} es un respaldo de PostgreSQL (pg_dump): restáurelo con DATABASE_URL.`,
    );
  }
  if (config.database.kind === 'pglite') {
    await restorePglite(file, config.database.dataDir, force);
    console.log(`Respaldo restaurado en ${config.database.dataDir}.`);
  } else {
    await restorePostgres(file, config.database.url, force);
    console.log('Respaldo restaurado en la base de datos PostgreSQL.');
  }
}

async function restorePglite(file: string, dataDir: string, force: boolean): Promise<void> {
  const holder = readDataFolderLock(dataDir);
  if (holder && isHolderAlive(holder)) {
    throw new Error(
      `Un servidor (proceso ${holder.pid}) está usando ${dataDir}: deténgalo antes de restaurar.`,
    );
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = lockDataFolder(dataDir);
  try {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      if (!force) {
        throw new Error(
          `${dataDir} ya tiene datos: restaure en una carpeta vacía (DATA_DIR) o use --force, que aparta la carpeta actual sin borrarla.`,
        );
      }
      const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, aside);
      console.log(`La carpeta anterior quedó en ${aside}.`);
    }
    const tarball = new Blob([await readFile(file)]);
    const client = await PGlite.create({ dataDir, loadDataDir: tarball });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    tables = Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new Error(
      'La base de datos ya tiene tablas: restaure en una base vacía o use --force, que reemplaza los objetos del producto.',
    );
  }
  await runPostgresTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    ...(tables > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file,
  ]);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`No se pudo restaurar el respaldo: ${message}`);
  process.exit(1);
});
