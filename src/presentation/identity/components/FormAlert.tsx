import { Alert } from '@mui/material';

/** A message about the whole form; errors are announced (role=alert). */
export function FormAlert({
  text,
  severity = 'error',
}: {
  readonly text: string | null | undefined;
  readonly severity?: 'error' | 'success' | 'info';
}) {
  if (!text) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
