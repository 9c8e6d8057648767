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
import { useTranslation } from 'react-i18next';
import type { PeriodCycle } from '../../../domain/shared/period-cycle';
import type { Reopening } from './period-presenter';

/**
 * Reabrir: asks for the reason (of the cycle's length), kept with what is reopened; the period gives
 * its title and what reopening does to it.
 */
export function ReopenDialog({
  state,
  reason: { min, max },
  onReason,
  onCancel,
  onConfirm,
  title,
  description,
}: {
  state: Reopening;
  reason: PeriodCycle<string>['reason'];
  onReason: (reason: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
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
          label={t('periodCycle.reopenReason')}
          value={state.reason}
          onChange={(e) => onReason(e.target.value)}
          disabled={state.busy}
          error={state.error !== null}
          helperText={
            state.error ?? t('periodCycle.reasonLength', { length: state.reason.trim().length, max, min })
          }
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={state.busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={onConfirm}
          disabled={state.busy}
          startIcon={state.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('periodCycle.reopen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
