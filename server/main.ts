import { ConfigError, loadServerConfig, type ServerConfig } from './config';
import { systemClock } from './context';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { isDatabaseUnavailable } from './kit/database-errors';

/** Starts the whole product on one port: API, built-in user pool, SPA. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadServerConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  ).catch((error: unknown) => {
    throw new StartupError(`${databaseName(config.database)} ${reasonOf(error, config.database.kind)}`);
  });
  const app = await buildApp({ config, db: database.db, clock: systemClock }, { ping: database.ping });

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
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
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

/** A start-up failure whose message says everything: printed as one line, without a stack. */
class StartupError extends Error {}

/** Which database, for a start-up message (never the password of a PostgreSQL URL). */
function databaseName(database: ServerConfig['database']): string {
  if (database.kind === 'pglite') return `the PGlite database in ${database.dataDir}`;
  const url = new URL(database.url);
  return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} at ${url.hostname}:${url.port || 5432}`;
}

/** Why the database could not be opened, in one line, with what to check. */
function reasonOf(error: unknown, kind: ServerConfig['database']['kind']): string {
  // The innermost cause says what happened (the ORM wraps the driver's error in "Failed query: …").
  let root = error;
  while (root && typeof root === 'object' && (root as { cause?: unknown }).cause) {
    root = (root as { cause?: unknown }).cause;
  }
  const { code, message } = (root ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? (message.split('\n')[0] ?? '').trim() : '';
  const prefix = typeof code === 'string' && !text.startsWith(code) ? code : '';
  const detail = [prefix, text].filter(Boolean).join(': ') || String(root);
  if (kind === 'pglite') return `could not be opened (${detail}). Check DATA_DIR.`;
  if (isDatabaseUnavailable(error)) {
    return `is not reachable (${detail}). Check DATABASE_URL and that the database server is running.`;
  }
  return `could not be opened (${detail}). Check DATABASE_URL.`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Sistema de Planillas could not start. ${error.message}`);
  } else if (error instanceof StartupError) {
    console.error(`Sistema de Planillas could not start: ${error.message}`);
  } else {
    console.error('Sistema de Planillas could not start:', error);
  }
  process.exit(1);
});
