import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { PENSION_SUMMARY_COLUMNS, type PensionSummaryColumn } from '../../domain/parameters/pension-summary';
import { LocalGrid } from '../common/LocalGrid';
import { RetryAlert } from '../common/RetryAlert';
import type {
  PensionSummaryPresenter,
  PensionSummaryRow,
  PensionSummaryState,
} from './pension-summary-presenter';

const TEXTS = 'pensionFunds.summary';

/** «Vigentes hoy por régimen»: one row per scheme, each value with the date it rules from below it. */
export function PensionSummaryView({
  presenter,
  state,
}: {
  presenter: PensionSummaryPresenter;
  state: PensionSummaryState;
}) {
  const { t } = useTranslation();
  const label = t(`${TEXTS}.tableLabel`);
  const valueColumn = (field: PensionSummaryColumn): GridColDef<PensionSummaryRow> => ({
    field,
    headerName: t(`${TEXTS}.columns.${field}`),
    description: t(`${TEXTS}.columns.${field}`),
    align: 'right',
    headerAlign: 'right',
    flex: 1,
    minWidth: field === 'insurableCap' ? 150 : 120,
    sortable: false,
    valueGetter: (_v, row) => row[field].text,
    renderCell: ({ row }) => (
      <Stack sx={{ lineHeight: 1.3, py: 0.5 }}>
        <span>{row[field].text}</span>
        {row[field].since && (
          <Typography component="span" variant="caption" color="text.secondary">
            {row[field].since}
          </Typography>
        )}
      </Stack>
    ),
  });
  const columns: GridColDef<PensionSummaryRow>[] = [
    { field: 'scheme', headerName: t(`${TEXTS}.columns.scheme`), minWidth: 110, flex: 0.8 },
    { field: 'table11Code', headerName: t(`${TEXTS}.columns.table11Code`), minWidth: 90, flex: 0.6 },
    ...PENSION_SUMMARY_COLUMNS.map(valueColumn),
  ];
  return (
    <Box component="section" aria-labelledby="pension-summary-title" sx={{ mb: 3 }}>
      <Typography id="pension-summary-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t(`${TEXTS}.title`)}
      </Typography>
      {state.kind === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={28} aria-label={t(`${TEXTS}.loading`)} />
        </Box>
      )}
      {state.kind === 'failed' && (
        <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>
      )}
      {state.kind === 'ready' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {state.caption}
          </Typography>
          {state.rows.length === 0 ? (
            <Alert severity="info">{t(`${TEXTS}.empty`)}</Alert>
          ) : (
            <Box aria-busy={state.refreshing}>
              <LocalGrid
                label={label}
                rows={state.rows}
                columns={columns}
                rowHeight={52}
                columnMenu={false}
                pageSize={25}
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
