import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  LinearProgress,
  ListSubheader,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import type { PayrollReport, ReportRow, ReportTotal } from '../../domain/payroll-report/report';
import { formatAmount } from '../../domain/shared/decimal-text';
import { RetryAlert } from '../common/RetryAlert';
import { SearchField } from '../common/SearchField';
import type { ReportPresenter, ReportScreenState } from './report-presenter';

export const REPORT_TEXTS = {
  period: 'Periodo',
  weeks: 'Semanas cerradas',
  months: 'Meses',
  company: 'Empresa',
  vessel: 'Embarcación',
  all: 'Todas',
  search: 'Buscar por documento o nombre',
  xlsx: 'Excel (.xlsx)',
  pdf: 'PDF',
  zip: 'Boletas (.zip)',
  plame: 'PLAME (.zip)',
  afpnet: 'AFPnet (.txt)',
  afpnetWorkbook: 'AFPnet (Excel)',
  codes: 'Códigos SUNAT (tabla 22)',
  bank: 'Pago al banco (.txt)',
  noPeriods: 'Aún no hay semanas cerradas: el reporte de planilla sale de las semanas cerradas.',
  choose: 'Elija una semana o un mes.',
  empty: 'Ningún trabajador cumple los filtros.',
  totals: 'Totales',
  grid: 'Reporte de planilla',
  workers: 'Trabajadores',
  group: 'Embarcación o empresa',
  loading: 'Cargando el reporte…',
} as const;

const HEADS = {
  document: 'Documento',
  name: 'Apellidos y nombres',
  position: 'Cargo',
  vessel: 'Embarcación',
  days: 'Días',
  gross: 'Total ingresos',
  deductions: 'Total descuentos',
  net: 'Neto a pagar',
  employer: 'Aportes del empleador',
} as const;

const money = (
  field: string,
  headerName: string,
  value: (r: ReportRow) => string,
): GridColDef<ReportRow> => ({
  field,
  headerName,
  type: 'number',
  width: 130,
  valueGetter: (_v, row) => Number(value(row) || 0),
  renderCell: ({ row }) => formatAmount(value(row)),
});

function columnsOf(report: PayrollReport, company: boolean): GridColDef<ReportRow>[] {
  return [
    ...(company ? [{ field: 'companyName', headerName: REPORT_TEXTS.company, width: 200 }] : []),
    { field: 'document', headerName: HEADS.document, width: 100 },
    { field: 'name', headerName: HEADS.name, width: 230 },
    { field: 'position', headerName: HEADS.position, width: 130 },
    {
      field: 'vesselName',
      headerName: HEADS.vessel,
      width: 150,
      valueGetter: (_v, row) => (row.vessel === '' ? 'En tierra' : row.vesselName),
    },
    {
      field: 'days',
      headerName: HEADS.days,
      type: 'number',
      width: 70,
      valueGetter: (_v, row) => row.daysOnBoard + row.daysOnLand,
    },
    ...report.columns.map((c) => money(`amount:${c.key}`, c.label, (r) => r.amounts[c.key] ?? '')),
    money('gross', HEADS.gross, (r) => r.gross),
    money('deductions', HEADS.deductions, (r) => r.deductions),
    money('net', HEADS.net, (r) => r.net),
    money('employer', HEADS.employer, (r) => r.employer),
  ];
}

/** The payroll report screen: period and filters, downloads, the rows (virtualised) and the totals. */
export function ReportView({
  presenter,
  state,
  onShowCodes,
  onBankPayment,
}: {
  presenter: ReportPresenter;
  state: ReportScreenState;
  /** Opens the Table 22 mapping of the PLAME. */
  onShowCodes?: () => void;
  /** Opens the week's bank payment file of a company. */
  onBankPayment?: (payment: { weekId: number; ruc: string; company: string }) => void;
}) {
  const report = state.report.kind === 'ready' ? state.report.report : null;
  const columns = useMemo(
    () => (report ? columnsOf(report, state.companies.length > 1) : []),
    [report, state.companies.length],
  );
  const vessels = state.vessels.filter((v) => state.company === '' || v.company === state.company);
  const isWeek = state.period.startsWith('semana:');
  const isMonth = state.period.startsWith('mes:');
  const busy = state.downloading !== null;

  if (state.periods.kind === 'loading') return <LinearProgress aria-label={REPORT_TEXTS.loading} />;
  if (state.periods.kind === 'failed')
    return <RetryAlert onRetry={() => void presenter.loadPeriods()}>{state.periods.message}</RetryAlert>;
  if (state.periods.weeks.length === 0) return <Alert severity="info">{REPORT_TEXTS.noPeriods}</Alert>;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 320 }}>
            <InputLabel id="report-period">{REPORT_TEXTS.period}</InputLabel>
            <Select
              labelId="report-period"
              label={REPORT_TEXTS.period}
              value={state.period}
              onChange={(e) => void presenter.choosePeriod(e.target.value)}
            >
              <ListSubheader>{REPORT_TEXTS.weeks}</ListSubheader>
              {state.periods.weeks.map((p) => (
                <MenuItem key={p.value} value={p.value}>
                  {p.label}
                </MenuItem>
              ))}
              <ListSubheader>{REPORT_TEXTS.months}</ListSubheader>
              {state.periods.months.map((p) => (
                <MenuItem key={p.value} value={p.value}>
                  {p.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="report-company">{REPORT_TEXTS.company}</InputLabel>
            <Select
              labelId="report-company"
              label={REPORT_TEXTS.company}
              value={state.company}
              onChange={(e) => void presenter.chooseCompany(e.target.value)}
            >
              <MenuItem value="">{REPORT_TEXTS.all}</MenuItem>
              {state.companies.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="report-vessel">{REPORT_TEXTS.vessel}</InputLabel>
            <Select
              labelId="report-vessel"
              label={REPORT_TEXTS.vessel}
              value={state.vessel}
              onChange={(e) => void presenter.chooseVessel(e.target.value)}
            >
              <MenuItem value="">{REPORT_TEXTS.all}</MenuItem>
              {vessels.map((v) => (
                <MenuItem key={`${v.company ?? ''}|${v.value}`} value={v.value}>
                  {v.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <SearchField
            label={REPORT_TEXTS.search}
            value={state.search}
            onChange={(text) => presenter.typeSearch(text)}
            onSubmit={() => void presenter.searchNow()}
          />
          {state.canExport && (
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              <Button
                variant="outlined"
                startIcon={<FileDownloadIcon />}
                disabled={busy || !report}
                onClick={() => void presenter.downloadWorkbook()}
              >
                {REPORT_TEXTS.xlsx}
              </Button>
              <Button
                variant="outlined"
                startIcon={<FileDownloadIcon />}
                disabled={busy || !report}
                onClick={() => void presenter.downloadPdf()}
              >
                {REPORT_TEXTS.pdf}
              </Button>
              {isWeek && (
                <Button
                  variant="outlined"
                  startIcon={<FileDownloadIcon />}
                  disabled={busy || !report}
                  onClick={() => void presenter.downloadPayslips()}
                >
                  {REPORT_TEXTS.zip}
                </Button>
              )}
              {isWeek && onBankPayment && (
                <Button
                  variant="outlined"
                  startIcon={<FileDownloadIcon />}
                  disabled={busy || !report}
                  onClick={() => {
                    const payment = presenter.bankPayment();
                    if (payment) onBankPayment(payment);
                  }}
                >
                  {REPORT_TEXTS.bank}
                </Button>
              )}
              {isMonth && (
                <>
                  <Button
                    variant="outlined"
                    startIcon={<FileDownloadIcon />}
                    disabled={busy || !report}
                    onClick={() => void presenter.downloadPlame()}
                  >
                    {REPORT_TEXTS.plame}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<FileDownloadIcon />}
                    disabled={busy || !report}
                    onClick={() => void presenter.downloadAfpnet()}
                  >
                    {REPORT_TEXTS.afpnet}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<FileDownloadIcon />}
                    disabled={busy || !report}
                    onClick={() => void presenter.downloadAfpnetWorkbook()}
                  >
                    {REPORT_TEXTS.afpnetWorkbook}
                  </Button>
                </>
              )}
            </Stack>
          )}
          {onShowCodes && (
            <Button size="small" onClick={onShowCodes}>
              {REPORT_TEXTS.codes}
            </Button>
          )}
        </Stack>
        {busy && <LinearProgress sx={{ mt: 1 }} />}
      </Paper>
      {state.downloadError !== '' && (
        <Alert severity="error">
          {state.downloadError}
          {state.filingProblems.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label="Datos por corregir">
              {state.filingProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {state.reopened !== '' && <Alert severity="warning">{state.reopened}</Alert>}
      {state.report.kind === 'idle' && <Typography color="text.secondary">{REPORT_TEXTS.choose}</Typography>}
      {state.report.kind === 'failed' && (
        <RetryAlert onRetry={() => void presenter.retry()}>{state.report.message}</RetryAlert>
      )}
      {(state.report.kind === 'loading' || report) && (
        <Paper variant="outlined">
          {report && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
              {report.title}
            </Typography>
          )}
          <Box sx={{ height: 560 }}>
            <DataGrid
              aria-label={REPORT_TEXTS.grid}
              rows={report?.rows ?? []}
              columns={columns}
              loading={state.report.kind === 'loading'}
              density="compact"
              disableColumnMenu
              disableRowSelectionOnClick
              initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
              pageSizeOptions={[25, 50, 100]}
              localeText={{
                ...esES.components.MuiDataGrid.defaultProps.localeText,
                noRowsLabel: REPORT_TEXTS.empty,
              }}
              sx={{ border: 0 }}
            />
          </Box>
        </Paper>
      )}
      {report && <Totals report={report} />}
    </Stack>
  );
}

function Totals({ report }: { report: PayrollReport }) {
  const rows: { total: ReportTotal; strong: boolean }[] = [
    ...report.companyTotals.flatMap((company) => [
      ...report.vesselTotals
        .filter((v) => v.companyRuc === company.companyRuc)
        .map((total) => ({ total, strong: false })),
      { total: company, strong: true },
    ]),
    { total: report.total, strong: true },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-totals">
      <Typography
        id="report-totals"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, px: 2, pt: 1.5 }}
      >
        {REPORT_TEXTS.totals}
      </Typography>
      <Table size="small" aria-labelledby="report-totals">
        <TableHead>
          <TableRow>
            <TableCell>{REPORT_TEXTS.group}</TableCell>
            <TableCell align="right">{REPORT_TEXTS.workers}</TableCell>
            <TableCell align="right">{HEADS.gross}</TableCell>
            <TableCell align="right">{HEADS.deductions}</TableCell>
            <TableCell align="right">{HEADS.net}</TableCell>
            <TableCell align="right">{HEADS.employer}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ total, strong }) => (
            <TableRow key={`${total.companyRuc}|${total.vessel}|${total.label}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 600 : 400 }}>
                {total.label}
              </TableCell>
              <TableCell align="right">{total.workers}</TableCell>
              <TableCell align="right">{formatAmount(total.gross)}</TableCell>
              <TableCell align="right">{formatAmount(total.deductions)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: strong ? 600 : 400 }}>
                {formatAmount(total.net)}
              </TableCell>
              <TableCell align="right">{formatAmount(total.employer)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
