import { Alert, Box, Chip, CircularProgress, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEK_CYCLE } from '../../domain/fishing-weeks';
import { DataTable, type TableColumn } from '../common/DataTable';
import { scrollingHeight } from '../common/table-height';
import { DetailFrame } from '../common/DetailFrame';
import type { Translate } from '../common/screen-state';
import { PeriodBanners, PeriodDialogs, PeriodHeader } from '../common/period-cycle/PeriodParts';
import { WeekGrids } from './grids/WeekGrids';
import { STATE_CHIPS } from './week-format';
import {
  type DiffRow,
  type ResultRow,
  type ResultState,
  type WeekPageState,
  type WeekPresenter,
  type WeekTab,
} from './week-presenter';

const TABS: readonly WeekTab[] = ['descargas', 'tripulacion', 'ajustes', 'resultado'];

/** One week: header, actions, the grids' tabs and the result. */
export function WeekView({
  presenter,
  state,
  onBack,
  closed,
}: {
  presenter: WeekPresenter;
  state: WeekPageState;
  onBack: () => void;
  /** What a closed week shows above its tabs (its payslips' deliveries). */
  closed?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DetailFrame
      state={state}
      backLabel={t('fishingWeeks.view.back')}
      loadingLabel={t('fishingWeeks.view.loading')}
      onBack={onBack}
      onRetry={() => void presenter.load()}
    >
      {() => state.kind === 'ready' && <LoadedWeek presenter={presenter} state={state} closed={closed} />}
    </DetailFrame>
  );
}

/** The page once it is loaded. */
function LoadedWeek({
  presenter,
  state,
  closed,
}: {
  presenter: WeekPresenter;
  state: Extract<WeekPageState, { kind: 'ready' }>;
  closed?: ReactNode;
}) {
  const { t } = useTranslation();
  const { header, actions, week } = state;
  return (
    <>
      <PeriodHeader
        id="week-title"
        title={header.title}
        stateLabel={header.stateLabel}
        chip={STATE_CHIPS[header.state]}
        lines={`${header.dates} · ${header.month}`}
        changed={header.changed}
        presenter={presenter}
        state={state}
        closedPeriod={header.state === 'cerrada'}
        closeShown={actions.close}
        computeHint={actions.computeHint}
      />
      <PeriodBanners
        presenter={presenter}
        state={state}
        alerts={[
          header.state === 'cerrada' && { severity: 'info', text: t('fishingWeeks.cycle.closedNotice') },
          header.reopened !== null && { severity: 'warning', text: header.reopened },
          actions.computeHint !== null && { severity: 'info', text: actions.computeHint },
        ]}
      />
      {state.refusal && (
        <Alert severity="error" sx={{ mb: 2 }} aria-label={t('fishingWeeks.view.refusedLabel')}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('fishingWeeks.cycle.refused')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {state.refusal.map((line, i) => (
              <li key={i}>{line.text}</li>
            ))}
          </Box>
        </Alert>
      )}
      {header.state === 'cerrada' && closed}
      <Tabs
        value={state.tab}
        onChange={(_e, tab: WeekTab) => presenter.setTab(tab)}
        aria-label={t('fishingWeeks.view.tabsLabel')}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`fishingWeeks.view.tabs.${tab}`)} id={`week-tab-${tab}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`week-tab-${state.tab}`} sx={{ pt: 2 }}>
        {state.tab === 'resultado' && (
          <ResultPanel result={state.result} onWorker={(row) => void presenter.openBreakdown(row)} />
        )}
        {/* Kept alive under the result: unsaved rows and the catalogues stay (issue 33). */}
        <WeekGrids
          week={week}
          tab={state.gridTab}
          hidden={state.tab === 'resultado'}
          readOnly={actions.readOnly}
          engineErrors={state.engineErrors}
          onSaved={(summary) => presenter.gridSaved(summary)}
          onDirtyChange={(dirty) => presenter.setDirty(dirty)}
        />
      </Box>
      <PeriodDialogs
        presenter={presenter}
        state={state}
        close={{
          id: 'week-close',
          title: t('fishingWeeks.view.closeTitle'),
          question: t('fishingWeeks.view.closeQuestion', { title: header.title.toLowerCase() }),
        }}
        reopen={{ title: t('fishingWeeks.view.reopenTitle'), description: t('fishingWeeks.view.reopenText') }}
        reason={WEEK_CYCLE.reason}
      />
    </>
  );
}

/** The result's columns, with each worker's name opening their breakdown. */
function resultColumns(
  t: Translate,
  onWorker: (row: { document: string; name: string }) => void,
): TableColumn<ResultRow>[] {
  return [
    { key: 'document', header: t('fishingWeeks.view.result.document'), cell: (r) => r.document },
    {
      key: 'name',
      header: t('fishingWeeks.view.result.name'),
      cell: (r) => (
        <>
          <Link
            component="button"
            variant="body2"
            onClick={() => onWorker(r)}
            aria-label={t('fishingWeeks.view.result.open', { name: r.name })}
          >
            {r.name}
          </Link>
          {r.changed && (
            <Chip
              label={t('fishingWeeks.view.result.changed')}
              size="small"
              variant="outlined"
              sx={{ ml: 1 }}
            />
          )}
        </>
      ),
    },
    { key: 'gross', header: t('fishingWeeks.view.result.gross'), align: 'right', cell: (r) => r.gross },
    {
      key: 'deductions',
      header: t('fishingWeeks.view.result.deductions'),
      align: 'right',
      cell: (r) => r.deductions,
    },
    { key: 'net', header: t('fishingWeeks.view.result.net'), align: 'right', cell: (r) => r.net },
  ];
}

const diffColumns = (t: Translate): TableColumn<DiffRow>[] => [
  { key: 'document', header: t('fishingWeeks.view.result.document'), cell: (d) => d.document },
  { key: 'name', header: t('fishingWeeks.view.result.name'), cell: (d) => d.name },
  { key: 'before', header: t('fishingWeeks.view.result.before'), align: 'right', cell: (d) => d.before },
  { key: 'after', header: t('fishingWeeks.view.result.after'), align: 'right', cell: (d) => d.after },
  {
    key: 'difference',
    header: t('fishingWeeks.view.result.difference'),
    align: 'right',
    cell: (d) => d.difference,
  },
];

function ResultPanel({
  result,
  onWorker,
}: {
  result: ResultState;
  onWorker: (row: { document: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  if (result.kind === 'loading')
    return <CircularProgress aria-label={t('fishingWeeks.view.result.loading')} />;
  if (result.kind === 'failed') return <Alert severity="error">{result.message}</Alert>;
  if (result.kind === 'none')
    return <Typography color="text.secondary">{t('fishingWeeks.view.result.none')}</Typography>;
  return (
    <Stack spacing={3}>
      <DataTable
        label={t('fishingWeeks.view.result.label')}
        columns={resultColumns(t, onWorker)}
        rows={result.rows}
        rowKey={(r) => r.document}
        selected={(r) => r.changed}
        maxHeight={scrollingHeight(result.rows)}
        total={{
          label: t('fishingWeeks.view.result.totals', { count: result.rows.length }),
          span: 2,
          cells: result.totals,
        }}
      />
      {result.diff.length > 0 && (
        <Box component="section" aria-labelledby="week-diff-title">
          <Typography id="week-diff-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('fishingWeeks.view.result.diffTitle')}
          </Typography>
          <DataTable
            label={t('fishingWeeks.view.result.diffLabel')}
            columns={diffColumns(t)}
            rows={result.diff}
            rowKey={(d) => d.document}
          />
        </Box>
      )}
    </Stack>
  );
}
