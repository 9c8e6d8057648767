import type { ServerContext } from '../context';
import type { ServerFeature } from '../kit/feature';
import { createCourtOrderService } from '../court-orders';
import { createIncomeTaxBalanceService } from '../income-tax-balances';
import { createLoanService } from '../loans';
import { createParameterSource } from '../parameters';
import { weekCycleRoutes } from './cycle-routes';
import { weekGridRoutes } from './grid-routes';
import { LandingsImport } from './landings-import';
import { landingsImportRoutes } from './landings-import-routes';
import { MonthWeeksStore } from './month-weeks-store';
import { fishingWeekRoutes } from './routes';
import {
  FishingWeekService,
  type FishingWeekHooks,
  type MonthLock,
  type PayslipPublishing,
  type WeekFindings,
} from './service';
import { FishingWeekStore } from './store';
import { WeeksOfMonth } from './weeks-of-month';

/** What the weeks offer others: a month's weeks (the payroll months), a closed week (the review). */
export const createWeeksOfMonth = (): WeeksOfMonth => new WeeksOfMonth(new MonthWeeksStore());

/** What the weeks use of the features that read them (server/features.ts composes the two). */
export interface WeekUsers {
  /** The payroll months: a closed month keeps its weeks. */
  readonly months: MonthLock;
  /** The closed result review: a week's findings end when it is reopened or closed again. */
  readonly reviews: WeekFindings;
  /** The payslip deliveries: a closed week's payslips are published to its workers. */
  readonly deliveries: PayslipPublishing;
}

/** The weeks' service on its store, with the loans and the parameters through their features' services. */
export const createFishingWeekService = (
  context: ServerContext,
  users: WeekUsers,
  hooks?: FishingWeekHooks,
): FishingWeekService =>
  new FishingWeekService(
    context,
    {
      store: new FishingWeekStore(),
      ...users,
      loans: createLoanService(context),
      courtOrders: createCourtOrderService(context),
      parameters: createParameterSource(context),
      taxBalances: createIncomeTaxBalanceService(),
    },
    hooks,
  );

/**
 * Fishing weeks (semana_de_pesca): weeks, their grids, the server's computation, close and reopen. The
 * months and the review read the weeks (they import this file), so what the weeks use of them is handed
 * in by server/features.ts.
 */
export const fishingWeekFeature = (users: {
  months: () => MonthLock;
  reviews: (context: ServerContext) => WeekFindings;
  deliveries: (context: ServerContext) => PayslipPublishing;
}): ServerFeature => ({
  name: 'fishing-weeks',
  register: async (app, { context }) => {
    const service = createFishingWeekService(context, {
      months: users.months(),
      reviews: users.reviews(context),
      deliveries: users.deliveries(context),
    });
    await app.register(fishingWeekRoutes, { service });
    await app.register(weekGridRoutes, { service });
    await app.register(weekCycleRoutes, { service });
    await app.register(landingsImportRoutes, { importer: new LandingsImport(context, service) });
  },
});
