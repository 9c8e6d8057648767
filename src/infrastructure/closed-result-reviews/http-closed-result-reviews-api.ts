import type {
  ClosedResultReview,
  ClosedResultReviewsApi,
} from '../../application/closed-result-reviews/closed-result-reviews-api';
import { failed, okResult } from '../../application/shared/api-result';
import { invalidAnswer } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';
import { hasFields } from '../http/answer-shape';

/** Whether an answer carries the review's lists and totals (what the screens read). */
const isReview = (value: unknown) =>
  hasFields<ClosedResultReview>(value, {
    weeks: 'array',
    months: 'array',
    unreviewable: 'array',
    totals: 'object',
  });

/** The closed result review's adapter over `GET /semanas-de-pesca/revision`. */
export class HttpClosedResultReviewsApi extends BackendAdapter implements ClosedResultReviewsApi {
  /** The findings; an answer that is not the route's is an invalid answer, never a crash. */
  async findings() {
    const result = await this.api.call<unknown>('GET', '/semanas-de-pesca/revision');
    if (!result.ok) return result;
    return isReview(result.value) ? okResult(result.value) : failed<ClosedResultReview>(invalidAnswer());
  }
}
