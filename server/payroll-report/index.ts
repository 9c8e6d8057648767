import { serviceFeature, type ServerFeature } from '../kit/feature';
import { serviceOnStore } from '../kit/service-on-store';
import { payrollReportRoutes } from './routes';
import { PayrollReportService } from './service';
import { PayrollReportStore } from './store';

/** The payroll report's service on its store: the closed results other features build files from. */
export const createPayrollReportService = serviceOnStore(PayrollReportService, PayrollReportStore);

/** The payroll report of closed weeks (reporte_de_planilla) and the dashboard's payroll figures. */
export const payrollReportFeature: ServerFeature = serviceFeature(
  'payroll-report',
  payrollReportRoutes,
  createPayrollReportService,
);
