import type {
  ClosedResultReview,
  ClosedResultReviewsApi,
} from '../../application/closed-result-reviews/closed-result-reviews-api';
import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import { JsonApi } from '../http/json-api';

/** The closed result review's adapter over `GET /semanas-de-pesca/revision`. */
export class HttpClosedResultReviewsApi implements ClosedResultReviewsApi {
  private readonly api: JsonApi;

  constructor(http: HttpClient, backend: string, logger: Logger) {
    this.api = new JsonApi(http, backend, logger);
  }

  findings() {
    return this.api.call<ClosedResultReview>('GET', '/semanas-de-pesca/revision');
  }
}
