import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { DataTable, type TableColumn } from '../common/DataTable';
import { RetryAlert } from '../common/RetryAlert';
import { visuallyHidden } from '../common/visually-hidden';
import type { ConceptCodeRow, ConceptCodesPresenter, ConceptCodesState } from './concept-codes-presenter';

export const CONCEPT_CODES_TEXTS = {
  title: 'Códigos SUNAT del PLAME (tabla 22)',
  intro:
    'Cada concepto de la planilla va al archivo .rem del PLAME con su código de la tabla 22. Las fuentes no coinciden en algunos: revíselos con su contador antes de la primera declaración.',
  concept: 'Concepto de la planilla',
  code: 'Código',
  description: 'Descripción',
  save: 'Guardar',
  close: 'Cerrar',
  action: 'Acción',
  differencesTitle: 'Esta tabla difiere de la tabla oficial',
  differencesIntro:
    'Estas filas fueron cambiadas por una persona y conservan su cambio; la actualización del sistema solo corrigió las que nadie había tocado. Revíselas con su contador: el PLAME se genera con los códigos de esta tabla.',
  differencesList: 'Diferencias con la tabla oficial',
} as const;

/** The mapping's columns: concept, code and description (fields with `editar`), and each row's save. */
function codeColumns(presenter: ConceptCodesPresenter, canEdit: boolean): TableColumn<ConceptCodeRow>[] {
  const field = (key: 'code' | 'description', row: ConceptCodeRow, maxLength: number) => (
    <TextField
      size="small"
      fullWidth={key === 'description'}
      value={row[key]}
      onChange={(e) => presenter.edit(row.concept, { [key]: e.target.value })}
      slotProps={{
        htmlInput: { 'aria-label': `${CONCEPT_CODES_TEXTS[key]} de ${row.label}`, maxLength },
      }}
      error={row.error !== ''}
      helperText={key === 'description' ? row.error || undefined : undefined}
    />
  );
  const columns: TableColumn<ConceptCodeRow>[] = [
    { key: 'concept', header: CONCEPT_CODES_TEXTS.concept, rowHeader: true, cell: (row) => row.label },
    {
      key: 'code',
      header: CONCEPT_CODES_TEXTS.code,
      sx: { width: 110 },
      cell: (row) => (canEdit ? field('code', row, 4) : row.code),
    },
    {
      key: 'description',
      header: CONCEPT_CODES_TEXTS.description,
      cell: (row) => (canEdit ? field('description', row, 120) : row.description),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      key: 'action',
      header: (
        <Box component="span" sx={visuallyHidden}>
          {CONCEPT_CODES_TEXTS.action}
        </Box>
      ),
      sx: { width: 100 },
      cell: (row) => (
        <Button
          size="small"
          disabled={!row.changed || row.saving}
          onClick={() => void presenter.save(row.concept)}
          aria-label={`${CONCEPT_CODES_TEXTS.save} ${row.label}`}
        >
          {CONCEPT_CODES_TEXTS.save}
        </Button>
      ),
    },
  ];
}

/** The Table 22 mapping: read by everyone who sees the report, changed with `editar`. */
export function ConceptCodesDialog({
  presenter,
  state,
  canEdit,
  onClose,
}: {
  presenter: ConceptCodesPresenter;
  state: ConceptCodesState;
  canEdit: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="concept-codes-title">
      <DialogTitle id="concept-codes-title">{CONCEPT_CODES_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {CONCEPT_CODES_TEXTS.intro}
        </Typography>
        {state.kind === 'loading' && <LinearProgress />}
        {state.kind === 'failed' && (
          <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>
        )}
        {state.kind === 'ready' && (
          <>
            {state.differences.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <AlertTitle>{CONCEPT_CODES_TEXTS.differencesTitle}</AlertTitle>
                <Typography variant="body2">{CONCEPT_CODES_TEXTS.differencesIntro}</Typography>
                <Box component="ul" aria-label={CONCEPT_CODES_TEXTS.differencesList} sx={{ m: 0, pl: 2.5 }}>
                  {state.differences.map((d) => (
                    <li key={d.concept}>
                      <Typography variant="body2">
                        <strong>{d.label}</strong>: {d.message}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            {state.saved !== '' && (
              <Alert severity="success" sx={{ mb: 1 }}>
                {state.saved}
              </Alert>
            )}
            <DataTable
              label={CONCEPT_CODES_TEXTS.title}
              columns={codeColumns(presenter, canEdit)}
              rows={state.rows}
              rowKey={(row) => row.concept}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CONCEPT_CODES_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
