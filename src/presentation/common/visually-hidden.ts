/**
 * Read by screen readers, not shown (a title that the layout already says, a column's name). Sizes are
 * strings: in `sx` a bare `1` means 100 %, and a 100 % wide absolute title widened the page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
