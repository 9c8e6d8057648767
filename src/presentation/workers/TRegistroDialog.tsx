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
import { DateField } from '../common/DateField';
import { useAttachedPresenter } from '../core/use-presenter';
import type { TRegistroFile, TRegistroPresenter } from './t-registro-presenter';

const FILES: readonly { id: TRegistroFile; label: string }[] = [
  { id: 'zip', label: 'Todos (.zip)' },
  { id: 'ide', label: 'Datos personales (.ide)' },
  { id: 'tra', label: 'Datos del trabajador (.tra)' },
  { id: 'per', label: 'Periodos (.per)' },
];

/**
 * T-Registro: the SUNAT import files of one worker (row action) or of the hires, leavers and changes
 * between two dates; what to fix is listed, one line per worker and field, when the server refuses.
 */
export function TRegistroDialog({
  presenter,
  onClose,
}: {
  presenter: TRegistroPresenter;
  onClose: () => void;
}) {
  const state = useAttachedPresenter(presenter);
  const scope = presenter.scope;
  const title = 'worker' in scope ? `T-Registro de ${scope.name}` : 'T-Registro: altas, bajas y cambios';
  return (
    <Dialog open onClose={onClose} aria-labelledby="t-registro-title" fullWidth maxWidth="sm">
      <DialogTitle id="t-registro-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Empresa empleadora"
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
              <DateField label="Desde" value={state.from} onChange={(from) => presenter.set({ from })} />
              <DateField label="Hasta" value={state.to} onChange={(to) => presenter.set({ to })} />
            </Stack>
          )}
          <TextField
            select
            label="Archivo"
            value={state.file}
            onChange={(e) => presenter.set({ file: FILES.find((f) => f.id === e.target.value)?.id ?? 'zip' })}
          >
            {FILES.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.label}
              </MenuItem>
            ))}
          </TextField>
          {state.error && (
            <Alert severity="error" role="alert">
              {state.error}
              {state.problems.length > 0 && (
                <List dense aria-label="Datos por corregir">
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
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" disabled={state.busy} onClick={() => void presenter.download()}>
          Descargar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
