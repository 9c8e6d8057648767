import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NoticeBar } from '../common/NoticeBar';
import { DetailFrame } from '../common/DetailFrame';
import { RetryAlert } from '../common/RetryAlert';
import { BreakdownDialog } from './BreakdownDialog';
import { WeekGrids } from './grids/WeekGrids';
import { ReopenDialog } from './ReopenDialog';
import { STATE_CHIPS } from './week-format';
import {
  WEEK_TEXTS,
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
  const busy = state.busy !== null || state.conflict !== null;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="week-title">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id="week-title" variant="h6" component="h2">
                {header.title}
              </Typography>
              <Chip label={header.stateLabel} {...STATE_CHIPS[header.state]} size="small" />
            </Stack>
            <Typography variant="body2">
              {header.dates} · {header.month}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {header.changed}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            {state.can.editar && header.state !== 'cerrada' && (
              <Tooltip title={actions.computeHint ?? ''}>
                <span>
                  <Button
                    variant="contained"
                    onClick={() => void presenter.compute()}
                    disabled={!actions.compute || busy}
                    startIcon={
                      state.busy === 'compute' ? <CircularProgress size={16} color="inherit" /> : undefined
                    }
                  >
                    Calcular
                  </Button>
                </span>
              </Tooltip>
            )}
            {actions.close && (
              <Button variant="outlined" onClick={() => presenter.askClose()} disabled={busy}>
                Cerrar
              </Button>
            )}
            {actions.reopen && (
              <Button variant="outlined" onClick={() => presenter.startReopen()} disabled={busy}>
                Reabrir
              </Button>
            )}
            {actions.payslips && (
              <Button
                variant="outlined"
                onClick={() => void presenter.downloadPayslips()}
                disabled={state.downloading === true}
                startIcon={state.downloading ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Boletas (PDF)
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      {state.conflict && (
        <RetryAlert severity="warning" onRetry={() => void presenter.load()} actionLabel="Volver a cargar">
          {state.conflict}
        </RetryAlert>
      )}
      {header.state === 'cerrada' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {WEEK_TEXTS.closedNotice}
        </Alert>
      )}
      {header.reopened && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {header.reopened}
        </Alert>
      )}
      {actions.computeHint && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {actions.computeHint}
        </Alert>
      )}
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
      {state.confirmingClose && (
        <ConfirmDialog
          id="week-close"
          title="Cerrar la semana"
          question={`Se guardará el resultado de la ${header.title.toLowerCase()} y la semana dejará de admitir cambios.`}
          confirmLabel="Cerrar la semana"
          busy={state.busy === 'close'}
          error={null}
          onCancel={() => presenter.cancelClose()}
          onConfirm={() => void presenter.close()}
        />
      )}
      {state.reopening && (
        <ReopenDialog
          state={state.reopening}
          onReason={(reason) => presenter.setReason(reason)}
          onCancel={() => presenter.cancelReopen()}
          onConfirm={() => void presenter.reopen()}
        />
      )}
      {state.breakdown && (
        <BreakdownDialog
          state={state.breakdown}
          onClose={() => presenter.closeBreakdown()}
          onPayslip={actions.payslips ? () => void presenter.downloadBreakdownPayslip() : undefined}
          downloading={state.downloading === true}
        />
      )}
    </>
  );
}

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
  return (
    <Stack spacing={3}>
      <Table size="small" aria-label="Resultado por trabajador">
        <TableHead>
          <TableRow>
            <TableCell>Documento</TableCell>
            <TableCell>Nombre</TableCell>
            <TableCell align="right">Bruto</TableCell>
            <TableCell align="right">Descuentos</TableCell>
            <TableCell align="right">Neto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((r) => (
            <TableRow key={r.document} selected={r.changed}>
              <TableCell>{r.document}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  variant="body2"
                  onClick={() => onWorker(r)}
                  aria-label={`Ver el detalle de ${r.name}`}
                >
                  {r.name}
                </Link>
                {r.changed && <Chip label="Cambió" size="small" variant="outlined" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell align="right">{r.gross}</TableCell>
              <TableCell align="right">{r.deductions}</TableCell>
              <TableCell align="right">{r.net}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              Totales ({result.rows.length} trabajadores)
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {result.totals.gross}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {result.totals.deductions}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {result.totals.net}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {result.diff.length > 0 && (
        <Box component="section" aria-labelledby="week-diff-title">
          <Typography id="week-diff-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Diferencias con el resultado cerrado (neto)
          </Typography>
          <Table size="small" aria-label="Diferencias con el resultado cerrado">
            <TableHead>
              <TableRow>
                <TableCell>Documento</TableCell>
                <TableCell>Nombre</TableCell>
                <TableCell align="right">Antes</TableCell>
                <TableCell align="right">Después</TableCell>
                <TableCell align="right">Diferencia</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.diff.map((d) => (
                <TableRow key={d.document}>
                  <TableCell>{d.document}</TableCell>
                  <TableCell>{d.name}</TableCell>
                  <TableCell align="right">{d.before}</TableCell>
                  <TableCell align="right">{d.after}</TableCell>
                  <TableCell align="right">{d.difference}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
