import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField } from '../common/DateField';
import { useAttachedPresenter, type PresenterDialogProps } from '../core/use-presenter';
import type { TRegistroFile, TRegistroPresenter } from './t-registro-presenter';

const FILES: readonly TRegistroFile[] = ['zip', 'ide', 'tra', 'per'];

/**
 * T-Registro: the SUNAT import files of one worker (row action) or of the hires, leavers and changes
 * between two dates; what to fix is listed, one line per worker and field, when the server refuses.
 */
export function TRegistroDialog({ presenter, onClose }: PresenterDialogProps<TRegistroPresenter>) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  const scope = presenter.scope;
  const title =
    'worker' in scope
      ? t('workers.tRegistro.titleOne', { name: scope.name })
      : t('workers.tRegistro.titleRange');
  return (
    <Dialog open onClose={onClose} aria-labelledby="t-registro-title" fullWidth maxWidth="sm">
      <DialogTitle id="t-registro-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={t('workers.tRegistro.company')}
            value={state.company}
            onChange={(e) => presenter.set({ company: e.target.value })}
          >
            {state.companies.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          {!('worker' in scope) && (
            <Stack direction="row" spacing={2}>
              <DateField
                label={t('workers.tRegistro.from')}
                value={state.from}
                onChange={(from) => presenter.set({ from })}
              />
              <DateField
                label={t('workers.tRegistro.to')}
                value={state.to}
                onChange={(to) => presenter.set({ to })}
              />
            </Stack>
          )}
          <TextField
            select
            label={t('workers.tRegistro.file')}
            value={state.file}
            onChange={(e) => presenter.set({ file: FILES.find((f) => f === e.target.value) ?? 'zip' })}
          >
            {FILES.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`workers.tRegistro.files.${f}`)}
              </MenuItem>
            ))}
          </TextField>
          {state.error && (
            <Alert severity="error" role="alert">
              {state.error}
              {state.problems.length > 0 && (
                <List dense aria-label={t('workers.tRegistro.problems')}>
                  {state.problems.map((p, i) => (
                    <ListItem key={i} disableGutters>
                      <ListItemText primary={p.message} secondary={p.field} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {state.done && (
            <Alert severity="success" role="status">
              {state.done}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" disabled={state.busy} onClick={() => void presenter.download()}>
          {t('workers.tRegistro.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
