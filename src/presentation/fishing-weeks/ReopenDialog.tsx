import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { REOPEN_REASON_MAX } from '../../domain/fishing-weeks';
import type { Reopening } from './week-presenter';

const WEEK_REOPEN = {
  title: 'Reabrir la semana',
  description:
    'La semana volverá a admitir cambios; su resultado cerrado se conserva para comparar. Indique el motivo.',
} as const;

/**
 * Reabrir: asks for the reason (at least ten characters), kept with what is reopened (a week by
 * default; the payroll month gives its own title and description).
 */
export function ReopenDialog({
  state,
  onReason,
  onCancel,
  onConfirm,
  title = WEEK_REOPEN.title,
  description = WEEK_REOPEN.description,
}: {
  state: Reopening;
  onReason: (reason: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  title?: string;
  description?: string;
}) {
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="reopen-title">
      <DialogTitle id="reopen-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Motivo de la reapertura"
          value={state.reason}
          onChange={(e) => onReason(e.target.value)}
          disabled={state.busy}
          error={state.error !== null}
          helperText={
            state.error ?? `${state.reason.trim().length} de ${REOPEN_REASON_MAX} caracteres (mínimo 10)`
          }
          slotProps={{ htmlInput: { maxLength: REOPEN_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={state.busy}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={onConfirm}
          disabled={state.busy}
          startIcon={state.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Reabrir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
