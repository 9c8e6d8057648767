import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One part of a grid tab: a section named by its title, shown as a heading above its grid. */
export function GridSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}
