import { serviceFeature, type ServerFeature } from '../kit/feature';
import { serviceOnStore } from '../kit/service-on-store';
import { payslipRoutes } from './routes';
import { PayslipService } from './service';
import { PayslipStore } from './store';

/** The payslip document (PDF): the months' payslips are printed with it too. */
export { payslipPdf, payslipPdfBuffer } from './document';

/** The payslips' service on its store: what the months use of the payslips. */
export const createPayslipService = serviceOnStore(PayslipService, PayslipStore);

/** Payslips (boletas de pago) of closed fishing weeks, as PDF. */
export const payslipFeature: ServerFeature = serviceFeature('payslips', payslipRoutes, createPayslipService);
