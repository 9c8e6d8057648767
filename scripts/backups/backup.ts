/**
 * `npm run backup [-- --out <file>]`: a consistent backup of the product's database, taken while the
 * product runs or not (README "Backups").
 *
 * - Embedded database (PGlite): if a server holds the data folder, it is asked to take the backup
 *   (signal SIGUSR2; it writes it into BACKUP_DIR), and this waits for the file; otherwise the folder is
 *   locked here, opened and copied.
 * - PostgreSQL (DATABASE_URL): `pg_dump` (custom format, one snapshot), whether servers run or not.
 *
 * The backup lands in BACKUP_DIR (kept to BACKUP_KEEP files) and, with `--out`, is copied there too.
 */
import { existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupService } from '../../server/backups/service';
import { dumpPostgres, listBackups } from '../../server/backups/backup-files';
import { ConfigError, loadServerConfig } from '../../server/config';
import { isHolderAlive, lockDataFolder, readDataFolderLock } from '../../server/db/data-folder-lock';

const clock = { now: () => new Date() };

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !out) throw new Error('Indique el archivo después de --out.');
  const config = loadServerConfig();
  const settings = { ...config.backups, intervalHours: 0 };
  let name: string;
  let file: string;
  if (config.database.kind === 'postgres') {
    const url = config.database.url;
    const backup = await new BackupService(
      settings,
      'postgres',
      (f) => dumpPostgres(url, f),
      clock,
    ).backupNow();
    ({ name, file } = backup);
  } else {
    const dataDir = config.database.dataDir;
    const holder = readDataFolderLock(dataDir);
    if (holder && isHolderAlive(holder)) {
      ({ name, file } = await askRunningServer(holder.pid, settings.dir));
    } else {
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
        throw new Error(`No hay una base de datos en ${dataDir} (DATA_DIR).`);
      }
      const lock = lockDataFolder(dataDir);
      try {
        const client = await PGlite.create(dataDir);
        try {
          const backup = await new BackupService(
            settings,
            'pglite',
            async (f) => writeFile(f, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())),
            clock,
          ).backupNow();
          ({ name, file } = backup);
        } finally {
          await client.close();
        }
      } finally {
        lock.release();
      }
    }
  }
  if (out) await copyFile(file, out);
  console.log(`Respaldo listo: ${out ?? file} (${name}).`);
}

/** Asks the server holding the folder for a backup and waits (up to 10 minutes) for its file. */
async function askRunningServer(pid: number, dir: string): Promise<{ name: string; file: string }> {
  if (process.platform === 'win32') {
    throw new Error(
      'El servidor está en marcha: en Windows, tome el respaldo desde el inicio del administrador («Respaldar ahora») o detenga el servidor.',
    );
  }
  const before = new Set((await listBackups(dir)).map((b) => b.name));
  const since = Date.now();
  process.kill(pid, 'SIGUSR2');
  console.log(`El servidor (proceso ${pid}) está tomando el respaldo en ${dir}…`);
  for (;;) {
    const fresh = (await listBackups(dir)).find(
      (b) => !before.has(b.name) && b.takenAt.getTime() >= since - 2_000,
    );
    if (fresh) return fresh;
    if (Date.now() - since > 600_000)
      throw new Error(`El servidor no escribió el respaldo en ${dir} en 10 minutos: vea su registro.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`No se pudo tomar el respaldo: ${message}`);
  process.exit(1);
});
