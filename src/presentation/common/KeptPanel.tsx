import { Box } from '@mui/material';
import { memo, type ReactNode } from 'react';

export interface KeptPanelProps {
  /** Shown, or kept mounted out of sight. */
  readonly shown: boolean;
  readonly children: ReactNode;
}

/**
 * Out of sight, out of the tab order and of the accessibility tree, but laid out at its width: a grid
 * inside keeps its size (no zero-size re-measure) and is shown again by a style change, not a new mount.
 */
const KEPT = { visibility: 'hidden', height: 0, overflow: 'hidden' } as const;

/** Its children as they were when last shown: hiding them or changing them while hidden renders nothing. */
const AsLastShown = memo(
  function AsLastShown({ children }: KeptPanelProps) {
    return children;
  },
  (_before, after) => !after.shown,
);

/**
 * A tab's content that stays mounted once opened: coming back to it shows it again without building it
 * anew (a data grid of hundreds of rows takes hundreds of milliseconds to mount on a slow machine). While
 * hidden it does not render (it keeps the children of its last shown render, refreshed when it shows
 * again), so edits elsewhere cost nothing here.
 */
export function KeptPanel({ shown, children }: KeptPanelProps) {
  return (
    <Box {...(shown ? {} : { 'aria-hidden': true, inert: true, sx: KEPT })}>
      <AsLastShown shown={shown}>{children}</AsLastShown>
    </Box>
  );
}
