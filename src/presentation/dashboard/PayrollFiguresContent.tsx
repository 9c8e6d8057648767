import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadClosedResultReview } from '../../application/closed-result-reviews/closed-result-reviews-api';
import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { MyGrants } from '../../application/shared/my-grants';
import {
  ClosedResultReviewPresenter,
  type ClosedResultReviewState,
} from '../closed-result-reviews/closed-result-review-presenter';
import { ClosedResultReviewCard } from '../closed-result-reviews/ClosedResultReviewCard';
import { RetryAlert } from '../common/RetryAlert';
import { Placeholder } from '../common/Placeholder';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { PayrollFiguresPresenter, type PayrollFiguresState } from './payroll-figures-presenter';
import { TitledSection } from '../common/TitledSection';
import { formatSoles } from '../../domain/shared/decimal-text';

const soles = (value: number | null) => (value === null ? '' : formatSoles(String(value)));

/** The figures themselves, once the report's services are loaded. */
export function PayrollFiguresView({
  presenter,
  state,
}: {
  presenter: PayrollFiguresPresenter;
  state: PayrollFiguresState;
}) {
  const { t } = useTranslation();
  return (
    <TitledSection id="dashboard-payroll-title" title={t('dashboard.figures.title')}>
      {state.kind === 'loading' && <Placeholder height={120} />}
      {state.kind === 'failed' && (
        <RetryAlert severity="warning" onRetry={() => void presenter.load()}>
          {state.message}
        </RetryAlert>
      )}
      {state.kind === 'ready' && (
        <Stack spacing={2}>
          {state.lastClosed === '' ? (
            <Typography color="text.secondary">{t('dashboard.figures.noClosed')}</Typography>
          ) : (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={t('dashboard.figures.lastClosed')}
            >
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.figures.lastClosed')}: {state.lastClosed}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
                }}
              >
                {state.figures.map((f) => (
                  <Box key={f.label}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {f.label}
                    </Typography>
                    <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                      {f.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          )}
          {state.chart.length > 0 && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="figure"
              aria-label={t('dashboard.figures.chart')}
            >
              <Typography component="figcaption" variant="body2" color="text.secondary">
                {t('dashboard.figures.chart')}
              </Typography>
              <BarChart
                height={260}
                dataset={state.chart.map((w) => ({ ...w }))}
                xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
                series={[
                  { dataKey: 'gross', label: t('dashboard.figures.gross'), valueFormatter: soles },
                  { dataKey: 'net', label: t('dashboard.figures.net'), valueFormatter: soles },
                  { dataKey: 'employer', label: t('dashboard.figures.employer'), valueFormatter: soles },
                ]}
              />
            </Paper>
          )}
          {state.openWeek && (
            <Box>
              <Button variant="contained" component={RouterLink} to={state.openWeek.path}>
                {t('dashboard.figures.openWeek')}: {state.openWeek.label}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </TitledSection>
  );
}

/** The figures over the report's port (loaded with the payroll-report feature). */
export default function PayrollFiguresContent() {
  const { t } = useTranslation();
  const api = useInject<PayrollReportApi>(PayrollReportApi);
  const [presenter, state] = usePresenter<PayrollFiguresState, PayrollFiguresPresenter>(
    () => new PayrollFiguresPresenter(api, (key, params) => t(key, params ?? {})),
  );
  return (
    <>
      <ClosedResultReviewAlert />
      <PayrollFiguresView presenter={presenter} state={state} />
    </>
  );
}

/** The closed weeks with amounts to correct, for users who may see the fishing weeks. */
function ClosedResultReviewAlert() {
  const { t } = useTranslation();
  const load = useInject<LoadClosedResultReview>(LoadClosedResultReview);
  const grants = useInject<MyGrants>(MyGrants);
  const [, state] = usePresenter<ClosedResultReviewState, ClosedResultReviewPresenter>(
    () => new ClosedResultReviewPresenter(load, (key, params) => t(key, params ?? {}), grants),
  );
  return <ClosedResultReviewCard state={state} />;
}
