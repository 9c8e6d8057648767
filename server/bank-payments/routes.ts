import {
  BankFilePreview,
  BankPaymentFileQuery,
  BankPaymentPreviewQuery,
} from '../../src/application/bank-payments/contract';
import { bankFileDetails, bankLayout, sendBankFile } from '../kit/bank-files';
import { fileResponses } from '../kit/schemas';
import { MODULE, type BankPaymentService } from './service';
import { guarded } from '../kit/route-options';
import { serviceRoutes } from '../kit/service-routes';

/**
 * The bank payment file of a closed week's net pay (docs/bank-payments.md), by company: who it covers
 * and who is left out (`ver`), and the file itself (`exportar`, audited before it is sent).
 */
export const bankPaymentRoutes = serviceRoutes<BankPaymentService>(async (app, service, context) => {
  app.get(
    '/reporte-de-planilla/pago-banco',
    guarded(MODULE, 'ver', { querystring: BankPaymentPreviewQuery }, { 200: BankFilePreview }),
    async (request) => service.preview(request.query.semana, request.query.empresa, request.query.banco),
  );

  app.get(
    '/reporte-de-planilla/pago-banco.txt',
    guarded(MODULE, 'exportar', { querystring: BankPaymentFileQuery }, fileResponses),
    async (request, reply) => {
      const { semana, empresa, cuenta, fecha, referencia } = request.query;
      const { layout, stem } = bankLayout(request.query.banco);
      const file = await service.file(semana, empresa, {
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
        layout,
      });
      // Named as the week's other documents: by its number and year, not its internal id.
      return sendBankFile(context, request, reply, {
        module: MODULE,
        entityId: `semana:${semana}`,
        document: stem,
        details: { empresa, fecha, ...bankFileDetails(file) },
        fileName: `${stem}-${empresa}-${file.weekName}.txt`,
        content: file.content,
      });
    },
  );
});
