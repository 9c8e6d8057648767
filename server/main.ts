import { closeSpreadsheetReaders } from './kit/spreadsheet';
import { ConfigError, loadServerConfig, type ServerConfig } from './config';
import { systemClock } from './context';
import { openDatabase, type OpenDatabase } from './db/database';
import { DataFolderInUseError, lockDataFolder, type DataFolderLock } from './db/data-folder-lock';
import { withStartupLock } from './db/startup-lock';
import { buildApp } from './app';
import { BackupService, scheduleBackups } from './backups';
import { isDatabaseUnavailable } from './kit/database-errors';

/** Starts the whole product on one port: API, built-in user pool, SPA. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadServerConfig();
  const settings = config.database;
  // One writer per PGlite data folder: a second server on the same folder is refused here.
  const lock: DataFolderLock | undefined =
    settings.kind === 'pglite' && !settings.dataDir.startsWith('memory://')
      ? lockDataFolder(settings.dataDir)
      : undefined;
  const releaseLock = () => lock?.release();
  process.once('exit', releaseLock);

  const start = async () => {
    const database = await phase('open', settings, () =>
      openDatabase(
        settings.kind === 'postgres'
          ? { kind: 'postgres', url: settings.url }
          : { kind: 'pglite', dataDir: settings.dataDir },
      ),
    );
    const app = await phase('start', settings, async () => {
      const backups = new BackupService(config.backups, database.kind, database.backup, systemClock);
      const built = await buildApp(
        { config, db: database.db, clock: systemClock, backups },
        { ping: database.ping },
      );
      installBackups(built, backups);
      await built.ready(); // seeds and start-up jobs run here, still under the start-up lock
      return built;
    }).catch(async (error: unknown) => {
      await database.close().catch(() => {});
      throw error;
    });
    return { database, app };
  };
  const { database, app } =
    settings.kind === 'postgres'
      ? await withStartupLock(settings.url, start).catch((error: unknown) => {
          throw error instanceof StartupError
            ? error
            : new StartupError(`${databaseName(settings)} ${reasonOf(error, settings.kind, 'open')}`);
        })
      : await start();

  installShutdown(app, database, releaseLock);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  lock?.setPort(typeof address === 'object' && address ? address.port : config.port);
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      identity: config.identity.provider,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Sistema de Planillas ready',
  );
}

function installShutdown(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: OpenDatabase,
  releaseLock: () => void,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await closeSpreadsheetReaders();
      await database.close();
      releaseLock();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * The automatic backups (daily by default with the embedded database) and `npm run backup` on a running
 * server: the script sends SIGUSR2 to the process named in the data folder's lock, and the server takes
 * a backup into BACKUP_DIR (only the same user, or root, may send it a signal).
 */
function installBackups(app: Awaited<ReturnType<typeof buildApp>>, backups: BackupService): void {
  let stopSchedule: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSchedule = scheduleBackups(backups, app.log);
  });
  const onSignal = () => {
    backups.backupNow().then(
      (backup) => app.log.info({ backup: backup.name, bytes: backup.bytes }, 'backup written on request'),
      (error: unknown) => app.log.error({ err: error }, 'backup on request failed'),
    );
  };
  if (process.platform !== 'win32') process.on('SIGUSR2', onSignal);
  app.addHook('onClose', async () => {
    stopSchedule?.();
    process.off('SIGUSR2', onSignal);
  });
}

/** A start-up failure whose message says everything: printed as one line, without a stack. */
class StartupError extends Error {}

type Phase = 'open' | 'start';

/** Runs one step of the start-up; a failure says which step failed and why. */
async function phase<T>(name: Phase, database: ServerConfig['database'], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StartupError || error instanceof ConfigError) throw error;
    throw new StartupError(`${databaseName(database)} ${reasonOf(error, database.kind, name)}`);
  }
}

/** Which database, for a start-up message (never the password of a PostgreSQL URL). */
function databaseName(database: ServerConfig['database']): string {
  if (database.kind === 'pglite') return `the PGlite database in ${database.dataDir}`;
  const url = new URL(database.url);
  return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} at ${url.hostname}:${url.port || 5432}`;
}

/** Why the start-up failed, in one line, with what to check: the step that failed, not a guess. */
function reasonOf(error: unknown, kind: ServerConfig['database']['kind'], step: Phase): string {
  // The innermost cause says what happened (the ORM wraps the driver's error in "Failed query: …").
  let root = error;
  while (root && typeof root === 'object' && (root as { cause?: unknown }).cause) {
    root = (root as { cause?: unknown }).cause;
  }
  const { code, message } = (root ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? (message.split('\n')[0] ?? '').trim() : '';
  const prefix = typeof code === 'string' && !text.startsWith(code) ? code : '';
  const detail = [prefix, text].filter(Boolean).join(': ') || String(root);
  if (step === 'start') return `was opened, but the product could not start on it (${detail}).`;
  if (kind === 'pglite') return `could not be opened (${detail}). Check DATA_DIR.`;
  if (isDatabaseUnavailable(error)) {
    return `is not reachable (${detail}). Check DATABASE_URL and that the database server is running.`;
  }
  return `could not be migrated (${detail}). Check that the DATABASE_URL user may create tables.`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Sistema de Planillas could not start. ${error.message}`);
  } else if (error instanceof DataFolderInUseError) {
    console.error(`Sistema de Planillas no puede iniciar: ${error.message}`);
  } else if (error instanceof StartupError) {
    console.error(`Sistema de Planillas could not start: ${error.message}`);
  } else {
    console.error('Sistema de Planillas could not start:', error);
  }
  process.exit(1);
});
