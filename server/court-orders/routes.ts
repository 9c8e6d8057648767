import {
  CourtOrderInputSchema,
  CourtOrderList,
  CourtOrderReportSchema,
  CourtOrderSchema,
  CourtOrderUpdate,
} from '../../src/application/court-orders/contract';
import { workerRecordRoutes } from '../kit/record-routes';
import { guarded } from '../kit/route-options';
import { fileResponses, IdParams, NoQuery } from '../kit/schemas';
import { serviceRoutes } from '../kit/service-routes';
import { sendDownload } from '../kit/downloads';
import { courtOrderWorkbook } from './workbook';
import { MODULE, type CourtOrderService } from './service';

/**
 * A worker's court orders (docs/court-orders.md), under the worker screen's permissions: `ver` to read
 * them, `editar` to record, change or delete one; every change audited (entity `orden_judicial`).
 */
export const courtOrderRoutes = serviceRoutes<CourtOrderService>(async (app, service, context) => {
  app.get(
    '/ordenes-judiciales/:id/reporte',
    guarded(MODULE, 'ver', { params: IdParams, querystring: NoQuery }, { 200: CourtOrderReportSchema }),
    async (request) => service.report(request.params.id),
  );

  app.get(
    '/ordenes-judiciales/:id/reporte.xlsx',
    guarded(MODULE, 'exportar', { params: IdParams, querystring: NoQuery }, fileResponses),
    async (request, reply) => {
      const { order, ...report } = await service.report(request.params.id);
      return sendDownload(context, request, reply, {
        module: MODULE,
        entityId: String(order.workerId),
        document: 'orden_judicial',
        format: 'xlsx',
        details: { orderId: order.id, caseNumber: order.caseNumber, weeks: report.rows.length },
        fileName: `orden-judicial-${order.caseNumber}.xlsx`,
        content: () => courtOrderWorkbook(order, report),
      });
    },
  );

  await workerRecordRoutes(
    app,
    {
      module: MODULE,
      owner: '/trabajadores/:id/ordenes-judiciales',
      list: CourtOrderList,
      input: CourtOrderInputSchema,
      path: '/ordenes-judiciales',
      updateBody: CourtOrderUpdate,
      answer: CourtOrderSchema,
    },
    service,
  );
});
