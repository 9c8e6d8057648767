import { Box, CircularProgress } from '@mui/material';
import { Suspense, use, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { MyGrants } from '../../application/shared/my-grants';
import { hasGrant } from '../../domain/shared/grants';
import { useInject } from '../core/dependencies';
import { FeatureModules } from '../core/feature-modules';
import { PendingPage } from './PendingPage';
import { RefusedPage } from './RefusedPage';

/** Modules every signed-in user reaches: the dashboard is where everyone lands. */
const OPEN_TO_EVERYONE: ReadonlySet<string> = new Set(['dashboard']);

export interface ScreenGateProps {
  /** The module code of the route. */
  readonly code: string;
  /** The screen, or none while it is not built (the generic placeholder shows). */
  readonly page: ComponentType | null;
  /** The feature whose services the screen needs (loaded with it). */
  readonly feature?: string;
}

/**
 * What every route of the shell renders: checks that the user may `ver` the module and loads the
 * feature's services, then shows the screen, the placeholder of a screen still to come, or the
 * refusal page.
 */
export function ScreenGate({ code, page, feature }: ScreenGateProps) {
  const grants = useInject<MyGrants>(MyGrants);
  const modules = useInject<FeatureModules>(FeatureModules);
  const [allowed] = useState(() =>
    Promise.all([
      OPEN_TO_EVERYONE.has(code)
        ? Promise.resolve(true)
        : grants.execute().then((g) => hasGrant(g, code, 'ver')),
      feature ? modules.load(feature) : Promise.resolve(),
    ]).then(([ok]) => ok),
  );
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Gate code={code} page={page} allowed={allowed} />
    </Suspense>
  );
}

function Gate({
  code,
  page: Page,
  allowed,
}: {
  code: string;
  page: ComponentType | null;
  allowed: Promise<boolean>;
}) {
  if (!use(allowed)) return <RefusedPage code={code} />;
  return Page ? <Page /> : <PendingPage code={code} />;
}

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={t('admin.common.loading')} />
    </Box>
  );
}
