import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalGrid } from '../common/LocalGrid';
import { MONTH_CYCLE } from '../../domain/months/month';
import { DataTable, type TableColumn } from '../common/DataTable';
import { DetailFrame } from '../common/DetailFrame';
import { PeriodBanners, PeriodDialogs, PeriodHeader } from '../common/period-cycle/PeriodParts';
import { SearchField } from '../common/SearchField';
import { MONTH_STATE_CHIPS } from './month-format';
import type {
  MonthDiffRow,
  MonthPageState,
  MonthPresenter,
  MonthSection,
  MonthWorkerRow,
} from './month-presenter';

/** Another feature's section of the month's page: how it is made for a month, and how it shows. */
export interface MonthSectionParts<S extends MonthSection> {
  readonly create: (monthKey: string, reload: () => void) => S;
  readonly render: (section: S) => ReactNode;
}

const DIFF_FIELDS = [
  ['gross', 'Bruto'],
  ['vacation', 'Vacaciones'],
  ['bonus', 'Gratificación'],
  ['bonusExtra', 'Bonif. extraordinaria'],
  ['cts', 'CTS'],
  ['familyAllowance', 'Asignación familiar'],
  ['incomeTax', 'Renta'],
  ['payable', 'Neto mensual'],
] as const;

const DIFF_COLUMNS: readonly TableColumn<MonthDiffRow>[] = [
  { key: 'worker', header: 'Trabajador', cell: (d) => `${d.name} (${d.document})` },
  ...DIFF_FIELDS.map(([field, label]): TableColumn<MonthDiffRow> => ({
    key: field,
    header: label,
    align: 'right',
    cell: (d) => d.changes[field],
  })),
];

const amount = (field: keyof MonthWorkerRow, headerName: string): GridColDef<MonthWorkerRow> => ({
  field,
  headerName,
  align: 'right',
  headerAlign: 'right',
  minWidth: 120,
  flex: 1,
  sortComparator: (a: string, b: string) => Number(a.replace(/,/g, '')) - Number(b.replace(/,/g, '')),
});

/** The month's workers: the name opens the worker's traced month. */
const workerColumns = <S extends MonthSection>(
  presenter: MonthPresenter<S>,
): GridColDef<MonthWorkerRow>[] => [
  { field: 'document', headerName: 'Documento', minWidth: 110 },
  {
    field: 'name',
    headerName: 'Nombre',
    flex: 2,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Link
        component="button"
        variant="body2"
        onClick={() => void presenter.openBreakdown(row)}
        aria-label={`Detalle de ${row.name}`}
        sx={{ fontWeight: row.changed ? 600 : undefined }}
      >
        {row.name}
      </Link>
    ),
  },
  { field: 'weeks', headerName: 'Semanas', type: 'number', minWidth: 90 },
  amount('gross', 'Bruto de las semanas'),
  amount('vacation', 'Vacaciones'),
  amount('bonus', 'Gratificación'),
  amount('bonusExtra', 'Bonif. extraordinaria'),
  amount('cts', 'CTS'),
  amount('familyAllowance', 'Asignación familiar'),
  amount('pensionAdjustment', 'Ajuste de pensión'),
  amount('incomeTax', 'Renta 5.ª'),
  amount('payable', 'Neto mensual'),
  amount('carried', 'A descontar en la semana'),
];

/** One payroll month: header and actions, its weeks, each worker's month, the diff after a reopening. */
export function MonthView<S extends MonthSection>({
  presenter,
  state,
  renderSection,
  closed,
  onBack,
}: {
  presenter: MonthPresenter<S>;
  state: MonthPageState;
  renderSection?: ((section: S) => ReactNode) | undefined;
  /** What a closed month shows after its workers (another feature's: its deliveries). */
  closed?: ReactNode;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DetailFrame
      state={state}
      backLabel={t('months.view.back')}
      loadingLabel={t('months.view.loading')}
      onBack={onBack}
      onRetry={() => void presenter.load()}
    >
      {() =>
        state.kind === 'ready' && (
          <LoadedMonth presenter={presenter} state={state} closed={closed}>
            {presenter.section && renderSection?.(presenter.section)}
          </LoadedMonth>
        )
      }
    </DetailFrame>
  );
}

/** The page once it is loaded. */
function LoadedMonth<S extends MonthSection>({
  presenter,
  state,
  closed,
  children,
}: {
  presenter: MonthPresenter<S>;
  state: Extract<MonthPageState, { kind: 'ready' }>;
  /** Shown after the workers while the month is closed. */
  closed?: ReactNode;
  /** Another feature's section, after the workers. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { header } = state;
  return (
    <>
      <PeriodHeader
        id="month-title"
        title={header.title}
        stateLabel={header.stateLabel}
        chip={MONTH_STATE_CHIPS[header.state]}
        lines={header.weeks}
        changed={header.changed}
        presenter={presenter}
        state={state}
        closedPeriod={header.state === 'cerrado'}
        closeShown={state.can.editar && header.state !== 'cerrado'}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}
          aria-label={t('months.view.weeksLabel')}
        >
          {state.weeks.map((w) => (
            <Chip
              key={w.id}
              size="small"
              variant="outlined"
              color={w.closed ? 'default' : 'primary'}
              label={`${w.name}: ${w.stateLabel.toLowerCase()}`}
            />
          ))}
        </Stack>
      </PeriodHeader>
      <PeriodBanners
        presenter={presenter}
        state={state}
        alerts={[
          state.openWeeks !== null && { severity: 'warning', text: state.openWeeks },
          header.reopened !== null && { severity: 'warning', text: header.reopened },
          state.hint !== null && { severity: 'info', text: state.hint },
        ]}
      />
      {state.diff.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ mb: 2, overflowX: 'auto' }}
          component="section"
          aria-label={t('months.view.diffLabel')}
        >
          <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
            {t('months.view.diffLabel')}
          </Typography>
          <DataTable
            label={t('months.view.diffLabel')}
            columns={DIFF_COLUMNS}
            rows={state.diff}
            rowKey={(d) => d.document}
          />
        </Paper>
      )}
      {state.month.workers.length > 0 && (
        <Box sx={{ mb: 1, maxWidth: 360 }}>
          <SearchField
            label={t('months.view.search')}
            value={state.search}
            onChange={(q) => presenter.setSearch(q)}
            onSubmit={() => undefined}
          />
        </Box>
      )}
      {state.month.workers.length > 0 && (
        <LocalGrid
          label={t('months.view.workersLabel')}
          rows={state.rows}
          columns={workerColumns(presenter)}
          fitted
        />
      )}
      {state.totals && (
        <Typography
          variant="body2"
          sx={{ mt: 1, textAlign: 'right' }}
          aria-label={t('months.view.totalsLabel')}
        >
          {t('months.view.totals', state.totals)}
        </Typography>
      )}
      {header.state === 'cerrado' && <Box sx={{ mt: 2 }}>{closed}</Box>}
      {children}
      <PeriodDialogs
        presenter={presenter}
        state={state}
        close={{
          id: 'month-close',
          title: t('months.view.closeTitle'),
          question: t('months.view.closeQuestion', { title: header.title.toLowerCase() }),
        }}
        reopen={{ title: t('months.view.reopenTitle'), description: t('months.view.reopenText') }}
        reason={MONTH_CYCLE.reason}
      />
    </>
  );
}
