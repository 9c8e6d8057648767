import type { ServerFeature } from '../kit/feature';
import { payslipRoutes } from './routes';
import { PayslipService } from './service';
import { PayslipStore } from './store';

/** Payslips (boletas de pago) of closed fishing weeks, as PDF. */
export const payslipFeature: ServerFeature = {
  name: 'payslips',
  register: async (app, { context }) => {
    await app.register(payslipRoutes, { service: new PayslipService(context, new PayslipStore()), context });
  },
};
