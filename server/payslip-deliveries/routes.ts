import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccessInvitation,
  AccessInvited,
  MonthDeliveries,
  OwnPayslip,
  OwnPayslipList,
  ReceiptInput,
  WeekDeliveries,
  WorkerAccess,
} from '../../src/application/payslip-deliveries/contract';
import { attachment } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { guarded } from '../kit/route-options';
import { fileResponses, IdParams, NoQuery } from '../kit/schemas';
import { MonthParams } from '../../src/application/months/contract';
import { typedRoutes } from '../kit/typed-routes';
import { MODULE, type PayslipDeliveryService } from './service';

/** The payroll months' module (server/months). */
const MONTHS = 'vacaciones_gratificaciones_cts';

/** The longest browser description kept with a confirmation. */
const AGENT_MAX = 300;

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md):
 * - the worker's own area, `mis_boletas` `ver`: their payslips, each one's signed PDF, the confirmation
 *   of receipt. Every id is looked up with the caller's worker: another worker's is «no existe»;
 * - the office's view of a closed week's deliveries (`semana_de_pesca`) and of what a closed month
 *   published (`vacaciones_gratificaciones_cts`), and the pending ones in one PDF to print;
 * - a worker's access (`trabajador`): read it, invite them, give them a new printed code.
 */
export const payslipDeliveryRoutes = typedRoutes<{ service: PayslipDeliveryService }>(
  async (app, { service }) => {
    /** A closed period's pending deliveries in one PDF to print. */
    const sendPending = async (
      request: FastifyRequest,
      reply: FastifyReply,
      period: Parameters<PayslipDeliveryService['pendingPdf']>[1],
    ) => {
      const { fileName, content } = await service.pendingPdf(actorOf(request), period);
      return attachment(reply, fileName, 'pdf').send(content);
    };

    app.get(
      '/mis-boletas',
      guarded(MODULE, 'ver', { querystring: NoQuery }, { 200: OwnPayslipList }),
      async (request) => service.own(actorOf(request).actorUsername),
    );

    app.get(
      '/mis-boletas/:id/boleta.pdf',
      guarded(MODULE, 'ver', { params: IdParams, querystring: NoQuery }, fileResponses),
      async (request, reply) => {
        const { fileName, content } = await service.ownPdf(actorOf(request), request.params.id);
        return attachment(reply, fileName, 'pdf').send(content);
      },
    );

    app.post(
      '/mis-boletas/:id/acuse',
      guarded(
        MODULE,
        'ver',
        { params: IdParams, querystring: NoQuery, body: ReceiptInput },
        { 200: OwnPayslip },
      ),
      async (request) =>
        service.confirm(actorOf(request), request.params.id, request.body.observation, {
          address: request.ip,
          agent: (request.headers['user-agent'] ?? '').slice(0, AGENT_MAX),
        }),
    );

    app.get(
      '/semanas-de-pesca/:id/entregas',
      guarded('semana_de_pesca', 'ver', { params: IdParams, querystring: NoQuery }, { 200: WeekDeliveries }),
      async (request) => service.week(request.params.id),
    );

    app.get(
      '/semanas-de-pesca/:id/entregas/pendientes.pdf',
      guarded('semana_de_pesca', 'exportar', { params: IdParams, querystring: NoQuery }, fileResponses),
      async (request, reply) => sendPending(request, reply, { weekId: request.params.id }),
    );

    app.get(
      '/meses-de-planilla/:mes/entregas',
      guarded(MONTHS, 'ver', { params: MonthParams, querystring: NoQuery }, { 200: MonthDeliveries }),
      async (request) => service.month(request.params.mes),
    );

    app.get(
      '/meses-de-planilla/:mes/entregas/pendientes.pdf',
      guarded(MONTHS, 'exportar', { params: MonthParams, querystring: NoQuery }, fileResponses),
      async (request, reply) => sendPending(request, reply, { month: request.params.mes }),
    );

    app.get(
      '/trabajadores/:id/acceso',
      guarded('trabajador', 'ver', { params: IdParams, querystring: NoQuery }, { 200: WorkerAccess }),
      async (request) => service.access(request.params.id),
    );

    app.post(
      '/trabajadores/:id/acceso',
      guarded(
        'trabajador',
        'editar',
        { params: IdParams, querystring: NoQuery, body: AccessInvitation },
        { 200: AccessInvited },
      ),
      async (request) =>
        service.invite(actorOf(request), request.params.id, request.body.email, (err, username) =>
          request.log.error({ err, username }, 'could not undo a pool user'),
        ),
    );

    app.post(
      '/trabajadores/:id/acceso/codigo',
      guarded(
        'trabajador',
        'editar',
        { params: IdParams, querystring: NoQuery, body: NoQuery },
        { 200: AccessInvited },
      ),
      async (request) => service.newCode(actorOf(request), request.params.id),
    );
  },
);
