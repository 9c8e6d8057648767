import { Box } from '@mui/material';
import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import { Placeholder } from '../common/Placeholder';
import { useInject } from '../core/dependencies';
import { FeatureModules } from '../core/feature-modules';

/** The figures and their charts: a chunk of their own, with the report's services. */
const PayrollFiguresContent = lazy(() => import('./PayrollFiguresContent'));

function Loaded({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <PayrollFiguresContent />;
}

/**
 * The dashboard's payroll section, at the bottom of the page: its code, the charts and the report's
 * services load when the section comes into view (at once where the browser cannot tell), so the
 * dashboard's first load carries none of them.
 */
export function PayrollFigures() {
  const modules = useInject<FeatureModules>(FeatureModules);
  const spot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<Promise<void> | null>(null);
  useEffect(() => {
    const start = () => setReady((r) => r ?? modules.load('payroll-report'));
    if (typeof IntersectionObserver === 'undefined' || !spot.current) {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '120px' },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [modules]);
  const placeholder = <Placeholder height={120} />;
  if (!ready)
    return (
      <Box ref={spot} data-testid="payroll-figures-pending">
        {placeholder}
      </Box>
    );
  return (
    <Suspense fallback={placeholder}>
      <Loaded ready={ready} />
    </Suspense>
  );
}
