import { Button, CircularProgress } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../../core/hydration';

/** Set on <html> by the prerendered page's start script when the user sent the form before the app ran. */
const SUBMIT_REQUESTED = 'data-submit-requested';

/**
 * The form's main button: disabled with a spinner while the request is on its way. In a page prerendered
 * at build time it submits only once the app runs (before, the browser would send the form itself),
 * looking the same meanwhile; a click on it (or Enter in a field) before then is noted by the page's start
 * script (scripts/build/prerender.ts) and submits the form as soon as the app runs.
 */
export function SubmitButton({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    if (!hydrated || !root.hasAttribute(SUBMIT_REQUESTED)) return;
    root.removeAttribute(SUBMIT_REQUESTED);
    ref.current?.form?.requestSubmit();
  }, [hydrated]);
  return (
    <Button
      ref={ref}
      data-submit=""
      type={hydrated ? 'submit' : 'button'}
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
