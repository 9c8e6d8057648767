import { serviceFeature, type ServerFeature } from '../kit/feature';
import { serviceOnStore } from '../kit/service-on-store';
import { loanRoutes } from './routes';
import { LoanService } from './service';
import { LoanStore } from './store';

/** The loans' service on its store: what other features (workers) use of the loans. */
export const createLoanService = serviceOnStore(LoanService, LoanStore);

/** Loans to workers, recovered in the fishing weeks' instalments (docs/loans.md). */
export const loanFeature: ServerFeature = serviceFeature('loans', loanRoutes, createLoanService);
