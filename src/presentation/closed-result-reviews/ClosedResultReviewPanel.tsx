import { Box, Link, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type TableColumn } from '../common/DataTable';
import { RetryAlert } from '../common/RetryAlert';
import { WarningPanel } from '../common/WarningPanel';
import type {
  ClosedResultReviewPresenter,
  ClosedResultReviewState,
  ReviewWorkerRow,
} from './closed-result-review-presenter';

const workerColumns = (t: TFunction): readonly TableColumn<ReviewWorkerRow>[] => [
  { key: 'document', header: t('closedResultReviews.panel.document'), cell: (r) => r.document },
  { key: 'name', header: t('closedResultReviews.panel.name'), cell: (r) => r.name },
  {
    key: 'storedNet',
    header: t('closedResultReviews.panel.storedNet'),
    align: 'right',
    cell: (r) => r.storedNet,
  },
  {
    key: 'correctNet',
    header: t('closedResultReviews.panel.correctNet'),
    align: 'right',
    cell: (r) => r.correctNet,
  },
  {
    key: 'difference',
    header: t('closedResultReviews.panel.difference'),
    align: 'right',
    cell: (r) => r.difference,
  },
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
  const { t } = useTranslation();
  const columns = useMemo(() => workerColumns(t), [t]);
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
      title={t('closedResultReviews.panel.title')}
      advice={t('closedResultReviews.panel.advice')}
      items={state.weeks.map((w) => ({
        key: w.id,
        expanded: state.expanded.includes(w.id),
        onToggle: () => presenter.toggle(w.id),
        toggleLabel: state.expanded.includes(w.id)
          ? t('closedResultReviews.panel.hide')
          : t('closedResultReviews.panel.show'),
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
            label={t('closedResultReviews.panel.workersOf', { week: w.title.toLowerCase() })}
            columns={columns}
            rows={w.rows}
            rowKey={(r) => r.document}
          />
        ),
      }))}
    >
      <Typography variant="body2">
        {t('closedResultReviews.panel.intro')} {state.summary}.
      </Typography>
      <Lines title={t('closedResultReviews.panel.months')} lines={state.months} />
      <Lines title={t('closedResultReviews.panel.unreviewable')} lines={state.unreviewable} />
      {state.pending && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('closedResultReviews.panel.pending')}
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
