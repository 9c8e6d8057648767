import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/** The form's main button: disabled with a spinner while the request is on its way. */
export function SubmitButton({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  return (
    <Button
      type="submit"
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
