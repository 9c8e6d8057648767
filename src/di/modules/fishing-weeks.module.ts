import { ContainerModule } from 'inversify';
import { FishingWeeksApi } from '../../application/fishing-weeks/fishing-weeks-api';
import { WeekPreview } from '../../application/fishing-weeks/week-preview';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpFishingWeeksApi } from '../../infrastructure/fishing-weeks/http-fishing-weeks-api';
import { WorkerWeekPreview } from '../../infrastructure/fishing-weeks/preview-worker';
import { bindClosedResultReviews } from './closed-result-reviews.bindings';
import { bindLandingsImport } from './landings-import.bindings';
import { bindPayslips } from './payslips.bindings';

/** Fishing weeks: the week screen's API over the backend, the landings import's, the payslips', the browser preview. */
export function fishingWeeksModule(): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    bind(FishingWeeksApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
          new HttpFishingWeeksApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger, AppConfig],
      )
      .inSingletonScope();
    bind(WeekPreview)
      .toResolvedValue(() => new WorkerWeekPreview(), [])
      .inSingletonScope();
    bindLandingsImport({ bind });
    bindPayslips({ bind });
    bindClosedResultReviews({ bind, isBound });
  });
}
