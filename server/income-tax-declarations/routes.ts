import {
  DeclarationInputSchema,
  DeclarationList,
  DeclarationSchema,
  DeclarationUpdate,
  MonthParams,
  NoQuery,
} from '../../src/application/income-tax-declarations/contract';
import { actorOf } from '../kit/request';
import { serviceChangeRoutes } from '../kit/record-routes';
import { MODULE, type DeclarationService } from './service';
import { guarded } from '../kit/route-options';
import { serviceRoutes } from '../kit/service-routes';

/**
 * A payroll month's income tax declarations (docs/months.md), under the month screen's permissions:
 * `ver` to list them, `editar` to add, change or delete one; every change audited (entity
 * `declaracion_renta`). A closed month refuses changes (409).
 */
export const declarationRoutes = serviceRoutes<DeclarationService>(async (app, service) => {
  app.get(
    '/meses-de-planilla/:mes/declaraciones-renta',
    guarded(MODULE, 'ver', { params: MonthParams, querystring: NoQuery }, { 200: DeclarationList }),
    async (request) => ({ rows: await service.ofMonth(request.params.mes) }),
  );

  app.post(
    '/meses-de-planilla/:mes/declaraciones-renta',
    guarded(
      MODULE,
      'editar',
      { params: MonthParams, body: DeclarationInputSchema },
      { 201: DeclarationSchema },
    ),
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.mes, request.body, actorOf(request))),
  );

  const route = {
    module: MODULE,
    path: '/declaraciones-renta',
    updateBody: DeclarationUpdate,
    answer: DeclarationSchema,
  };
  await serviceChangeRoutes(app, route, service);
});
