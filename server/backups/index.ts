import type { FastifyInstance } from 'fastify';
import type { FeatureOptions, ServerFeature } from '../kit/feature';
import { backupRoutes } from './routes';

export { BackupService, scheduleBackups, type BackupSettings, type BackupStatus } from './service';

/** Backups: see ./service.ts (taking, listing, pruning) and README "Backups". */
export const backupFeature: ServerFeature = {
  name: 'backups',
  register: async (app: FastifyInstance, { context }: FeatureOptions) => {
    await app.register(backupRoutes, { context, backups: context.backups });
  },
};
