import { useTranslation } from 'react-i18next';
import { LoadClosedResultReview } from '../../../application/closed-result-reviews/closed-result-reviews-api';
import { PayslipsApi } from '../../../application/payslips/payslips-api';
import {
  ClosedResultReviewPresenter,
  type ClosedResultReviewState,
} from '../../closed-result-reviews/closed-result-review-presenter';
import { ClosedResultReviewPanel } from '../../closed-result-reviews/ClosedResultReviewPanel';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { FishingWeeksPage } from '../../fishing-weeks/FishingWeeksPage';
import { DeliveriesSection } from '../../payslip-deliveries/DeliveriesSection';

/** Above the list: the closed weeks whose amounts are to be corrected (docs/fishing-weeks.md). */
export function ClosedResultReview() {
  const { t } = useTranslation();
  const load = useInject<LoadClosedResultReview>(LoadClosedResultReview);
  const [presenter, state] = usePresenter<ClosedResultReviewState, ClosedResultReviewPresenter>(
    () => new ClosedResultReviewPresenter(load, (key, params) => t(key, params ?? {})),
  );
  return <ClosedResultReviewPanel presenter={presenter} state={state} />;
}

/**
 * semana_de_pesca: the weeks' page with what other features add: the closed results' review, the
 * payslips and, on a closed week, their deliveries.
 */
export function FishingWeeksScreen() {
  const payslips = useInject<PayslipsApi>(PayslipsApi);
  return (
    <FishingWeeksPage
      aboveList={<ClosedResultReview />}
      payslips={payslips}
      closedWeek={(weekId) => <DeliveriesSection period={{ kind: 'week', weekId }} />}
    />
  );
}

export default FishingWeeksScreen;
