import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WEEKS_PATH, type ClosedResultReviewState } from './closed-result-review-presenter';

/** The dashboard's alert: how many closed weeks have amounts to correct, and a way to them. */
export function ClosedResultReviewCard({ state }: { state: ClosedResultReviewState }) {
  const { t } = useTranslation();
  if (state.kind !== 'found' || state.count === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={WEEKS_PATH}>
          {t('closedResultReviews.card.go')}
        </Button>
      }
    >
      <AlertTitle>{t('closedResultReviews.card.title', { count: state.count })}</AlertTitle>
      {state.summary}.
    </Alert>
  );
}
