import type { ContainerModuleLoadOptions } from 'inversify';
import {
  ClosedResultReviewsApi,
  LoadClosedResultReview,
} from '../../application/closed-result-reviews/closed-result-reviews-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpClosedResultReviewsApi } from '../../infrastructure/closed-result-reviews/http-closed-result-reviews-api';

/**
 * The closed result review's bindings (its port over the backend and its use case), loaded with the
 * two screens that show it: the fishing weeks' list and the dashboard's payroll figures. Whichever
 * loads first binds them; the other finds them bound.
 */
export function bindClosedResultReviews({
  bind,
  isBound,
}: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(ClosedResultReviewsApi)) return;
  bind(ClosedResultReviewsApi)
    .toResolvedValue(
      (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
        new HttpClosedResultReviewsApi(http, config.backendPrefixes[0] ?? '/api', logger),
      [HttpClient, Logger, AppConfig],
    )
    .inSingletonScope();
  bind(LoadClosedResultReview)
    .toResolvedValue(
      (api: ClosedResultReviewsApi) => new LoadClosedResultReview(api),
      [ClosedResultReviewsApi],
    )
    .inSingletonScope();
}
