import {
  LoanInputSchema,
  LoanList,
  LoanStatementSchema,
  LoanUpdate,
  NoQuery,
} from '../../src/application/loans/contract';
import { ownedRecordRoutes } from '../kit/record-routes';
import { IdParams } from '../kit/schemas';
import { MODULE, type LoanService } from './service';
import { typedRoutes } from '../kit/typed-routes';

/**
 * A worker's loans (docs/loans.md), under the worker screen's permissions: `ver` to read them with their
 * balance, `editar` to grant, change or delete one; every change audited (entity `prestamo`).
 */
export const loanRoutes = typedRoutes<{ service: LoanService }>(async (app, { service }) => {
  await ownedRecordRoutes(
    app,
    {
      module: MODULE,
      owner: '/trabajadores/:id/prestamos',
      params: IdParams,
      query: NoQuery,
      list: LoanList,
      input: LoanInputSchema,
      path: '/prestamos',
      updateBody: LoanUpdate,
      answer: LoanStatementSchema,
    },
    {
      list: ({ id }) => service.ofWorker(id),
      create: ({ id }, input, actor) => service.create(id, input, actor),
      update: (id, version, input, actor) => service.update(id, version, input, actor),
      delete: (id, version, actor) => service.delete(id, version, actor),
    },
  );
});
