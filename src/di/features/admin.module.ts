import { ContainerModule } from 'inversify';
import { AdminApi } from '../../application/admin/admin-api';
import { BrowseAudit, LoadMyPermissions, ManageRoles, ManageUsers } from '../../application/admin/use-cases';
import { HttpAdminApi } from '../../infrastructure/admin/http-admin-api';
import { BackupsApi, LoadBackupStatus } from '../../application/backups/backups-api';
import { HttpBackupsApi } from '../../infrastructure/backups/http-backups-api';
import { bindHttpAdapter } from '../modules/http-adapter';
import { bindOver } from '../modules/bind-service';

/**
 * Administration: roles, users, the audit trail and the user's own permissions, over the backend API.
 * Loaded with its screens (src/di/feature-modules.ts); every screen's `MyGrants` is the core's.
 */
export function adminModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindHttpAdapter(bind, AdminApi, HttpAdminApi);
    bindOver(bind, ManageRoles, AdminApi);
    bindOver(bind, ManageUsers, AdminApi);
    bindOver(bind, BrowseAudit, AdminApi);
    bindHttpAdapter(bind, BackupsApi, HttpBackupsApi);
    bindOver(bind, LoadBackupStatus, BackupsApi);
    bindOver(bind, LoadMyPermissions, AdminApi);
  });
}

export default adminModule;
