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
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayrollReport, ReportRow, ReportTotal } from '../../domain/payroll-report/report';
import { formatAmount } from '../../domain/shared/decimal-text';
import { DataTable, type TableColumn } from '../common/DataTable';
import { FittedBox } from '../common/FittedBox';
import { RetryAlert } from '../common/RetryAlert';
import { SearchField } from '../common/SearchField';
import type { PeriodOption, ReportPresenter, ReportScreenState } from './report-presenter';

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

function columnsOf(report: PayrollReport, company: boolean, t: TFunction): GridColDef<ReportRow>[] {
  return [
    ...(company ? [{ field: 'companyName', headerName: t('payrollReport.company'), width: 200 }] : []),
    { field: 'document', headerName: t('payrollReport.columns.document'), width: 100 },
    { field: 'name', headerName: t('payrollReport.columns.name'), width: 230 },
    { field: 'position', headerName: t('payrollReport.columns.position'), width: 130 },
    {
      field: 'vesselName',
      headerName: t('payrollReport.columns.vessel'),
      width: 150,
      valueGetter: (_v, row) => (row.vessel === '' ? t('payrollReport.onLand') : row.vesselName),
    },
    {
      field: 'days',
      headerName: t('payrollReport.columns.days'),
      type: 'number',
      width: 70,
      valueGetter: (_v, row) => row.daysOnBoard + row.daysOnLand,
    },
    ...report.columns.map((c) => money(`amount:${c.key}`, c.label, (r) => r.amounts[c.key] ?? '')),
    money('gross', t('payrollReport.columns.gross'), (r) => r.gross),
    money('deductions', t('payrollReport.columns.deductions'), (r) => r.deductions),
    money('net', t('payrollReport.columns.net'), (r) => r.net),
    money('employer', t('payrollReport.columns.employer'), (r) => r.employer),
  ];
}

type Props = {
  presenter: ReportPresenter;
  state: ReportScreenState;
  /** Opens the Table 22 mapping of the PLAME. */
  onShowCodes?: () => void;
  /** Opens the week's bank payment file of a company. */
  onBankPayment?: (payment: { weekId: number; ruc: string; company: string }) => void;
};

/** The payroll report screen: period and filters, downloads, the rows (virtualised) and the totals. */
export function ReportView(props: Props) {
  const { t } = useTranslation();
  const { presenter, state } = props;
  const report = state.report.kind === 'ready' ? state.report.report : null;

  if (state.periods.kind === 'loading') return <LinearProgress aria-label={t('payrollReport.loading')} />;
  if (state.periods.kind === 'failed')
    return <RetryAlert onRetry={() => void presenter.loadPeriods()}>{state.periods.message}</RetryAlert>;
  if (state.periods.weeks.length === 0) return <Alert severity="info">{t('payrollReport.noPeriods')}</Alert>;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ReportFilters presenter={presenter} state={state} periods={state.periods} />
          {state.canExport && <ReportDownloads {...props} ready={report !== null} />}
          {props.onShowCodes && (
            <Button size="small" onClick={props.onShowCodes}>
              {t('payrollReport.codes')}
            </Button>
          )}
        </Stack>
        {state.downloading !== null && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress aria-label={t('payrollReport.downloadingLabel')} />
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
              {state.downloaded === 0
                ? t('payrollReport.downloadPreparing')
                : t('payrollReport.downloadReceived', { size: (state.downloaded / 1_000_000).toFixed(1) })}
            </Typography>
          </Box>
        )}
      </Paper>
      {state.downloadError !== '' && (
        <Alert severity="error">
          {state.downloadError}
          {state.filingProblems.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('payrollReport.problems')}>
              {state.filingProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {state.reopened !== '' && <Alert severity="warning">{state.reopened}</Alert>}
      {state.report.kind === 'idle' && (
        <Typography color="text.secondary">{t('payrollReport.choose')}</Typography>
      )}
      {state.report.kind === 'failed' && (
        <RetryAlert onRetry={() => void presenter.retry()}>{state.report.message}</RetryAlert>
      )}
      {(state.report.kind === 'loading' || report) && (
        <ReportGrid
          report={report}
          loading={state.report.kind === 'loading'}
          company={state.companies.length > 1}
        />
      )}
      {report && <Totals report={report} />}
    </Stack>
  );
}

/** A select of the report's filters (period, company, vessel). */
function FilterSelect({
  id,
  label,
  value,
  minWidth,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  minWidth: number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </FormControl>
  );
}

function options<O extends { value: string; label: string }>(
  list: readonly O[],
  key: (o: O) => string = (o) => o.value,
) {
  return list.map((o) => (
    <MenuItem key={key(o)} value={o.value}>
      {o.label}
    </MenuItem>
  ));
}

/** The company's or the vessel's filter: «all» (the empty value) first, then the period's choices. */
function NarrowingSelect({
  name,
  value,
  onChange,
  children,
}: {
  name: 'company' | 'vessel';
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      id={`report-${name}`}
      label={t(`payrollReport.${name}`)}
      value={value}
      minWidth={220}
      onChange={onChange}
    >
      <MenuItem value="">{t('payrollReport.all')}</MenuItem>
      {children}
    </FilterSelect>
  );
}

/** The period (closed weeks, then months), the company, the vessel and the search. */
function ReportFilters({
  presenter,
  state,
  periods,
}: {
  presenter: ReportPresenter;
  state: ReportScreenState;
  periods: { readonly weeks: readonly PeriodOption[]; readonly months: readonly PeriodOption[] };
}) {
  const { t } = useTranslation();
  const vessels = state.vessels.filter((v) => state.company === '' || v.company === state.company);
  return (
    <>
      <FilterSelect
        id="report-period"
        label={t('payrollReport.period')}
        value={state.period}
        minWidth={320}
        onChange={(v) => void presenter.choosePeriod(v)}
      >
        <ListSubheader>{t('payrollReport.weeks')}</ListSubheader>
        {options(periods.weeks)}
        <ListSubheader>{t('payrollReport.months')}</ListSubheader>
        {options(periods.months)}
      </FilterSelect>
      <NarrowingSelect name="company" value={state.company} onChange={(v) => void presenter.chooseCompany(v)}>
        {options(state.companies)}
      </NarrowingSelect>
      <NarrowingSelect name="vessel" value={state.vessel} onChange={(v) => void presenter.chooseVessel(v)}>
        {options(vessels, (v) => `${v.company ?? ''}|${v.value}`)}
      </NarrowingSelect>
      <SearchField
        label={t('payrollReport.search')}
        value={state.search}
        onChange={(text) => presenter.typeSearch(text)}
        onSubmit={() => void presenter.searchNow()}
      />
    </>
  );
}

/** The downloads (with `exportar`): the workbook and the PDF; a week's payslips and bank file; a month's filings. */
function ReportDownloads({ presenter, state, onBankPayment, ready }: Props & { ready: boolean }) {
  const { t } = useTranslation();
  const isWeek = state.period.startsWith('semana:');
  const isMonth = state.period.startsWith('mes:');
  const disabled = state.downloading !== null || !ready;
  const download = (label: string, onClick: () => void) => (
    <Button
      key={label}
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
      {download(t('payrollReport.xlsx'), () => void presenter.downloadWorkbook())}
      {download(t('payrollReport.pdf'), () => void presenter.downloadPdf())}
      {isWeek && download(t('payrollReport.zip'), () => void presenter.downloadPayslips())}
      {isWeek &&
        onBankPayment &&
        download(t('payrollReport.bank'), () => {
          const payment = presenter.bankPayment();
          if (payment) onBankPayment(payment);
        })}
      {isMonth && download(t('payrollReport.plame'), () => void presenter.downloadPlame())}
      {isMonth && download(t('payrollReport.afpnet'), () => void presenter.downloadAfpnet())}
      {isMonth && download(t('payrollReport.afpnetWorkbook'), () => void presenter.downloadAfpnetWorkbook())}
    </Stack>
  );
}

/** The report's rows (virtualised), under its title. */
function ReportGrid({
  report,
  loading,
  company,
}: {
  report: PayrollReport | null;
  loading: boolean;
  /** More than one company: a column names each row's. */
  company: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => (report ? columnsOf(report, company, t) : []), [report, company, t]);
  return (
    <Paper variant="outlined">
      {report && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
          {report.title}
        </Typography>
      )}
      <FittedBox>
        <DataGrid
          aria-label={t('payrollReport.grid')}
          rows={report?.rows ?? []}
          columns={columns}
          loading={loading}
          density="compact"
          disableColumnMenu
          disableRowSelectionOnClick
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={{
            ...esES.components.MuiDataGrid.defaultProps.localeText,
            noRowsLabel: t('payrollReport.empty'),
          }}
          sx={{ border: 0 }}
        />
      </FittedBox>
    </Paper>
  );
}

const totalColumns = (t: TFunction): readonly TableColumn<ReportTotal>[] => [
  { key: 'label', header: t('payrollReport.group'), rowHeader: true, strong: true, cell: (r) => r.label },
  { key: 'workers', header: t('payrollReport.workers'), align: 'right', cell: (r) => r.workers },
  {
    key: 'gross',
    header: t('payrollReport.columns.gross'),
    align: 'right',
    cell: (r) => formatAmount(r.gross),
  },
  {
    key: 'deductions',
    header: t('payrollReport.columns.deductions'),
    align: 'right',
    cell: (r) => formatAmount(r.deductions),
  },
  {
    key: 'net',
    header: t('payrollReport.columns.net'),
    align: 'right',
    strong: true,
    cell: (r) => formatAmount(r.net),
  },
  {
    key: 'employer',
    header: t('payrollReport.columns.employer'),
    align: 'right',
    cell: (r) => formatAmount(r.employer),
  },
];

/** The totals by vessel, by company and in general. */
function Totals({ report }: { report: PayrollReport }) {
  const { t } = useTranslation();
  const columns = useMemo(() => totalColumns(t), [t]);
  const rows: { total: ReportTotal; strong: boolean }[] = [
    ...report.companyTotals.flatMap((company) => [
      ...report.vesselTotals
        .filter((v) => v.companyRuc === company.companyRuc)
        .map((total) => ({ total, strong: false })),
      { total: company, strong: true },
    ]),
    { total: report.total, strong: true },
  ];
  const strong = new Set(rows.filter((r) => r.strong).map((r) => r.total));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-totals">
      <Typography
        id="report-totals"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, px: 2, pt: 1.5 }}
      >
        {t('payrollReport.totals')}
      </Typography>
      <DataTable
        labelledBy="report-totals"
        columns={columns}
        rows={rows.map((r) => r.total)}
        rowKey={(r) => `${r.companyRuc}|${r.vessel}|${r.label}`}
        strong={(r) => strong.has(r)}
      />
    </Paper>
  );
}
