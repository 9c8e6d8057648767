import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { LocalGrid } from '../common/LocalGrid';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NoticeBar } from '../common/NoticeBar';
import { DetailFrame } from '../common/DetailFrame';
import { RetryAlert } from '../common/RetryAlert';
import { SearchField } from '../common/SearchField';
import { BreakdownDialog } from '../fishing-weeks/BreakdownDialog';
import { DeclarationsSection } from '../income-tax-declarations/DeclarationsSection';
import { ReopenDialog } from '../fishing-weeks/ReopenDialog';
import { MONTH_STATE_CHIPS } from './month-format';
import type { MonthPageState, MonthPresenter, MonthWorkerRow } from './month-presenter';

export const MONTH_VIEW_TEXTS = {
  back: 'Volver a los meses',
  workersLabel: 'Trabajadores del mes',
  diffLabel: 'Diferencias con el cierre',
  closeTitle: 'Cerrar el mes',
  closeQuestion: (title: string) =>
    `Se guardará el resultado de la ${title.toLowerCase()} y sus semanas dejarán de admitir cambios.`,
  reopenTitle: 'Reabrir el mes',
  reopenText:
    'El mes volverá a admitir un nuevo cálculo y sus semanas podrán reabrirse; su resultado cerrado se conserva para comparar. Indique el motivo.',
  search: 'Buscar trabajador',
} as const;

const DIFF_COLUMNS = [
  ['gross', 'Bruto'],
  ['vacation', 'Vacaciones'],
  ['bonus', 'Gratificación'],
  ['bonusExtra', 'Bonif. extraordinaria'],
  ['cts', 'CTS'],
  ['familyAllowance', 'Asignación familiar'],
  ['incomeTax', 'Renta'],
  ['payable', 'Neto mensual'],
] as const;

/** One payroll month: header and actions, its weeks, each worker's month, the diff after a reopening. */
export function MonthView({
  presenter,
  state,
  onBack,
}: {
  presenter: MonthPresenter;
  state: MonthPageState;
  onBack: () => void;
}) {
  return (
    <DetailFrame
      state={state}
      backLabel={MONTH_VIEW_TEXTS.back}
      loadingLabel="Cargando el mes"
      onBack={onBack}
      onRetry={() => void presenter.load()}
    >
      {() => state.kind === 'ready' && <LoadedMonth presenter={presenter} state={state} />}
    </DetailFrame>
  );
}

/** The page once it is loaded. */
function LoadedMonth({
  presenter,
  state,
}: {
  presenter: MonthPresenter;
  state: Extract<MonthPageState, { kind: 'ready' }>;
}) {
  const { header, actions } = state;
  const busy = state.busy !== null || state.conflict !== null;
  const amount = (field: keyof MonthWorkerRow, headerName: string): GridColDef<MonthWorkerRow> => ({
    field,
    headerName,
    align: 'right',
    headerAlign: 'right',
    minWidth: 120,
    flex: 1,
    sortComparator: (a: string, b: string) => Number(a.replace(/,/g, '')) - Number(b.replace(/,/g, '')),
  });
  const columns: GridColDef<MonthWorkerRow>[] = [
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
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="month-title">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id="month-title" variant="h6" component="h2">
                {header.title}
              </Typography>
              <Chip label={header.stateLabel} {...MONTH_STATE_CHIPS[header.state]} size="small" />
            </Stack>
            <Typography variant="body2">{header.weeks}</Typography>
            <Typography variant="caption" color="text.secondary">
              {header.changed}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            {state.can.editar && header.state !== 'cerrado' && (
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
            )}
            {state.can.editar && header.state !== 'cerrado' && (
              <Button
                variant="outlined"
                onClick={() => presenter.askClose()}
                disabled={!actions.close || busy}
              >
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
                disabled={state.downloading}
                startIcon={state.downloading ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Boletas (PDF)
              </Button>
            )}
          </Stack>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}
          aria-label="Semanas del mes"
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
      </Paper>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      {state.conflict && (
        <RetryAlert severity="warning" onRetry={() => void presenter.load()} actionLabel="Volver a cargar">
          {state.conflict}
        </RetryAlert>
      )}
      {state.openWeeks && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {state.openWeeks}
        </Alert>
      )}
      {header.reopened && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {header.reopened}
        </Alert>
      )}
      {state.hint && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {state.hint}
        </Alert>
      )}
      {state.diff.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ mb: 2, overflowX: 'auto' }}
          component="section"
          aria-label={MONTH_VIEW_TEXTS.diffLabel}
        >
          <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
            {MONTH_VIEW_TEXTS.diffLabel}
          </Typography>
          <Table size="small" aria-label={MONTH_VIEW_TEXTS.diffLabel}>
            <TableHead>
              <TableRow>
                <TableCell>Trabajador</TableCell>
                {DIFF_COLUMNS.map(([, label]) => (
                  <TableCell key={label} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {state.diff.map((d) => (
                <TableRow key={d.document}>
                  <TableCell>
                    {d.name} ({d.document})
                  </TableCell>
                  {DIFF_COLUMNS.map(([field]) => (
                    <TableCell key={field} align="right">
                      {d.changes[field]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {state.month.workers.length > 0 && (
        <Box sx={{ mb: 1, maxWidth: 360 }}>
          <SearchField
            label={MONTH_VIEW_TEXTS.search}
            value={state.search}
            onChange={(q) => presenter.setSearch(q)}
            onSubmit={() => undefined}
          />
        </Box>
      )}
      {state.month.workers.length > 0 && (
        <LocalGrid label={MONTH_VIEW_TEXTS.workersLabel} rows={state.rows} columns={columns} height={560} />
      )}
      {state.totals && (
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'right' }} aria-label="Totales del mes">
          Totales: bruto {state.totals.gross} · vacaciones {state.totals.vacation} · gratificación{' '}
          {state.totals.bonus} · bonificación {state.totals.bonusExtra} · CTS {state.totals.cts} · asignación
          familiar {state.totals.familyAllowance} · renta {state.totals.incomeTax} · neto mensual{' '}
          {state.totals.payable}
        </Typography>
      )}
      {presenter.declarations && <DeclarationsSection presenter={presenter.declarations} />}
      {state.confirmingClose && (
        <ConfirmDialog
          id="month-close"
          title={MONTH_VIEW_TEXTS.closeTitle}
          question={MONTH_VIEW_TEXTS.closeQuestion(header.title)}
          confirmLabel={MONTH_VIEW_TEXTS.closeTitle}
          busy={state.busy === 'close'}
          error={null}
          onCancel={() => presenter.cancelClose()}
          onConfirm={() => void presenter.close()}
        />
      )}
      {state.reopening && (
        <ReopenDialog
          title={MONTH_VIEW_TEXTS.reopenTitle}
          description={MONTH_VIEW_TEXTS.reopenText}
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
          downloading={state.downloading}
        />
      )}
    </>
  );
}
