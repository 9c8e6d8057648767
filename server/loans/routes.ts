import {
  LoanInputSchema,
  LoanList,
  LoanStatementSchema,
  LoanUpdate,
} from '../../src/application/loans/contract';
import { workerRecordRoutes } from '../kit/record-routes';
import { MODULE, type LoanService } from './service';
import { serviceRoutes } from '../kit/service-routes';

/**
 * A worker's loans (docs/loans.md), under the worker screen's permissions: `ver` to read them with their
 * balance, `editar` to grant, change or delete one; every change audited (entity `prestamo`).
 */
export const loanRoutes = serviceRoutes<LoanService>(async (app, service) => {
  await workerRecordRoutes(
    app,
    {
      module: MODULE,
      owner: '/trabajadores/:id/prestamos',
      list: LoanList,
      input: LoanInputSchema,
      path: '/prestamos',
      updateBody: LoanUpdate,
      answer: LoanStatementSchema,
    },
    service,
  );
});
