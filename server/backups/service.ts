import path from 'node:path';
import {
  backupFileName,
  listBackups,
  pruneBackups,
  writeAtomically,
  type BackupFile,
  type BackupKind,
} from './backup-files';

/** The server's clock (server/context.ts). */
interface Clock {
  now(): Date;
}

export interface BackupSettings {
  /** Where backups are written (`BACKUP_DIR`). */
  readonly dir: string;
  /** How many backups are kept (`BACKUP_KEEP`); older ones are deleted after each new one. */
  readonly keep: number;
  /** Hours between automatic backups (`BACKUP_INTERVAL_HOURS`); 0: none. */
  readonly intervalHours: number;
}

export interface BackupStatus {
  readonly databaseKind: BackupKind;
  readonly directory: string;
  readonly keep: number;
  readonly intervalHours: number;
  readonly last: BackupFile | undefined;
  readonly count: number;
}

/**
 * Backups of the product's database: taken now (the dashboard's button, `npm run backup`, the daily
 * schedule), listed and pruned. One backup at a time per process: a second request waits for the first
 * and answers its file if it was taken in the same second.
 */
export class BackupService {
  private running: Promise<BackupFile> | undefined;

  constructor(
    private readonly settings: BackupSettings,
    private readonly kind: BackupKind,
    /** Writes a consistent copy of the database to the file (see OpenDatabase.backup). */
    private readonly write: (file: string) => Promise<void>,
    private readonly clock: Clock,
  ) {}

  async backupNow(): Promise<BackupFile> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.take();
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = undefined;
    }
  }

  async status(): Promise<BackupStatus> {
    const backups = await listBackups(this.settings.dir);
    return {
      databaseKind: this.kind,
      directory: this.settings.dir,
      keep: this.settings.keep,
      intervalHours: this.settings.intervalHours,
      last: backups[0],
      count: backups.length,
    };
  }

  /** Whether the automatic schedule owes a backup now (none yet, or the last is at least an interval old). */
  async isDue(): Promise<boolean> {
    if (this.settings.intervalHours <= 0) return false;
    const last = (await listBackups(this.settings.dir))[0];
    if (!last) return true;
    return this.clock.now().getTime() - last.takenAt.getTime() >= this.settings.intervalHours * 3_600_000;
  }

  private async take(): Promise<BackupFile> {
    const at = this.clock.now();
    const name = backupFileName(this.kind, at);
    const target = path.join(this.settings.dir, name);
    await writeAtomically(target, this.write);
    await pruneBackups(this.settings.dir, this.settings.keep);
    const written = (await listBackups(this.settings.dir)).find((b) => b.name === name);
    if (!written) throw new Error(`El respaldo ${target} no quedó escrito.`);
    return written;
  }
}

/**
 * The automatic schedule: checks every hour (and once at start) whether a backup is due and takes it.
 * A failure is logged and tried again at the next check; it never stops the server.
 */
export function scheduleBackups(
  service: BackupService,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  checkEveryMs = 3_600_000,
): () => void {
  let stopped = false;
  const check = async () => {
    if (stopped || !(await service.isDue().catch(() => false))) return;
    try {
      const backup = await service.backupNow();
      log.info({ backup: backup.name, bytes: backup.bytes }, 'automatic backup written');
    } catch (error) {
      log.error({ err: error }, 'automatic backup failed; tried again at the next check');
    }
  };
  void check();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
