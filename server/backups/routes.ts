import { BackupSchema, BackupStatusSchema } from '../../src/application/backups/contract';
import { recordAudit } from '../audit/audit';
import type { ServerContext } from '../context';
import { actorOf } from '../kit/request';
import { ApiError } from '../kit/errors';
import type { BackupFile } from './backup-files';
import type { BackupService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

const view = (backup: BackupFile) => ({
  name: backup.name,
  takenAt: backup.takenAt.toISOString(),
  bytes: backup.bytes,
});

/**
 * The backups' API (module 'usuario', the administrator's): the last backup and the schedule
 * (`GET /respaldos`, shown on the administrator's dashboard) and a backup taken now (`POST /respaldos`,
 * recorded in the audit trail).
 */
export const backupRoutes = typedRoutes<{ context: ServerContext; backups: BackupService | undefined }>(
  async (app, { context, backups }) => {
    const service = () => {
      if (!backups)
        throw new ApiError(503, 'ServiceUnavailable', 'Los respaldos no están disponibles en este servidor.');
      return backups;
    };

    app.get('/respaldos', guarded('usuario', 'ver', {}, { 200: BackupStatusSchema }), async () => {
      const status = await service().status();
      return { ...status, last: status.last ? view(status.last) : null };
    });

    app.post(
      '/respaldos',
      guarded('usuario', 'editar', {}, { 201: BackupSchema }),
      async (request, reply) => {
        const backup = await service().backupNow();
        await recordAudit(context.db, context.clock, {
          ...actorOf(request),
          action: 'crear',
          entity: 'respaldo',
          entityId: backup.name,
          after: view(backup),
        });
        return reply.code(201).send(view(backup));
      },
    );
  },
);
