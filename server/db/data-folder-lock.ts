import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One writer per PGlite data folder. Two servers on one folder each keep their own copy of the database
 * in memory and write it back over the other's: acknowledged writes are lost. The server therefore holds
 * a lock file beside the folder (`<DATA_DIR>.lock`, created exclusively) for as long as it runs; a second
 * start is refused with a message naming the running process. A lock left by a process that no longer
 * runs on this computer (a crash, a power cut) is recognised as stale and taken over.
 *
 * The lock also tells `npm run backup` how to reach the running server (its port and a secret only the
 * folder's owner can read: the file is created with mode 0600).
 */
export interface DataFolderLockHolder {
  readonly pid: number;
  readonly hostname: string;
  readonly startedAt: string;
  /** The port the server listens on, once it listens (0 before). */
  readonly port: number;
  /** A random secret: `npm run backup` proves with it that it may read the folder. */
  readonly secret: string;
}

export interface DataFolderLock {
  readonly file: string;
  readonly holder: DataFolderLockHolder;
  /** Records the port the server listens on (for `npm run backup`). */
  setPort(port: number): void;
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderLockHolder,
  ) {
    const port = holder.port > 0 ? `, puerto ${holder.port}` : '';
    const where = holder.hostname === hostname() ? '' : ` en el equipo ${holder.hostname}`;
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro servidor de Sistema de Planillas ` +
        `(proceso ${holder.pid}${where}${port}, iniciado el ${holder.startedAt}). ` +
        'Dos servidores sobre la misma carpeta perderían datos: detenga el otro servidor o use otra DATA_DIR.',
    );
  }
}

export function lockFileOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

/** Reads the lock's holder, or `undefined` when there is no lock file (or it cannot be read). */
export function readDataFolderLock(dataDir: string): DataFolderLockHolder | undefined {
  try {
    return parseHolder(readFileSync(lockFileOf(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder is a process that still runs on this computer. */
export function isHolderAlive(holder: DataFolderLockHolder): boolean {
  // Another computer (a shared folder): its process cannot be checked from here; the lock holds.
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // ESRCH: no such process. EPERM: a process of another user runs with that number: alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a restart of the computer the number may belong to another program: a server runs on Node.
  try {
    const command = readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8');
    return /node|tsx/.test(command);
  } catch {
    return true; // no /proc (not Linux): a live process with that number holds the lock
  }
}

/**
 * Takes the folder's lock, or throws DataFolderInUseError. A stale lock is moved aside atomically
 * (`rename`), checked to be the one judged stale, and replaced; two servers starting at once after a
 * crash cannot both win.
 */
export function lockDataFolder(dataDir: string, now: Date = new Date()): DataFolderLock {
  const file = lockFileOf(dataDir);
  let holder: DataFolderLockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: now.toISOString(),
    port: 0,
    secret: randomBytes(24).toString('hex'),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusively(file, holder))
      return handle(
        file,
        () => holder,
        (next) => (holder = next),
      );
    const existing = readDataFolderLock(dataDir);
    if (existing === undefined) continue; // removed meanwhile, or half-written: try again
    if (isHolderAlive(existing)) throw new DataFolderInUseError(dataDir, existing);
    // Stale: move it aside, and make sure what was moved is the lock judged stale.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // another process moved it first
    }
    const moved = safeParse(aside);
    if (moved && moved.secret !== existing.secret && isHolderAlive(moved)) {
      // A live server's lock was moved by mistake: put it back and give way.
      renameSync(aside, file);
      throw new DataFolderInUseError(dataDir, moved);
    }
    try {
      unlinkSync(aside);
    } catch {
      // already gone
    }
  }
  const last = readDataFolderLock(dataDir);
  if (last) throw new DataFolderInUseError(dataDir, last);
  throw new Error(`No se pudo tomar el bloqueo de la carpeta de datos ${dataDir} (${file}).`);
}

function handle(
  file: string,
  current: () => DataFolderLockHolder,
  update: (next: DataFolderLockHolder) => void,
): DataFolderLock {
  let released = false;
  return {
    file,
    get holder() {
      return current();
    },
    setPort(port) {
      const next = { ...current(), port };
      // Rewritten in place through a temporary file: a reader never sees half a lock.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFile(temporary, next, 'w');
      renameSync(temporary, file);
      update(next);
    },
    release() {
      if (released) return;
      released = true;
      const onDisk = safeParse(file);
      if (onDisk?.secret === current().secret) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
}

function createExclusively(file: string, holder: DataFolderLockHolder): boolean {
  try {
    writeFile(file, holder, 'wx');
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function writeFile(file: string, holder: DataFolderLockHolder, flags: 'w' | 'wx'): void {
  const fd = openSync(file, flags, 0o600);
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
}

function safeParse(file: string): DataFolderLockHolder | undefined {
  try {
    return parseHolder(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function parseHolder(text: string): DataFolderLockHolder | undefined {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) return undefined;
  const { pid, hostname: host, startedAt, port, secret } = value as Record<string, unknown>;
  if (typeof pid !== 'number' || typeof host !== 'string' || typeof secret !== 'string') return undefined;
  return {
    pid,
    hostname: host,
    startedAt: typeof startedAt === 'string' ? startedAt : '',
    port: typeof port === 'number' ? port : 0,
    secret,
  };
}
