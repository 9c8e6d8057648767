import { lazy, Suspense, useEffect, useState } from 'react';
import { MyGrants } from '../../application/shared/my-grants';
import { hasGrant } from '../../domain/shared/grants';
import { useInject } from '../core/dependencies';
import { FeatureModules } from '../core/feature-modules';

const loadNotice = () => import('./LoadedBackupNotice');
const Loaded = lazy(loadNotice);

/**
 * The administrator's line about the last backup (users who may see the users: module 'usuario'). Its
 * services come with the administration's module, and its view (with MUI's Alert) in a chunk of its
 * own, both loaded only for them, together; it is the dashboard's last line, so it moves nothing.
 */
export function BackupNotice() {
  const grants = useInject<MyGrants>(MyGrants);
  const modules = useInject<FeatureModules>(FeatureModules);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const load = async () => {
      if (!hasGrant(await grants.execute(), 'usuario', 'ver')) return;
      await Promise.all([modules.load('admin'), loadNotice()]);
      if (live) setReady(true);
    };
    // Grants or the module that fail to load leave the dashboard without the line, as for other users.
    load().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [grants, modules]);
  return ready ? (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  ) : null;
}
