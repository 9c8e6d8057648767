import { Alert, Box, Chip, CircularProgress, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { WEEK_CYCLE } from '../../domain/fishing-weeks';
import { DataTable, type TableColumn } from '../common/DataTable';
import { DetailFrame } from '../common/DetailFrame';
import { PeriodBanners, PeriodDialogs, PeriodHeader } from '../common/period-cycle/PeriodParts';
import { WeekGrids } from './grids/WeekGrids';
import { STATE_CHIPS } from './week-format';
import {
  WEEK_TEXTS,
  type DiffRow,
  type ResultRow,
  type ResultState,
  type WeekPageState,
  type WeekPresenter,
  type WeekTab,
} from './week-presenter';

const TABS: readonly { value: WeekTab; label: string }[] = [
  { value: 'descargas', label: 'Descargas' },
  { value: 'tripulacion', label: 'Tripulación' },
  { value: 'ajustes', label: 'Ajustes' },
  { value: 'resultado', label: 'Resultado' },
];

const WEEK_REOPEN = {
  title: 'Reabrir la semana',
  description:
    'La semana volverá a admitir cambios; su resultado cerrado se conserva para comparar. Indique el motivo.',
} as const;

/** One week: header, actions, the grids' tabs and the result. */
export function WeekView({
  presenter,
  state,
  onBack,
}: {
  presenter: WeekPresenter;
  state: WeekPageState;
  onBack: () => void;
}) {
  return (
    <DetailFrame
      state={state}
      backLabel="Volver a las semanas"
      loadingLabel="Cargando la semana"
      onBack={onBack}
      onRetry={() => void presenter.load()}
    >
      {() => state.kind === 'ready' && <LoadedWeek presenter={presenter} state={state} />}
    </DetailFrame>
  );
}

/** The page once it is loaded. */
function LoadedWeek({
  presenter,
  state,
}: {
  presenter: WeekPresenter;
  state: Extract<WeekPageState, { kind: 'ready' }>;
}) {
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
          header.state === 'cerrada' && { severity: 'info', text: WEEK_TEXTS.closedNotice },
          header.reopened !== null && { severity: 'warning', text: header.reopened },
          actions.computeHint !== null && { severity: 'info', text: actions.computeHint },
        ]}
      />
      {state.refusal && (
        <Alert severity="error" sx={{ mb: 2 }} aria-label="Errores del cálculo">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {WEEK_TEXTS.refused}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {state.refusal.map((line, i) => (
              <li key={i}>{line.text}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Tabs
        value={state.tab}
        onChange={(_e, tab: WeekTab) => presenter.setTab(tab)}
        aria-label="Partes de la semana"
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`week-tab-${t.value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`week-tab-${state.tab}`} sx={{ pt: 2 }}>
        {state.tab === 'resultado' ? (
          <ResultPanel result={state.result} onWorker={(row) => void presenter.openBreakdown(row)} />
        ) : (
          <WeekGrids
            week={week}
            tab={state.tab}
            readOnly={actions.readOnly}
            engineErrors={state.engineErrors}
            onSaved={(summary) => presenter.gridSaved(summary)}
            onDirtyChange={(dirty) => presenter.setDirty(dirty)}
          />
        )}
      </Box>
      <PeriodDialogs
        presenter={presenter}
        state={state}
        close={{
          id: 'week-close',
          title: 'Cerrar la semana',
          question: `Se guardará el resultado de la ${header.title.toLowerCase()} y la semana dejará de admitir cambios.`,
        }}
        reopen={WEEK_REOPEN}
        reason={WEEK_CYCLE.reason}
      />
    </>
  );
}

const RESULT_COLUMNS: readonly TableColumn<ResultRow>[] = [
  { key: 'document', header: 'Documento', cell: (r) => r.document },
  { key: 'name', header: 'Nombre', cell: () => null },
  { key: 'gross', header: 'Bruto', align: 'right', cell: (r) => r.gross },
  { key: 'deductions', header: 'Descuentos', align: 'right', cell: (r) => r.deductions },
  { key: 'net', header: 'Neto', align: 'right', cell: (r) => r.net },
];

const DIFF_COLUMNS: readonly TableColumn<DiffRow>[] = [
  { key: 'document', header: 'Documento', cell: (d) => d.document },
  { key: 'name', header: 'Nombre', cell: (d) => d.name },
  { key: 'before', header: 'Antes', align: 'right', cell: (d) => d.before },
  { key: 'after', header: 'Después', align: 'right', cell: (d) => d.after },
  { key: 'difference', header: 'Diferencia', align: 'right', cell: (d) => d.difference },
];

function ResultPanel({
  result,
  onWorker,
}: {
  result: ResultState;
  onWorker: (row: { document: string; name: string }) => void;
}) {
  if (result.kind === 'loading') return <CircularProgress aria-label="Cargando el resultado" />;
  if (result.kind === 'failed') return <Alert severity="error">{result.message}</Alert>;
  if (result.kind === 'none')
    return (
      <Typography color="text.secondary">La semana no tiene un cálculo vigente: use «Calcular».</Typography>
    );
  const columns = RESULT_COLUMNS.map((c) =>
    c.key !== 'name'
      ? c
      : {
          ...c,
          cell: (r: ResultRow) => (
            <>
              <Link
                component="button"
                variant="body2"
                onClick={() => onWorker(r)}
                aria-label={`Ver el detalle de ${r.name}`}
              >
                {r.name}
              </Link>
              {r.changed && <Chip label="Cambió" size="small" variant="outlined" sx={{ ml: 1 }} />}
            </>
          ),
        },
  );
  return (
    <Stack spacing={3}>
      <DataTable
        label="Resultado por trabajador"
        columns={columns}
        rows={result.rows}
        rowKey={(r) => r.document}
        selected={(r) => r.changed}
        total={{
          label: `Totales (${result.rows.length} trabajadores)`,
          span: 2,
          cells: result.totals,
        }}
      />
      {result.diff.length > 0 && (
        <Box component="section" aria-labelledby="week-diff-title">
          <Typography id="week-diff-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Diferencias con el resultado cerrado (neto)
          </Typography>
          <DataTable
            label="Diferencias con el resultado cerrado"
            columns={DIFF_COLUMNS}
            rows={result.diff}
            rowKey={(d) => d.document}
          />
        </Box>
      )}
    </Stack>
  );
}
