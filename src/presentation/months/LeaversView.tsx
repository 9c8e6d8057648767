import { useTranslation } from 'react-i18next';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { amountColumn, LocalGrid } from '../common/LocalGrid';
import { NoticeBar } from '../common/NoticeBar';
import { RetryAlert } from '../common/RetryAlert';
import type { LeaverRow, LeaversPresenter, LeaversState } from './leavers-presenter';

export const LEAVERS_TEXTS = {
  intro:
    'Trabajadores con fecha de cese en el año: la CTS trunca por depositar, lo que las planillas mensuales ya pagaron de gratificación y vacaciones, las vacaciones no gozadas y la indemnización vacacional, la renta de quinta y el neto. La liquidación se paga dentro de las 48 horas siguientes al cese.',
  company: 'Empresa que paga',
  pay: 'Pagar liquidación',
  payHint:
    'Archivo del banco con el neto de las liquidaciones definitivas de la empresa (las provisionales quedan fuera).',
  year: 'Año de cese',
  tableLabel: 'Liquidaciones',
  empty: 'Ningún trabajador tiene fecha de cese en ese año.',
  pdf: (name: string) => `Liquidación de ${name} (PDF)`,
  certificate: (name: string) => `Certificado de rentas y retenciones de ${name} (PDF)`,
  downloading: 'Descargando el documento',
} as const;

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
    { field: 'document', headerName: 'Documento', minWidth: 110 },
    { field: 'name', headerName: 'Nombre', flex: 2, minWidth: 200 },
    ...(state.canExport
      ? [
          {
            field: 'actions',
            headerName: 'Documento',
            sortable: false,
            minWidth: 120,
            renderCell: ({ row }) =>
              state.downloading === row.document ? (
                <CircularProgress size={16} aria-label={LEAVERS_TEXTS.downloading} />
              ) : (
                <>
                  <Tooltip title={LEAVERS_TEXTS.pdf(row.name)}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={LEAVERS_TEXTS.pdf(row.name)}
                        onClick={() => void presenter.download(row)}
                        disabled={state.downloading !== null}
                      >
                        <PictureAsPdfIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={LEAVERS_TEXTS.certificate(row.name)}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={LEAVERS_TEXTS.certificate(row.name)}
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
    { field: 'endDate', headerName: 'Cese', minWidth: 110 },
    { field: 'due', headerName: 'Vence', minWidth: 140 },
    {
      field: 'state',
      headerName: 'Estado',
      minWidth: 160,
      flex: 1,
      valueGetter: (_v, r) => r.provisional || r.state,
    },
    { field: 'hireDate', headerName: 'Ingreso', minWidth: 110 },
    { field: 'service', headerName: 'Tiempo de servicios', minWidth: 200, flex: 1.2 },
    money('cts', 'CTS trunca por depositar'),
    money('paid', 'Pagado en planillas'),
    money('total', 'Total'),
    money('tax', 'Renta de quinta'),
    money('net', 'Neto'),
    money('payable', 'A pagar al trabajador'),
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {LEAVERS_TEXTS.intro}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={LEAVERS_TEXTS.year}
          value={state.year}
          onChange={(e) => presenter.setYear(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 130 }}
        />
        {state.canExport && state.companies.length > 0 && (
          <>
            <TextField
              select
              size="small"
              label={LEAVERS_TEXTS.company}
              value={state.company}
              onChange={(e) => presenter.chooseCompany(e.target.value)}
              sx={{ minWidth: 240 }}
            >
              {state.companies.map((c) => (
                <MenuItem key={c.ruc} value={c.ruc}>
                  {c.legalName}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={LEAVERS_TEXTS.payHint}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<AccountBalanceIcon />}
                  disabled={state.company === ''}
                  onClick={() => onPay?.()}
                >
                  {LEAVERS_TEXTS.pay}
                </Button>
              </span>
            </Tooltip>
          </>
        )}
      </Stack>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      {table.kind === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('months.leavers.loading')} />
        </Box>
      )}
      {table.kind === 'failed' && (
        <RetryAlert onRetry={() => void presenter.load()}>{table.message}</RetryAlert>
      )}
      {table.kind === 'ready' &&
        (table.rows.length === 0 ? (
          <Alert severity="info">{LEAVERS_TEXTS.empty}</Alert>
        ) : (
          <LocalGrid label={LEAVERS_TEXTS.tableLabel} rows={table.rows} columns={columns} pageSize={25} />
        ))}
    </>
  );
}
