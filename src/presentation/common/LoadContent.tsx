import { Box, CircularProgress, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import type { LoadState } from './load-presenter';
import { RetryAlert } from './RetryAlert';

/**
 * What a `LoadState` shows: while it loads, a progress (a centred spinner, or a bar with `bar`) named
 * `loadingLabel`; when it failed, the server's message with Reintentar (`onRetry`); when ready, the
 * children given the ready state.
 */
export function LoadContent<S extends LoadState<object>>({
  state,
  loadingLabel,
  onRetry,
  bar = false,
  children,
}: {
  state: S;
  loadingLabel: string;
  onRetry: () => void;
  /** A linear bar rather than a centred spinner while loading. */
  bar?: boolean;
  children: (ready: S & { readonly kind: 'ready' }) => ReactNode;
}) {
  if (state.kind === 'loading')
    return bar ? (
      <LinearProgress aria-label={loadingLabel} />
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  if (state.kind === 'failed') return <RetryAlert onRetry={onRetry}>{state.message}</RetryAlert>;
  return <>{children(state as S & { readonly kind: 'ready' })}</>;
}
