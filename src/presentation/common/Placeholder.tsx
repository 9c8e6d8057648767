import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * Where content will show once loaded, at its size (no layout shift): a pulsing block like MUI's
 * Skeleton, which a first page would load only for this.
 */
export function Placeholder({
  width = '100%',
  height,
  inline = false,
}: {
  width?: number | string;
  /** Pixels or a CSS length; an inline placeholder is one line of the surrounding text. */
  height?: number | string;
  inline?: boolean;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: inline ? 'inline-block' : 'block',
        width,
        height: height ?? (inline ? '1em' : '1.2em'),
        verticalAlign: inline ? 'middle' : undefined,
        borderRadius: 1,
        bgcolor: 'action.hover',
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
      }}
    />
  );
}
