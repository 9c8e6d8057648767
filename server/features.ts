import { adminFeature } from './admin';
import { backupFeature } from './backups';
import { bankPaymentFeature } from './bank-payments';
import { closedResultReviewFeature, createClosedResultReviewService } from './closed-result-reviews';
import { companyFeature } from './companies';
import { courtOrderFeature } from './court-orders';
import { filingFeature } from './filings';
import { fishingTypeFeature } from './fishing-types';
import { fishingWeekFeature } from './fishing-weeks';
import { createDeclarationService, incomeTaxDeclarationFeature } from './income-tax-declarations';
import type { ServerFeature } from './kit/feature';
import { loanFeature } from './loans';
import { createMonthClosings, monthFeature } from './months';
import { newsFeature } from './news';
import { parameterFeature } from './parameters';
import { payrollReportFeature } from './payroll-report';
import { createPayslipPublication, payslipDeliveryFeature } from './payslip-deliveries';
import { payslipFeature } from './payslips';
import { plantFeature } from './plants';
import { positionFeature } from './positions';
import { speciesFeature } from './species';
import { vacationFeature } from './vacations';
import { vesselFeature } from './vessels';
import { workerFeature } from './workers';

/**
 * Every feature of the API, in registration order: the one list a new feature is added to
 * (docs/server.md, "Adding a feature"). Each feature's `index.ts` builds its stores and services and
 * registers its routes; server/api/index.ts registers the access kernel first, then these.
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [
  adminFeature,
  newsFeature,
  companyFeature,
  plantFeature,
  vesselFeature,
  fishingTypeFeature,
  speciesFeature,
  positionFeature,
  parameterFeature,
  workerFeature,
  loanFeature,
  courtOrderFeature,
  // The months and the review read the weeks, and the declarations take the months' closings (each
  // imports the other's index.ts): what the weeks and the months use back is handed in here.
  fishingWeekFeature({
    months: createMonthClosings,
    reviews: createClosedResultReviewService,
    deliveries: createPayslipPublication,
  }),
  closedResultReviewFeature,
  monthFeature({ declarations: createDeclarationService, deliveries: createPayslipPublication }),
  vacationFeature,
  incomeTaxDeclarationFeature,
  payslipFeature,
  payslipDeliveryFeature,
  payrollReportFeature,
  filingFeature,
  bankPaymentFeature,
  backupFeature,
];
