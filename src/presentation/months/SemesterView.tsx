import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { Ready } from '../common/load-presenter';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LocalGrid } from '../common/LocalGrid';
import { CompanySelect } from '../common/CompanySelect';
import { NoticeBar } from '../common/NoticeBar';
import { LoadContent } from '../common/LoadContent';
import {
  SEMESTER_CHOICES,
  type SemesterChoice,
  type SemesterPresenter,
  type SemesterRow,
  type SemesterState,
} from './semester-presenter';

/**
 * The statement's columns: each month, then the bonus (gratificación) or the CTS to deposit; a CTS with
 * court-order withholdings adds what they withheld and the CTS then deposited.
 */
function semesterColumns(table: Ready<SemesterState['table']>, t: TFunction): GridColDef<SemesterRow>[] {
  const money = (
    field: keyof SemesterRow,
    headerName: string,
    minWidth: number,
  ): GridColDef<SemesterRow> => ({
    field,
    headerName,
    align: 'right',
    headerAlign: 'right',
    minWidth,
  });
  return [
    { field: 'document', headerName: t('months.semester.columns.document'), minWidth: 110 },
    { field: 'name', headerName: t('months.semester.columns.name'), flex: 2, minWidth: 220 },
    ...table.monthLabels.map((label, i): GridColDef<SemesterRow> => ({
      field: `m${i}`,
      headerName: label,
      align: 'right',
      headerAlign: 'right',
      minWidth: 120,
      flex: 1,
      valueGetter: (_v, row) => row.months[i],
    })),
    ...(table.withBonus
      ? [
          money('bonus', t('months.semester.columns.bonus'), 120),
          money('bonusExtra', t('months.semester.columns.bonusExtra'), 140),
        ]
      : []),
    money(
      'total',
      table.withBonus
        ? t('months.semester.columns.total')
        : table.withWithheld
          ? t('months.semester.columns.ctsSemester')
          : t('months.semester.columns.cts'),
      130,
    ),
    ...(table.withWithheld
      ? [
          money('withheld', t('months.semester.columns.withheld'), 150),
          money('deposit', t('months.semester.columns.deposit'), 130),
        ]
      : []),
  ];
}

/** The semester statements: pick one and its year, see each worker's months and total, download it. */
export function SemesterView({
  presenter,
  state,
  onDeposit,
}: {
  presenter: SemesterPresenter;
  state: SemesterState;
  /** Opens the CTS deposit's bank file dialog for the chosen company. */
  onDeposit?: (target: { period: string; ruc: string; company: string }) => void;
}) {
  const { t } = useTranslation();
  const table = state.table;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('months.semester.choice')}
          value={state.choice}
          onChange={(e) => presenter.choose(e.target.value as SemesterChoice)}
          sx={{ minWidth: 260 }}
        >
          {SEMESTER_CHOICES.map((c) => (
            <MenuItem key={c.key} value={c.key}>
              {t(`months.semester.choices.${c.key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('months.semester.year')}
          value={state.year}
          onChange={(e) => presenter.setYear(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 110 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {state.deposit && onDeposit && (
          <>
            {state.deposit.companies.length > 1 && (
              <CompanySelect
                label={t('months.semester.depositCompany')}
                value={state.deposit.ruc}
                companies={state.deposit.companies}
                onChoose={(ruc) => presenter.chooseDepositCompany(ruc)}
              />
            )}
            <Button
              variant="outlined"
              startIcon={<AccountBalanceIcon />}
              onClick={() => {
                const target = presenter.depositTarget();
                if (target) onDeposit(target);
              }}
            >
              {t('months.semester.deposit')}
            </Button>
          </>
        )}
        {state.canExport && (
          <Button
            variant="outlined"
            startIcon={
              state.downloading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />
            }
            onClick={() => void presenter.download()}
            disabled={state.downloading || table.kind !== 'ready'}
          >
            {t('months.semester.download')}
          </Button>
        )}
      </Stack>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <LoadContent
        state={table}
        loadingLabel={t('months.semester.loading')}
        onRetry={() => void presenter.load()}
      >
        {(ready) => (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {ready.title}
            </Typography>
            {ready.pending && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {ready.pending}
              </Alert>
            )}
            {ready.rows.length === 0 ? (
              <Alert severity="info">{t('months.semester.empty')}</Alert>
            ) : (
              <>
                <LocalGrid
                  label={t('months.semester.tableLabel')}
                  rows={ready.rows}
                  columns={semesterColumns(ready, t)}
                  fitted
                />
                <Typography variant="body2" sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>
                  {t('months.semester.total', { total: ready.total })}
                </Typography>
              </>
            )}
          </>
        )}
      </LoadContent>
    </>
  );
}
