import type { FastifyInstance } from 'fastify';
import { authorization } from '../access/authorization';
import { accessRoutes } from '../access/routes';
import { adminRoutes, signInRecorder } from '../admin';
import type { ServerContext } from '../context';
import type { IdentityServices } from '../identity';
import { newsRoutes } from '../news/routes';
import { catalogueFeatures } from '../catalogues';
import { closedResultReviewFeature } from '../closed-result-reviews';
import { fishingWeekFeature } from '../fishing-weeks';
import { parameterFeatures } from '../parameters';
import { backupFeature } from '../backups';
import { bankPaymentFeature } from '../bank-payments';
import { filingFeature } from '../filings';
import { incomeTaxDeclarationFeature } from '../income-tax-declarations';
import { loanFeature } from '../loans';
import { monthFeature } from '../months';
import { payrollReportFeature } from '../payroll-report';
import { payslipFeature } from '../payslips';
import { vacationFeature } from '../vacations';
import { workerFeature } from '../workers';

/** The API under the backend prefix. Each feature registers its routes here. */
export async function apiRoutes(
  app: FastifyInstance,
  opts: { context: ServerContext; identity: IdentityServices },
): Promise<void> {
  // Not `opts` itself: it carries this plugin's `prefix`, which would be applied twice.
  const features = { context: opts.context, identity: opts.identity };
  // First: every API route registered after it must declare its access rule (see server/access/authorization.ts).
  await app.register(authorization, features);
  await app.register(signInRecorder, features);
  await app.register(accessRoutes, features);
  await app.register(adminRoutes, features);
  await app.register(newsRoutes, features);
  await app.register(catalogueFeatures, features);
  await app.register(parameterFeatures, features);
  await app.register(workerFeature, features);
  await app.register(loanFeature, features);
  await app.register(fishingWeekFeature, features);
  await app.register(closedResultReviewFeature, features);
  await app.register(monthFeature, features);
  await app.register(vacationFeature, features);
  await app.register(incomeTaxDeclarationFeature, features);
  await app.register(payslipFeature, features);
  await app.register(payrollReportFeature, features);
  await app.register(filingFeature, features);
  await app.register(bankPaymentFeature, features);
  await app.register(backupFeature, features);
}
