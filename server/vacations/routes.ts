import {
  DocumentParams,
  NoQuery,
  VacationCreate,
  VacationListQuery,
  VacationPage,
  VacationUpdate,
  VacationWorkerDetailSchema,
} from '../../src/application/vacations/contract';
import { VACATION_DEFAULT_SORT } from '../../src/domain/vacations/vacation';
import { actorOf } from '../kit/request';
import { serviceChangeRoutes } from '../kit/record-routes';
import { MODULE, type VacationService } from './service';
import { guarded } from '../kit/route-options';
import { serviceRoutes } from '../kit/service-routes';

/**
 * Vacation rest in days (docs/months.md), on the monthly runs' module: `ver` lists the workers with their
 * balance and opens one's periods; `editar` records, changes and deletes periods (audited, entity
 * `vacaciones`).
 */
export const vacationRoutes = serviceRoutes<VacationService>(async (app, service) => {
  app.get(
    '/vacaciones',
    guarded(MODULE, 'ver', { querystring: VacationListQuery }, { 200: VacationPage }),
    async (request) => {
      const { q, all, page, pageSize, sort, order } = request.query;
      return service.list({ q, all, page, pageSize, sort: sort ?? VACATION_DEFAULT_SORT, order });
    },
  );

  app.get(
    '/vacaciones/:documento',
    guarded(
      MODULE,
      'ver',
      { params: DocumentParams, querystring: NoQuery },
      { 200: VacationWorkerDetailSchema },
    ),
    async (request) => service.ofWorker(request.params.documento),
  );

  app.post(
    '/vacaciones',
    guarded(MODULE, 'editar', { body: VacationCreate }, { 201: VacationWorkerDetailSchema }),
    async (request, reply) => {
      const { document, ...input } = request.body;
      return reply.code(201).send(await service.create(document, input, actorOf(request)));
    },
  );

  const route = {
    module: MODULE,
    path: '/vacaciones/periodos',
    updateBody: VacationUpdate,
    answer: VacationWorkerDetailSchema,
  };
  await serviceChangeRoutes(app, route, service);
});
