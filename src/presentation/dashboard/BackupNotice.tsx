import { useEffect, useState } from 'react';
import { LoadBackupStatus } from '../../application/backups/backups-api';
import { MyGrants } from '../../application/shared/my-grants';
import { hasGrant } from '../../domain/shared/grants';
import { LastBackupNotice } from '../backups/LastBackupNotice';
import { LastBackupPresenter } from '../backups/last-backup-presenter';
import type { LoadState } from '../common/load-presenter';
import type { BackupSummary } from '../../domain/backups/last-backup';
import { useInject } from '../core/dependencies';
import { FeatureModules } from '../core/feature-modules';
import { usePresenter } from '../core/use-presenter';

function Loaded() {
  const status = useInject<LoadBackupStatus>(LoadBackupStatus);
  const [, state] = usePresenter<LoadState<BackupSummary>, LastBackupPresenter>(
    () => new LastBackupPresenter(status),
  );
  return <LastBackupNotice state={state} />;
}

/**
 * The administrator's line about the last backup (users who may see the users: module 'usuario'). Its
 * services come with the administration's module, loaded only for them.
 */
export function BackupNotice() {
  const grants = useInject<MyGrants>(MyGrants);
  const modules = useInject<FeatureModules>(FeatureModules);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const load = async () => {
      if (!hasGrant(await grants.execute(), 'usuario', 'ver')) return;
      await modules.load('admin');
      if (live) setReady(true);
    };
    // Grants or the module that fail to load leave the dashboard without the line, as for other users.
    load().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [grants, modules]);
  return ready ? <Loaded /> : null;
}
