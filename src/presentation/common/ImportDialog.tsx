import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttachedPresenter } from '../core/use-presenter';
import type { Presenter } from '../core/presenter';
import { DataTable } from './DataTable';
import type { ImportPresenter, ImportState } from './import-presenter';

/** What the dialog uses of an import presenter, whatever its answer's type. */
export type ImportDialogPresenter = Presenter<ImportState> &
  Pick<ImportPresenter, 'choose' | 'importAll' | 'importValid' | 'downloadTemplate'>;

/**
 * The import dialog of a spreadsheet (kit): file → check → bad rows → import (all, or only the valid
 * rows) → counts. `texts` is the feature's translation prefix ('workers.import'); `id` names the title.
 */
export function ImportDialog({
  presenter,
  texts,
  id,
  onClose,
}: {
  presenter: ImportDialogPresenter;
  texts: string;
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  const busy = state.kind === 'checking' || (state.kind === 'checked' && state.saving !== null);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {state.kind === 'choosing' && (
            <>
              <Typography>{t(`${texts}.intro`)}</Typography>
              {state.error && <Alert severity="error">{state.error}</Alert>}
              <Stack direction="row" spacing={2}>
                <FileButton
                  label={t(`${texts}.choose`)}
                  onFile={(file) => void presenter.choose(file, file.name)}
                  variant="contained"
                  startIcon={<UploadFileIcon />}
                />
                <Button onClick={() => void presenter.downloadTemplate()} disabled={state.downloading}>
                  {t(`${texts}.template`)}
                </Button>
              </Stack>
            </>
          )}
          {state.kind === 'checking' && (
            <>
              <Typography>{t(`${texts}.checking`, { name: state.fileName })}</Typography>
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
                <DataTable
                  label={t(`${texts}.problems`)}
                  maxHeight={320}
                  columns={[
                    { key: 'row', header: t(`${texts}.row`), cell: (p) => p.row },
                    { key: 'column', header: t(`${texts}.column`), cell: (p) => p.column },
                    { key: 'reason', header: t(`${texts}.reason`), cell: (p) => p.message },
                  ]}
                  rows={state.problems}
                  rowKey={(p, i) => `${p.row}-${p.column}-${i}`}
                />
              ) : (
                <Alert severity="success">{t(`${texts}.allValid`)}</Alert>
              )}
            </>
          )}
          {state.kind === 'done' && <Alert severity="success">{state.result}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {state.kind === 'checked' && (
          <>
            {/* Straight to the file picker: the new file is checked at once, the checked one stays if cancelled. */}
            <FileButton
              label={t(`${texts}.another`)}
              onFile={(file) => void presenter.choose(file, file.name)}
              disabled={busy}
            />
            {state.canImportValid && (
              // Outlined in the primary colour: the warning orange on white fails the 4.5:1 contrast.
              <Button onClick={() => void presenter.importValid()} disabled={busy} variant="outlined">
                {t(`${texts}.importValid`)}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => void presenter.importAll()}
              disabled={busy || !state.canImportAll}
            >
              {t(`${texts}.importAll`)}
            </Button>
          </>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t(`${texts}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const SPREADSHEET_TYPES =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A button that opens the file picker for a spreadsheet and hands over the chosen file: a real button
 * (not a label dressed as one, which has no button role to give) that clicks its hidden file input.
 */
function FileButton({
  label,
  onFile,
  ...button
}: { label: string; onFile: (file: File) => void } & Pick<
  ButtonProps,
  'variant' | 'startIcon' | 'disabled'
>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={SPREADSHEET_TYPES}
        aria-label={label}
        disabled={button.disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </>
  );
}
