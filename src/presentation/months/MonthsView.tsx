import { useTranslation } from 'react-i18next';
import { Alert, Box, Chip, CircularProgress, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { amountColumn, LocalGrid } from '../common/LocalGrid';
import { RetryAlert } from '../common/RetryAlert';
import { MONTH_STATE_CHIPS } from './month-format';
import type { MonthListRow, MonthsListState, MonthsPresenter } from './month-presenter';

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
      headerName: t('months.list.columns.title'),
      flex: 1.2,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Link
          component="button"
          variant="body2"
          onClick={() => presenter.open(row.month)}
          aria-label={t('months.list.open', { title: row.title })}
        >
          {row.title}
        </Link>
      ),
    },
    {
      field: 'stateLabel',
      headerName: t('months.list.columns.state'),
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" label={row.stateLabel} {...MONTH_STATE_CHIPS[row.state]} />,
    },
    { field: 'weeks', headerName: t('months.list.columns.weeks'), minWidth: 140, sortable: false },
    {
      field: 'workers',
      headerName: t('months.list.columns.workers'),
      align: 'right',
      headerAlign: 'right',
      minWidth: 110,
      sortable: false,
    },
    amount('gross', t('months.list.columns.gross')),
    amount('vacation', t('months.list.columns.vacation')),
    amount('bonus', t('months.list.columns.bonus')),
    amount('cts', t('months.list.columns.cts')),
    amount('payable', t('months.list.columns.payable')),
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('months.list.intro')}
      </Typography>
      {state.rows.length === 0 ? (
        <Alert severity="info">{t('months.list.empty')}</Alert>
      ) : (
        <LocalGrid
          label={t('months.list.tableLabel')}
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
