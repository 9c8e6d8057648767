import { ContainerModule } from 'inversify';
import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { HttpPayrollReportApi } from '../../infrastructure/payroll-report/http-payroll-report-api';
import { closedResultReviewsModule } from '../modules/closed-result-reviews.module';
import { combined } from '../modules/combined';
import { bindHttpAdapter } from '../modules/http-adapter';

/** The payroll report and the dashboard's payroll figures: their port over the backend. */
export function payrollReportModule(): ContainerModule {
  return combined(
    new ContainerModule(({ bind }) => bindHttpAdapter(bind, PayrollReportApi, HttpPayrollReportApi)),
    closedResultReviewsModule(),
  );
}

export default payrollReportModule;
