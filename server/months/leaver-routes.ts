import {
  DepositCompanies,
  LeaverList,
  LeaversQuery,
  SettlementPaymentFileQuery,
  SettlementPaymentPreview,
  SettlementPaymentQuery,
  WorkerQuery,
} from '../../src/application/months/contract';
import { bankLayout, sendBankFile } from '../kit/bank-files';
import { sendDownload } from '../kit/downloads';
import type { SettlementPaymentService } from './settlement-payment';
import { fileResponses } from '../kit/schemas';
import { MODULE, type MonthService } from './service';
import { settlementPdf } from './settlement-document';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * The settlements of the workers who left (docs/months.md): a year's list, one leaver's PDF and the
 * settlements' bank file.
 */
export const leaverRoutes = typedRoutes<{
  service: MonthService;
  settlementPayment: SettlementPaymentService;
}>(async (app, { service, settlementPayment }) => {
  // «Pagar liquidación»: the companies, the preview and the bank file of the year's settlements.
  app.get(
    '/meses-de-planilla/liquidaciones/pago-banco/empresas',
    guarded(MODULE, 'ver', { querystring: LeaversQuery }, { 200: DepositCompanies }),
    async (request) => ({ rows: await settlementPayment.companies(request.query.year) }),
  );

  app.get(
    '/meses-de-planilla/liquidaciones/pago-banco',
    guarded(MODULE, 'ver', { querystring: SettlementPaymentQuery }, { 200: SettlementPaymentPreview }),
    async (request) => {
      const { year, empresa, trabajador, banco } = request.query;
      return settlementPayment.preview(year, empresa, { document: trabajador, layout: banco });
    },
  );

  app.get(
    '/meses-de-planilla/liquidaciones/pago-banco.txt',
    guarded(MODULE, 'exportar', { querystring: SettlementPaymentFileQuery }, fileResponses),
    async (request, reply) => {
      const { year, empresa, trabajador, cuenta, fecha, referencia } = request.query;
      const { layout, stem } = bankLayout(request.query.banco);
      const file = await settlementPayment.file(year, empresa, {
        document: trabajador,
        layout,
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
      });
      const who = trabajador ?? String(year);
      return sendBankFile(service.context, request, reply, {
        module: MODULE,
        entityId: `liquidaciones:${String(year)}`,
        document: `liquidacion-${stem}`,
        details: {
          empresa,
          fecha,
          trabajador: trabajador ?? null,
          pagos: file.paid.map((p) => ({ document: p.document, net: p.net })),
          total: file.total,
          sinCuenta: file.withoutAccount.map((p) => p.document),
        },
        fileName: `${stem}-liquidacion-${empresa}-${who}.txt`,
        content: file.content,
      });
    },
  );

  app.get(
    '/meses-de-planilla/liquidaciones',
    guarded(MODULE, 'ver', { querystring: LeaversQuery }, { 200: LeaverList }),
    async (request) => ({ rows: await service.leavers(request.query.year) }),
  );

  app.get(
    '/meses-de-planilla/liquidacion.pdf',
    guarded(MODULE, 'exportar', { querystring: WorkerQuery }, fileResponses),
    async (request, reply) => {
      const { trabajador } = request.query;
      const { settlement, employer } = await service.leaver(trabajador);
      return sendDownload(service.context, request, reply, {
        module: MODULE,
        entityId: trabajador,
        document: 'liquidacion',
        format: 'pdf',
        details: {
          endDate: settlement.worker.endDate,
          total: settlement.total,
          tax: settlement.tax.amount,
          net: settlement.net,
        },
        fileName: `liquidacion-${trabajador}.pdf`,
        content: () => settlementPdf(settlement, employer),
      });
    },
  );
});
