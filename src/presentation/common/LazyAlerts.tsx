import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense, type ComponentProps } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));
const RetryAlertNow = lazy(async () => ({ default: (await import('./RetryAlert')).RetryAlert }));

/**
 * MUI's Alert for the messages a page shows only when something goes wrong (a failed load, a stale
 * menu): loaded the first time one shows, so it is not part of the page's first load.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}

/** `RetryAlert` (message and retry button), loaded the first time one shows. */
export function LazyRetryAlert(props: ComponentProps<typeof RetryAlertNow>) {
  return (
    <Suspense fallback={null}>
      <RetryAlertNow {...props} />
    </Suspense>
  );
}
