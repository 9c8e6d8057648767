import { ContainerModule } from 'inversify';
import { MonthsApi } from '../../application/months/months-api';
import { HttpMonthsApi } from '../../infrastructure/months/http-months-api';
import { combined } from '../modules/combined';
import { bindHttpAdapter } from '../modules/http-adapter';
import { incomeTaxDeclarationsModule } from '../modules/income-tax-declarations.module';
import { payslipDeliveriesModule } from '../modules/payslip-deliveries.module';
import { vacationsModule } from './vacations.module';

/** Payroll months (vacaciones_gratificaciones_cts): their port over the backend. */
export function monthsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => bindHttpAdapter(bind, MonthsApi, HttpMonthsApi));
}

/**
 * The months' screen: the months' services, the income tax declarations entered on the month's page,
 * a closed month's deliveries and the «Vacaciones» tab's.
 */
export default function monthsScreenModule(): ContainerModule {
  return combined(
    monthsModule(),
    incomeTaxDeclarationsModule(),
    payslipDeliveriesModule(),
    vacationsModule(),
  );
}
