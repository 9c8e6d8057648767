import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type TableColumn } from '../common/DataTable';
import { RetryAlert } from '../common/RetryAlert';
import { WarningPanel } from '../common/WarningPanel';
import type {
  ClosedResultReviewPresenter,
  ClosedResultReviewState,
  ReviewWorkerRow,
} from './closed-result-review-presenter';

export const REVIEW_TEXTS = {
  title: 'Semanas cerradas con montos por corregir',
  intro:
    'Calculadas de nuevo con las reglas vigentes, a partir de los mismos datos con que se cerraron, estas semanas dan otro neto. Lo cerrado no se cambia solo:',
  advice:
    'Reábrala con un motivo, vuelva a calcular y ciérrela. Si su mes está cerrado, reabra antes el mes.',
  show: 'Ver trabajadores',
  hide: 'Ocultar trabajadores',
  workersOf: (title: string) => `Trabajadores de la ${title.toLowerCase()}`,
  document: 'Documento',
  name: 'Nombre',
  storedNet: 'Neto cerrado',
  correctNet: 'Neto correcto',
  difference: 'Diferencia',
  months: 'Meses cerrados que las incluyen',
  unreviewable: 'Semanas cerradas que no se pudieron revisar',
  pending: 'La revisión de las semanas cerradas aún no termina: la lista puede crecer.',
  openWeek: 'Abrir',
} as const;

const WORKER_COLUMNS: readonly TableColumn<ReviewWorkerRow>[] = [
  { key: 'document', header: REVIEW_TEXTS.document, cell: (r) => r.document },
  { key: 'name', header: REVIEW_TEXTS.name, cell: (r) => r.name },
  { key: 'storedNet', header: REVIEW_TEXTS.storedNet, align: 'right', cell: (r) => r.storedNet },
  { key: 'correctNet', header: REVIEW_TEXTS.correctNet, align: 'right', cell: (r) => r.correctNet },
  { key: 'difference', header: REVIEW_TEXTS.difference, align: 'right', cell: (r) => r.difference },
];

/**
 * The weeks' list's warning: the closed weeks whose stored result differs from the current engine's
 * (docs/fishing-weeks.md, "Closed result reviews"), each with its workers. Nothing shows when all agree.
 */
export function ClosedResultReviewPanel({
  presenter,
  state,
}: {
  presenter: ClosedResultReviewPresenter;
  state: ClosedResultReviewState;
}) {
  if (state.kind === 'failed')
    return (
      <Box sx={{ mb: 2 }}>
        <RetryAlert severity="warning" onRetry={() => void presenter.refresh()}>
          {state.message}
        </RetryAlert>
      </Box>
    );
  if (state.kind !== 'found') return null;
  return (
    <WarningPanel
      title={REVIEW_TEXTS.title}
      advice={REVIEW_TEXTS.advice}
      items={state.weeks.map((w) => ({
        key: w.id,
        expanded: state.expanded.includes(w.id),
        onToggle: () => presenter.toggle(w.id),
        toggleLabel: state.expanded.includes(w.id) ? REVIEW_TEXTS.hide : REVIEW_TEXTS.show,
        heading: (
          <Typography variant="body2" component="span">
            <Link component={RouterLink} to={w.path} color="inherit" sx={{ fontWeight: 600 }}>
              {w.title}
            </Link>{' '}
            ({w.dates}): {w.workers}, {w.difference}
          </Typography>
        ),
        detail: (
          <DataTable
            label={REVIEW_TEXTS.workersOf(w.title)}
            columns={WORKER_COLUMNS}
            rows={w.rows}
            rowKey={(r) => r.document}
          />
        ),
      }))}
    >
      <Typography variant="body2">
        {REVIEW_TEXTS.intro} {state.summary}.
      </Typography>
      <Lines title={REVIEW_TEXTS.months} lines={state.months} />
      <Lines title={REVIEW_TEXTS.unreviewable} lines={state.unreviewable} />
      {state.pending && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {REVIEW_TEXTS.pending}
        </Typography>
      )}
    </WarningPanel>
  );
}

/** A titled list of lines (the closed months concerned, the weeks that could not be reviewed); none, nothing. */
function Lines({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
