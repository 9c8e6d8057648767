import { ContainerModule } from 'inversify';
import {
  ClosedResultReviewsApi,
  LoadClosedResultReview,
} from '../../application/closed-result-reviews/closed-result-reviews-api';
import { HttpClosedResultReviewsApi } from '../../infrastructure/closed-result-reviews/http-closed-result-reviews-api';
import { bindHttpAdapter } from './http-adapter';

/**
 * The closed result review's services (its port over the backend and its use case), loaded with the
 * two screens that show it: the fishing weeks' list and the payroll report. Whichever loads first
 * binds them; the other finds them bound.
 */
export function closedResultReviewsModule(): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    if (isBound(ClosedResultReviewsApi)) return;
    bindHttpAdapter(bind, ClosedResultReviewsApi, HttpClosedResultReviewsApi);
    bind(LoadClosedResultReview)
      .toResolvedValue(
        (api: ClosedResultReviewsApi) => new LoadClosedResultReview(api),
        [ClosedResultReviewsApi],
      )
      .inSingletonScope();
  });
}
