import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';

/**
 * One record's page opened from a list (a fishing week, a payroll month): the way back to the list
 * above it, and while the record loads a spinner, or its failure with Reintentar; then the page itself.
 */
export function DetailFrame({
  state,
  backLabel,
  loadingLabel,
  onBack,
  onRetry,
  children,
}: {
  state:
    | { readonly kind: 'loading' }
    | { readonly kind: 'failed'; readonly message: string }
    | { readonly kind: 'ready' };
  backLabel: string;
  /** The spinner's accessible name ('Cargando la semana'). */
  loadingLabel: string;
  onBack: () => void;
  onRetry: () => void;
  /** The page once the record is there. */
  children: () => ReactNode;
}) {
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        {backLabel}
      </Button>
      {state.kind === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )}
      {state.kind === 'failed' && <RetryAlert onRetry={onRetry}>{state.message}</RetryAlert>}
      {state.kind === 'ready' && children()}
    </>
  );
}
