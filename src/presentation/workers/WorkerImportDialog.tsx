import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAttachedPresenter } from '../core/use-presenter';
import type { WorkerImportPresenter } from './worker-import-presenter';

/** The import dialog: file → check → bad rows → import (all, or only the valid rows) → counts. */
export function WorkerImportDialog({
  presenter,
  onClose,
}: {
  presenter: WorkerImportPresenter;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  const busy = state.kind === 'checking' || (state.kind === 'checked' && state.saving !== null);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="workers-import-title"
    >
      <DialogTitle id="workers-import-title">{t('workers.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {state.kind === 'choosing' && (
            <>
              <Typography>{t('workers.import.intro')}</Typography>
              {state.error && <Alert severity="error">{state.error}</Alert>}
              <Stack direction="row" spacing={2}>
                <Button component="label" variant="contained" startIcon={<UploadFileIcon />}>
                  {t('workers.import.choose')}
                  <input
                    hidden
                    type="file"
                    accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-label={t('workers.import.choose')}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) void presenter.choose(file, file.name);
                      e.target.value = '';
                    }}
                  />
                </Button>
                <Button onClick={() => void presenter.downloadTemplate()} disabled={state.downloading}>
                  {t('workers.import.template')}
                </Button>
              </Stack>
            </>
          )}
          {state.kind === 'checking' && (
            <>
              <Typography>{t('workers.import.checking', { name: state.fileName })}</Typography>
              <LinearProgress />
            </>
          )}
          {state.kind === 'checked' && (
            <>
              <Typography>
                <strong>{state.fileName}</strong>: {state.summary}
              </Typography>
              {state.error && <Alert severity="error">{state.error}</Alert>}
              {state.saving && <LinearProgress />}
              {state.problems.length > 0 ? (
                <TableContainer sx={{ maxHeight: 320 }}>
                  <Table size="small" stickyHeader aria-label={t('workers.import.problems')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('workers.import.row')}</TableCell>
                        <TableCell>{t('workers.import.column')}</TableCell>
                        <TableCell>{t('workers.import.reason')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {state.problems.map((p, i) => (
                        <TableRow key={`${p.row}-${p.column}-${i}`}>
                          <TableCell>{p.row}</TableCell>
                          <TableCell>{p.column}</TableCell>
                          <TableCell>{p.message}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              ) : (
                <Alert severity="success">{t('workers.import.allValid')}</Alert>
              )}
            </>
          )}
          {state.kind === 'done' && <Alert severity="success">{state.result}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {state.kind === 'checked' && (
          <>
            <Button onClick={() => presenter.reset()} disabled={busy}>
              {t('workers.import.another')}
            </Button>
            {state.canImportValid && (
              // Outlined in the primary colour: the warning orange on white fails the 4.5:1 contrast.
              <Button onClick={() => void presenter.importValid()} disabled={busy} variant="outlined">
                {t('workers.import.importValid')}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => void presenter.importAll()}
              disabled={busy || !state.canImportAll}
            >
              {t('workers.import.importAll')}
            </Button>
          </>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('workers.import.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
