import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { WEEKS_PATH, type ClosedResultReviewState } from './closed-result-review-presenter';

export const REVIEW_CARD_TEXTS = {
  title: (count: number) =>
    count === 1
      ? '1 semana cerrada con montos por corregir'
      : `${count} semanas cerradas con montos por corregir`,
  go: 'Ver las semanas',
} as const;

/** The dashboard's alert: how many closed weeks have amounts to correct, and a way to them. */
export function ClosedResultReviewCard({ state }: { state: ClosedResultReviewState }) {
  if (state.kind !== 'found' || state.count === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={WEEKS_PATH}>
          {REVIEW_CARD_TEXTS.go}
        </Button>
      }
    >
      <AlertTitle>{REVIEW_CARD_TEXTS.title(state.count)}</AlertTitle>
      {state.summary}.
    </Alert>
  );
}
