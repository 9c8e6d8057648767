import { Alert, AlertTitle, Box, Button, Collapse, Stack } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One entry of a warning panel: a line, and what it opens. */
export interface WarningPanelItem {
  readonly key: string | number;
  readonly heading: ReactNode;
  /** Shown under the heading while `expanded`. */
  readonly detail: ReactNode;
  readonly expanded: boolean;
  readonly onToggle: () => void;
  /** The button's text, e.g. 'Ver trabajadores' / 'Ocultar trabajadores'. */
  readonly toggleLabel: string;
}

/**
 * A warning that asks for an action (docs/kit.md): a title, a summary, entries each expandable to
 * their detail, and what to do. It is a region named by its title, so a screen reader finds it.
 */
export function WarningPanel({
  title,
  children,
  items = [],
  advice,
}: {
  title: string;
  children?: ReactNode;
  items?: readonly WarningPanelItem[];
  /** What to do about it, last. */
  advice?: ReactNode;
}) {
  const id = useId();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={`${id}-title`}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={`${id}-title`}>{title}</AlertTitle>
      {children}
      {items.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {items.map((item, i) => (
            <Box component="li" key={item.key}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Box>{item.heading}</Box>
                <Button
                  size="small"
                  color="inherit"
                  aria-expanded={item.expanded}
                  aria-controls={`${id}-detail-${i}`}
                  onClick={item.onToggle}
                >
                  {item.toggleLabel}
                </Button>
              </Stack>
              <Collapse in={item.expanded} unmountOnExit>
                <Box id={`${id}-detail-${i}`} sx={{ mt: 1 }}>
                  {item.detail}
                </Box>
              </Collapse>
            </Box>
          ))}
        </Stack>
      )}
      {advice && <Box sx={{ mt: 1 }}>{advice}</Box>}
    </Alert>
  );
}
