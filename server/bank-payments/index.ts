import type { ServerContext } from '../context';
import { serviceFeature, type ServerFeature } from '../kit/feature';
import { createCourtOrderService } from '../court-orders';
import { createPayrollReportService } from '../payroll-report';
import { bankPaymentRoutes } from './routes';
import { BankPaymentService } from './service';
import { BankPaymentStore } from './store';

/** The bank payments' service on its store: what the months' CTS deposit file uses. */
export const createBankPaymentService = (context: ServerContext): BankPaymentService =>
  new BankPaymentService(
    context,
    new BankPaymentStore(),
    createPayrollReportService(context).closedResults,
    createCourtOrderService(context),
  );

/** The bank payment file (BCP Telecrédito) of a closed week's net pay. */
export const bankPaymentFeature: ServerFeature = serviceFeature(
  'bank-payments',
  bankPaymentRoutes,
  createBankPaymentService,
);
