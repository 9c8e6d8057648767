import { ConfigError, loadServerConfig } from './config';
import { systemClock } from './context';
import { openDatabase } from './db/database';
import { buildApp } from './app';

/** Starts the whole product on one port: API, built-in user pool, SPA. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadServerConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Sistema de Planillas could not start. ${error.message}`);
  } else {
    console.error('Sistema de Planillas could not start:', error);
  }
  process.exit(1);
});
