import { ContainerModule } from 'inversify';
import { FishingWeeksApi } from '../../application/fishing-weeks/fishing-weeks-api';
import { LandingsImportApi } from '../../application/fishing-weeks/landings-import';
import { WeekPreview } from '../../application/fishing-weeks/week-preview';
import { HttpFishingWeeksApi } from '../../infrastructure/fishing-weeks/http-fishing-weeks-api';
import { HttpLandingsImportApi } from '../../infrastructure/fishing-weeks/http-landings-import-api';
import { WorkerWeekPreview } from '../../infrastructure/fishing-weeks/preview-worker';
import { closedResultReviewsModule } from '../modules/closed-result-reviews.module';
import { combined } from '../modules/combined';
import { bindHttpAdapter } from '../modules/http-adapter';
import { payslipDeliveriesModule } from '../modules/payslip-deliveries.module';
import { payslipsModule } from '../modules/payslips.module';

/**
 * Fishing weeks: the week screen's API over the backend, the landings import's, the browser preview;
 * with the payslips, their deliveries and the closed result review the screen shows.
 */
export function fishingWeeksModule(): ContainerModule {
  return combined(
    new ContainerModule(({ bind }) => {
      bindHttpAdapter(bind, FishingWeeksApi, HttpFishingWeeksApi);
      bindHttpAdapter(bind, LandingsImportApi, HttpLandingsImportApi);
      bind(WeekPreview)
        .toResolvedValue(() => new WorkerWeekPreview(), [])
        .inSingletonScope();
    }),
    payslipsModule(),
    payslipDeliveriesModule(),
    closedResultReviewsModule(),
  );
}

export default fishingWeeksModule;
