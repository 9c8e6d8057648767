import type { ServerFeature } from '../kit/feature';
import { createPayrollReportService } from '../payroll-report';
import { bankPaymentRoutes } from './routes';
import { BankPaymentService } from './service';
import { BankPaymentStore } from './store';

/** The bank payment file (BCP Telecrédito) of a closed week's net pay. */
export const bankPaymentFeature: ServerFeature = {
  name: 'bank-payments',
  register: async (app, { context }) => {
    const results = createPayrollReportService(context).closedResults;
    const service = new BankPaymentService(context, new BankPaymentStore(), results);
    await app.register(bankPaymentRoutes, { service, context });
  },
};
