import type { ServerContext } from '../context';
import { serviceFeature, type ServerFeature } from '../kit/feature';
import { payrollReportRoutes } from './routes';
import { PayrollReportService } from './service';
import { PayrollReportStore } from './store';

/** The payroll report's service on its store: the closed results other features build files from. */
export const createPayrollReportService = (context: ServerContext): PayrollReportService =>
  new PayrollReportService(context, new PayrollReportStore());

/** The payroll report of closed weeks (reporte_de_planilla) and the dashboard's payroll figures. */
export const payrollReportFeature: ServerFeature = serviceFeature(
  'payroll-report',
  payrollReportRoutes,
  createPayrollReportService,
);
