import type { ServerContext } from '../context';
import { serviceFeature, type ServerFeature } from '../kit/feature';
import { payslipRoutes } from './routes';
import { PayslipService } from './service';
import { PayslipStore } from './store';

/** The payslip document (PDF): the months' payslips are printed with it too. */
export { payslipPdf, payslipPdfBuffer } from './document';

/** The payslips' service on its store: what the months use of the payslips. */
export const createPayslipService = (context: ServerContext): PayslipService =>
  new PayslipService(context, new PayslipStore());

/** Payslips (boletas de pago) of closed fishing weeks, as PDF. */
export const payslipFeature: ServerFeature = serviceFeature('payslips', payslipRoutes, createPayslipService);
