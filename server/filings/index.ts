import type { ServerFeature } from '../kit/feature';
import { createPayrollReportService } from '../payroll-report';
import { filingRoutes } from './routes';
import { seedConceptCodes } from './seed';
import { FilingService } from './service';
import { FilingStore } from './store';
import { TRegistroService } from './t-registro';
import { tRegistroRoutes } from './t-registro-routes';

/** The month's filings (PLAME, AFPnet), the SUNAT Table 22 mapping they use, and the T-Registro files. */
export const filingFeature: ServerFeature = {
  name: 'filings',
  seed: seedConceptCodes,
  register: async (app, { context }) => {
    const results = createPayrollReportService(context).closedResults;
    const service = new FilingService(context, new FilingStore(), results);
    await app.register(filingRoutes, { service, context });
    await app.register(tRegistroRoutes, { service: new TRegistroService(context), context });
  },
};
