import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useHydrated } from '../../core/hydration';

/**
 * The form's main button: disabled with a spinner while the request is on its way. In a page prerendered
 * at build time it submits only once the app runs (before, the browser would send the form itself),
 * looking the same meanwhile.
 */
export function SubmitButton({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
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
