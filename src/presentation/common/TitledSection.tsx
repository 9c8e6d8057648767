import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A part of a page under its own heading (h2), named by it: the dashboard's news, the about's licences. */
export function TitledSection({
  id,
  title,
  component = 'section',
  children,
}: {
  /** The heading's id (the section's accessible name). */
  readonly id: string;
  readonly title: ReactNode;
  /** `nav` for a part of links (the dashboard's shortcuts). */
  readonly component?: 'section' | 'nav';
  readonly children: ReactNode;
}) {
  return (
    <Box component={component} aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
