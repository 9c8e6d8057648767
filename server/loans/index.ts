import type { ServerContext } from '../context';
import { serviceFeature, type ServerFeature } from '../kit/feature';
import { loanRoutes } from './routes';
import { LoanService } from './service';
import { LoanStore } from './store';

/** The loans' service on its store: what other features (workers) use of the loans. */
export const createLoanService = (context: ServerContext): LoanService =>
  new LoanService(context, new LoanStore());

/** Loans to workers, recovered in the fishing weeks' instalments (docs/loans.md). */
export const loanFeature: ServerFeature = serviceFeature('loans', loanRoutes, createLoanService);
