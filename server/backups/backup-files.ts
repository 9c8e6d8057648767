import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The backup files of the product: their names, kinds and how they are written, listed and pruned.
 *
 * - PGlite (the embedded default): `planillas-YYYYMMDD-HHMMSS.tar.gz`, PGlite's own copy of its data
 *   folder (`dumpDataDir`), taken while no transaction is open; restored into an empty folder.
 * - PostgreSQL: `planillas-YYYYMMDD-HHMMSS.dump`, `pg_dump`'s custom format (one consistent snapshot);
 *   restored with `pg_restore` into an empty database.
 */
export type BackupKind = 'pglite' | 'postgres';

export interface BackupFile {
  readonly file: string;
  readonly name: string;
  readonly kind: BackupKind;
  /** When the backup was taken (from its name, UTC). */
  readonly takenAt: Date;
  readonly bytes: number;
}

const NAME = /^planillas-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.(tar\.gz|dump)$/;

export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `planillas-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** The product's backups in `dir`, newest first (other files are ignored). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [, y, mo, d, h, mi, s, ext] = match;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    files.push({
      file,
      name,
      kind: ext === 'dump' ? 'postgres' : 'pglite',
      takenAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`),
      bytes: info.size,
    });
  }
  return files.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` backups in `dir` and deletes the older ones; answers the deleted names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(Math.max(keep, 1));
  for (const backup of old) await rm(backup.file, { force: true });
  return old.map((b) => b.name);
}

/**
 * Writes a backup to `target` through a temporary file renamed at the end: a backup file that exists
 * is whole (a crash mid-way leaves only a `.partial` file, never a truncated backup).
 */
export async function writeAtomically(
  target: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  try {
    await write(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Which kind of backup a file holds, by its first bytes: gzip (PGlite) or `PGDMP` (pg_dump). */
export async function kindOfBackup(file: string): Promise<BackupKind | undefined> {
  const head = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    createReadStream(file, { start: 0, end: 4 })
      .on('data', (chunk) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/** Runs a PostgreSQL client tool (pg_dump, pg_restore); a missing tool is a clear Spanish error. */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `No se encontró ${tool}: instale las herramientas cliente de PostgreSQL (paquete postgresql-client) en la versión del servidor o una más reciente.`
            : `${tool} no pudo ejecutarse: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${tool} terminó con código ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`),
          ),
    );
  });
}

/** `pg_dump` of the database at `url` to `file` (custom format, one consistent snapshot). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await runPostgresTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}
