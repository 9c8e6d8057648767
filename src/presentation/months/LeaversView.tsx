import { useTranslation } from 'react-i18next';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { amountColumn, LocalGrid } from '../common/LocalGrid';
import { CompanySelect } from '../common/CompanySelect';
import { NoticeBar } from '../common/NoticeBar';
import { LoadContent } from '../common/LoadContent';
import type { LeaverRow, LeaversPresenter, LeaversState } from './leavers-presenter';

/** Liquidaciones: the leavers of a year, each settlement's amounts and its document. */
export function LeaversView({
  presenter,
  state,
  onPay,
}: {
  presenter: LeaversPresenter;
  state: LeaversState;
  /** Opens «Pagar liquidación» for the chosen company. */
  onPay?: () => void;
}) {
  const { t } = useTranslation();
  const table = state.table;
  const money = (field: keyof LeaverRow, headerName: string) =>
    amountColumn<LeaverRow>(field, headerName, 130);
  // The documents' actions come right after the name: the dates, the state and the amounts follow.
  const columns: GridColDef<LeaverRow>[] = [
    { field: 'document', headerName: t('months.leavers.columns.document'), minWidth: 110 },
    { field: 'name', headerName: t('months.leavers.columns.name'), flex: 2, minWidth: 200 },
    ...(state.canExport
      ? [
          {
            field: 'actions',
            headerName: t('months.leavers.columns.actions'),
            sortable: false,
            minWidth: 120,
            renderCell: ({ row }) =>
              state.downloading === row.document ? (
                <CircularProgress size={16} aria-label={t('months.leavers.downloading')} />
              ) : (
                <>
                  <Tooltip title={t('months.leavers.pdf', { name: row.name })}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t('months.leavers.pdf', { name: row.name })}
                        onClick={() => void presenter.download(row)}
                        disabled={state.downloading !== null}
                      >
                        <PictureAsPdfIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('months.leavers.certificate', { name: row.name })}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t('months.leavers.certificate', { name: row.name })}
                        onClick={() => void presenter.downloadCertificate(row)}
                        disabled={state.downloading !== null}
                      >
                        <ReceiptLongIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </>
              ),
          } satisfies GridColDef<LeaverRow>,
        ]
      : []),
    { field: 'endDate', headerName: t('months.leavers.columns.endDate'), minWidth: 110 },
    { field: 'due', headerName: t('months.leavers.columns.due'), minWidth: 140 },
    {
      field: 'state',
      headerName: t('months.leavers.columns.state'),
      minWidth: 160,
      flex: 1,
      valueGetter: (_v, r) => r.provisional || r.state,
    },
    { field: 'hireDate', headerName: t('months.leavers.columns.hireDate'), minWidth: 110 },
    { field: 'service', headerName: t('months.leavers.columns.service'), minWidth: 200, flex: 1.2 },
    money('cts', t('months.leavers.columns.cts')),
    money('paid', t('months.leavers.columns.paid')),
    money('total', t('months.leavers.columns.total')),
    money('tax', t('months.leavers.columns.tax')),
    money('net', t('months.leavers.columns.net')),
    money('payable', t('months.leavers.columns.payable')),
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('months.leavers.intro')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('months.leavers.year')}
          value={state.year}
          onChange={(e) => presenter.setYear(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 130 }}
        />
        {state.canExport && state.companies.length > 0 && (
          <>
            <CompanySelect
              label={t('months.leavers.company')}
              value={state.company}
              companies={state.companies}
              onChoose={(ruc) => presenter.chooseCompany(ruc)}
            />
            <Tooltip title={t('months.leavers.payHint')}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<AccountBalanceIcon />}
                  disabled={state.company === ''}
                  onClick={() => onPay?.()}
                >
                  {t('months.leavers.pay')}
                </Button>
              </span>
            </Tooltip>
          </>
        )}
      </Stack>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <LoadContent
        state={table}
        loadingLabel={t('months.leavers.loading')}
        onRetry={() => void presenter.load()}
      >
        {(ready) =>
          ready.rows.length === 0 ? (
            <Alert severity="info">{t('months.leavers.empty')}</Alert>
          ) : (
            <LocalGrid
              label={t('months.leavers.tableLabel')}
              rows={ready.rows}
              columns={columns}
              pageSize={25}
            />
          )
        }
      </LoadContent>
    </>
  );
}
