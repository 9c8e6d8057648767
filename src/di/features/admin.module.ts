import { ContainerModule } from 'inversify';
import { AdminApi } from '../../application/admin/admin-api';
import { BrowseAudit, LoadMyPermissions, ManageRoles, ManageUsers } from '../../application/admin/use-cases';
import { HttpAdminApi } from '../../infrastructure/admin/http-admin-api';
import { BackupsApi, LoadBackupStatus } from '../../application/backups/backups-api';
import { HttpBackupsApi } from '../../infrastructure/backups/http-backups-api';
import { bindHttpAdapter } from '../modules/http-adapter';

/**
 * Administration: roles, users, the audit trail and the user's own permissions, over the backend API.
 * Loaded with its screens (src/di/feature-modules.ts); every screen's `MyGrants` is the core's.
 */
export function adminModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindHttpAdapter(bind, AdminApi, HttpAdminApi);
    bind(ManageRoles)
      .toResolvedValue((api: AdminApi) => new ManageRoles(api), [AdminApi])
      .inSingletonScope();
    bind(ManageUsers)
      .toResolvedValue((api: AdminApi) => new ManageUsers(api), [AdminApi])
      .inSingletonScope();
    bind(BrowseAudit)
      .toResolvedValue((api: AdminApi) => new BrowseAudit(api), [AdminApi])
      .inSingletonScope();
    bindHttpAdapter(bind, BackupsApi, HttpBackupsApi);
    bind(LoadBackupStatus)
      .toResolvedValue((api: BackupsApi) => new LoadBackupStatus(api), [BackupsApi])
      .inSingletonScope();
    bind(LoadMyPermissions)
      .toResolvedValue((api: AdminApi) => new LoadMyPermissions(api), [AdminApi])
      .inSingletonScope();
  });
}

export default adminModule;
