import { ContainerModule } from 'inversify';
import { PayrollReportApi } from '../../application/payroll-report/payroll-report-api';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { bindClosedResultReviews } from './closed-result-reviews.bindings';
import { HttpPayrollReportApi } from '../../infrastructure/payroll-report/http-payroll-report-api';

/** The payroll report and the dashboard's payroll figures: their port over the backend. */
export function payrollReportModule(): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    bind(PayrollReportApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, config: RuntimeConfig) =>
          new HttpPayrollReportApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger, AppConfig],
      )
      .inSingletonScope();
    bindClosedResultReviews({ bind, isBound });
  });
}
