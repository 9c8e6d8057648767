import type { ServerContext } from '../context';
import { createBankPaymentService } from '../bank-payments';
import { createWeeksOfMonth } from '../fishing-weeks';
import type { DeclarationService } from '../income-tax-declarations/service';
import type { ServerFeature } from '../kit/feature';
import { createIncomeTaxBalanceService } from '../income-tax-balances';
import { createParameterSource } from '../parameters';
import { createPayslipService } from '../payslips';
import { createVacationService } from '../vacations';
import { MonthClosings } from './closings';
import { BeneficiaryPaymentService } from './beneficiary-payment';
import { beneficiaryPaymentRoutes } from './beneficiary-routes';
import { CtsDepositService } from './cts-deposit';
import { certificateRoutes } from './certificate-routes';
import { leaverRoutes } from './leaver-routes';
import { SettlementPaymentService } from './settlement-payment';
import { monthRoutes } from './routes';
import { semesterRoutes } from './semester-routes';
import { MonthService, type MonthHooks, type MonthPublishing } from './service';
import { MonthStore } from './store';

/** The leaver's settlement and the certificate as documents (the payslip deliveries hand them over). */
export { incomeCertificatePdf } from './income-certificate-document';
export { settlementPdf } from './settlement-document';

/** What the months offer others: whether a month is closed (the fishing weeks, the declarations). */
export const createMonthClosings = (): MonthClosings => new MonthClosings(new MonthStore());

/**
 * The months' service on its store, reading the fishing weeks, the payslips and the parameters through
 * their features' services; the declarations' service is handed in (server/features.ts: the
 * declarations use the months' closings, so the two are composed there).
 */
export const createMonthService = (
  context: ServerContext,
  declarations: DeclarationService,
  hooks?: MonthHooks,
  deliveries?: MonthPublishing,
): MonthService =>
  new MonthService(
    context,
    {
      store: new MonthStore(),
      weeks: createWeeksOfMonth(),
      declarations,
      payslips: createPayslipService(context),
      parameters: createParameterSource(context),
      vacations: createVacationService(context),
      taxBalances: createIncomeTaxBalanceService(),
      ...(deliveries ? { deliveries } : {}),
    },
    hooks,
  );

/**
 * Payroll months (vacaciones_gratificaciones_cts): consolidation, close and reopening (docs/months.md).
 * What the months use back of the features that read them (the declarations, the deliveries) is
 * handed in by server/features.ts.
 */
export const monthFeature = (others: {
  declarations: (context: ServerContext) => DeclarationService;
  deliveries: (context: ServerContext) => MonthPublishing;
}): ServerFeature => ({
  name: 'months',
  register: async (app, { context }) => {
    const service = createMonthService(
      context,
      others.declarations(context),
      undefined,
      others.deliveries(context),
    );
    const bank = createBankPaymentService(context);
    const ctsDeposit = new CtsDepositService(service, bank);
    const settlementPayment = new SettlementPaymentService(service, bank);
    await app.register(monthRoutes, { service });
    await app.register(semesterRoutes, { service, ctsDeposit });
    await app.register(leaverRoutes, { service, settlementPayment });
    await app.register(certificateRoutes, { service });
    const payment = new BeneficiaryPaymentService(context, new MonthStore(), service, bank);
    await app.register(beneficiaryPaymentRoutes, { payment, context });
  },
});
