import {
  BreakdownParams,
  BreakdownQuery,
  MonthDetail,
  MonthList,
  MonthListQuery,
  MonthParams,
  MonthReopenBody,
  MonthVersionBody,
  MonthWorkerBreakdown,
  NoQuery,
  PayslipsQuery,
} from '../../src/application/months/contract';
import { sendDownload } from '../kit/downloads';
import { periodCycleRoutes } from '../kit/period-cycle-routes';
import { actorOf } from '../kit/request';
import { payslipPdf } from '../payslips';
import { fileResponses } from '../kit/schemas';
import { MODULE, type MonthService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * The payroll months' API (docs/months.md), on the module `vacaciones_gratificaciones_cts` (ver, editar,
 * aprobar, exportar): `/meses-de-planilla`, a month's computation, close and reopening (the period
 * cycle's routes, `server/kit/period-cycle-routes.ts`), its traced lines and payslips here; the
 * semester statements and the CTS deposit in `semester-routes.ts`; the leavers' settlements in
 * `leaver-routes.ts`.
 */
export const monthRoutes = typedRoutes<{ service: MonthService }>(async (app, { service }) => {
  app.get(
    '/meses-de-planilla',
    guarded(MODULE, 'ver', { querystring: MonthListQuery }, { 200: MonthList }),
    async (request) => ({ rows: await service.list(request.query.year) }),
  );

  app.get(
    '/meses-de-planilla/:mes',
    guarded(MODULE, 'ver', { params: MonthParams, querystring: NoQuery }, { 200: MonthDetail }),
    async (request) => service.get(request.params.mes),
  );

  app.post(
    '/meses-de-planilla/:mes/calculo',
    guarded(MODULE, 'editar', { params: MonthParams, body: MonthVersionBody }, { 200: MonthDetail }),
    async (request) => service.compute(request.params.mes, request.body.version, actorOf(request)),
  );

  await periodCycleRoutes(app, {
    api: {
      module: MODULE,
      path: '/meses-de-planilla/:mes',
      params: MonthParams,
      closeBody: MonthVersionBody,
      reopenBody: MonthReopenBody,
      answer: MonthDetail,
      close: ({ mes }, { version }, actor) => service.close(mes, version, actor),
      reopen: ({ mes }, { version, reason }, actor) => service.reopen(mes, version, reason, actor),
    },
  });

  app.get(
    '/meses-de-planilla/:mes/boletas.pdf',
    guarded(MODULE, 'exportar', { params: MonthParams, querystring: PayslipsQuery }, fileResponses),
    async (request, reply) => {
      const { mes } = request.params;
      const { trabajador } = request.query;
      const { title, payslips } = await service.payslips(mes, trabajador);
      const name = trabajador ? `${title}-${trabajador}` : title;
      return sendDownload(service.context, request, reply, {
        module: MODULE,
        entityId: mes,
        document: trabajador ? 'boleta' : 'boletas',
        format: 'pdf',
        details: trabajador ? { worker: trabajador } : { workers: payslips.length },
        fileName: `${name}.pdf`,
        content: () => payslipPdf(name, payslips),
      });
    },
  );

  app.get(
    '/meses-de-planilla/:mes/detalle/:document',
    guarded(
      MODULE,
      'ver',
      { params: BreakdownParams, querystring: BreakdownQuery },
      { 200: MonthWorkerBreakdown },
    ),
    async (request) =>
      service.breakdown(request.params.mes, request.params.document, request.query.fuente ?? 'calculo'),
  );
});
