import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { payrollReportRoutes } from './routes';
import { PayrollReportService } from './service';

/** The payroll report of closed weeks (reporte_de_planilla) and the dashboard's payroll figures. */
export async function payrollReportFeature(
  app: FastifyInstance,
  opts: { context: ServerContext },
): Promise<void> {
  await app.register(payrollReportRoutes, {
    service: new PayrollReportService(opts.context),
    context: opts.context,
  });
}
