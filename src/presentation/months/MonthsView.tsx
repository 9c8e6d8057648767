import { useTranslation } from 'react-i18next';
import { Alert, Box, Chip, CircularProgress, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { amountColumn, LocalGrid } from '../common/LocalGrid';
import { RetryAlert } from '../common/RetryAlert';
import { MONTH_STATE_CHIPS } from './month-format';
import type { MonthListRow, MonthsListState, MonthsPresenter } from './month-presenter';

export const MONTHS_TEXTS = {
  tableLabel: 'Meses de planilla',
  intro:
    'Cada mes consolida sus semanas de pesca cerradas: vacaciones, gratificación con su bonificación extraordinaria, CTS, el ajuste de pensión y la retención de renta. Abra un mes para calcularlo, cerrarlo o ver el detalle de cada trabajador.',
  empty: 'Todavía no hay semanas de pesca: los meses aparecen con sus semanas.',
  open: (title: string) => `Abrir ${title}`,
} as const;

/** The payroll months, newest first: state, weeks closed, and the last computation's totals. */
export function MonthsView({ presenter, state }: { presenter: MonthsPresenter; state: MonthsListState }) {
  const { t } = useTranslation();
  if (state.kind === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('months.list.loading')} />
      </Box>
    );
  if (state.kind === 'failed')
    return <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>;
  const amount = (field: keyof MonthListRow, headerName: string): GridColDef<MonthListRow> => ({
    ...amountColumn<MonthListRow>(field, headerName),
    sortable: false,
  });
  const columns: GridColDef<MonthListRow>[] = [
    {
      field: 'title',
      headerName: 'Mes',
      flex: 1.2,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Link
          component="button"
          variant="body2"
          onClick={() => presenter.open(row.month)}
          aria-label={MONTHS_TEXTS.open(row.title)}
        >
          {row.title}
        </Link>
      ),
    },
    {
      field: 'stateLabel',
      headerName: 'Estado',
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" label={row.stateLabel} {...MONTH_STATE_CHIPS[row.state]} />,
    },
    { field: 'weeks', headerName: 'Semanas', minWidth: 140, sortable: false },
    {
      field: 'workers',
      headerName: 'Trabajadores',
      align: 'right',
      headerAlign: 'right',
      minWidth: 110,
      sortable: false,
    },
    amount('gross', 'Bruto de las semanas'),
    amount('vacation', 'Vacaciones'),
    amount('bonus', 'Gratificación'),
    amount('cts', 'CTS'),
    amount('payable', 'Neto mensual'),
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {MONTHS_TEXTS.intro}
      </Typography>
      {state.rows.length === 0 ? (
        <Alert severity="info">{MONTHS_TEXTS.empty}</Alert>
      ) : (
        <LocalGrid
          label={MONTHS_TEXTS.tableLabel}
          rows={state.rows}
          columns={columns}
          pageSize={25}
          pageSizes={[25]}
          columnMenu={false}
        />
      )}
    </>
  );
}
