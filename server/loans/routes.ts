import {
  LoanInputSchema,
  LoanList,
  LoanStatementSchema,
  LoanUpdate,
  NoQuery,
} from '../../src/application/loans/contract';
import { actorOf } from '../kit/request';
import { serviceChangeRoutes } from '../kit/record-routes';
import { IdParams } from '../kit/schemas';
import { guarded } from '../kit/route-options';
import { MODULE, type LoanService } from './service';
import { typedRoutes } from '../kit/typed-routes';

/**
 * A worker's loans (docs/loans.md), under the worker screen's permissions: `ver` to read them with their
 * balance, `editar` to grant, change or delete one; every change audited (entity `prestamo`).
 */
export const loanRoutes = typedRoutes<{ service: LoanService }>(async (app, { service }) => {
  app.get(
    '/trabajadores/:id/prestamos',
    guarded(MODULE, 'ver', { params: IdParams, querystring: NoQuery }, { 200: LoanList }),
    async (request) => ({ rows: await service.ofWorker(request.params.id) }),
  );

  app.post(
    '/trabajadores/:id/prestamos',
    guarded(MODULE, 'editar', { params: IdParams, body: LoanInputSchema }, { 201: LoanStatementSchema }),
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, request.body, actorOf(request))),
  );

  const route = { module: MODULE, path: '/prestamos', updateBody: LoanUpdate, answer: LoanStatementSchema };
  await serviceChangeRoutes(app, route, service);
});
