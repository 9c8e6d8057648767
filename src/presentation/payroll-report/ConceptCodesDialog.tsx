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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../common/DataTable';
import { RetryAlert } from '../common/RetryAlert';
import { visuallyHidden } from '../common/visually-hidden';
import { usePresenter } from '../core/use-presenter';
import type { ConceptCodeRow, ConceptCodesPresenter, ConceptCodesState } from './concept-codes-presenter';

/** The mapping's columns: concept, code and description (fields with `editar`), and each row's save. */
function codeColumns(
  presenter: ConceptCodesPresenter,
  canEdit: boolean,
  t: TFunction,
): TableColumn<ConceptCodeRow>[] {
  const field = (key: 'code' | 'description', row: ConceptCodeRow, maxLength: number) => (
    <TextField
      size="small"
      fullWidth={key === 'description'}
      value={row[key]}
      onChange={(e) => presenter.edit(row.concept, { [key]: e.target.value })}
      slotProps={{
        htmlInput: {
          'aria-label': t('payrollReport.conceptCodes.fieldOf', {
            field: t(`payrollReport.conceptCodes.${key}`),
            concept: row.label,
          }),
          maxLength,
        },
      }}
      error={row.error !== ''}
      helperText={key === 'description' ? row.error || undefined : undefined}
    />
  );
  const columns: TableColumn<ConceptCodeRow>[] = [
    {
      key: 'concept',
      header: t('payrollReport.conceptCodes.concept'),
      rowHeader: true,
      cell: (row) => row.label,
    },
    {
      key: 'code',
      header: t('payrollReport.conceptCodes.code'),
      sx: { width: 110 },
      cell: (row) => (canEdit ? field('code', row, 4) : row.code),
    },
    {
      key: 'description',
      header: t('payrollReport.conceptCodes.description'),
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
          {t('payrollReport.conceptCodes.action')}
        </Box>
      ),
      sx: { width: 100 },
      cell: (row) => (
        <Button
          size="small"
          disabled={!row.changed || row.saving}
          onClick={() => void presenter.save(row.concept)}
          aria-label={t('payrollReport.conceptCodes.saveRow', { concept: row.label })}
        >
          {t('payrollReport.conceptCodes.save')}
        </Button>
      ),
    },
  ];
}

/**
 * The Table 22 mapping: read by everyone who sees the report, changed with `editar`; its presenter lives
 * while the dialog is open.
 */
export function ConceptCodesDialog({
  create,
  canEdit,
  onClose,
}: {
  /** The dialog's presenter, made when it opens. */
  create: () => ConceptCodesPresenter;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [presenter, state] = usePresenter<ConceptCodesState, ConceptCodesPresenter>(create);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="concept-codes-title">
      <DialogTitle id="concept-codes-title">{t('payrollReport.conceptCodes.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('payrollReport.conceptCodes.intro')}
        </Typography>
        {state.kind === 'loading' && <LinearProgress />}
        {state.kind === 'failed' && (
          <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>
        )}
        {state.kind === 'ready' && (
          <>
            {state.differences.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <AlertTitle>{t('payrollReport.conceptCodes.differencesTitle')}</AlertTitle>
                <Typography variant="body2">{t('payrollReport.conceptCodes.differencesIntro')}</Typography>
                <Box
                  component="ul"
                  aria-label={t('payrollReport.conceptCodes.differencesList')}
                  sx={{ m: 0, pl: 2.5 }}
                >
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
              label={t('payrollReport.conceptCodes.title')}
              columns={codeColumns(presenter, canEdit, t)}
              rows={state.rows}
              rowKey={(row) => row.concept}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payrollReport.conceptCodes.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
