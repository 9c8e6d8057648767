import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { backupRoutes } from './routes';

export { BackupService, scheduleBackups, type BackupSettings, type BackupStatus } from './service';

/** Backups: see ./service.ts (taking, listing, pruning) and README "Backups". */
export async function backupFeature(
  fastify: FastifyInstance,
  opts: { context: ServerContext },
): Promise<void> {
  await fastify.register(backupRoutes, { context: opts.context, backups: opts.context.backups });
}
