import {
  BankFilePreview,
  BankPaymentFileQuery,
  BankPaymentPreviewQuery,
} from '../../src/application/bank-payments/contract';
import type { ServerContext } from '../context';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { fileResponses } from '../kit/schemas';
import { BBVA, TELECREDITO } from '../../src/domain/bank-payments';
import { MODULE, type BankPaymentService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * The bank payment file of a closed week's net pay (docs/bank-payments.md), by company: who it covers
 * and who is left out (`ver`), and the file itself (`exportar`, audited before it is sent).
 */
export const bankPaymentRoutes = typedRoutes<{
  service: BankPaymentService;
  context: Pick<ServerContext, 'db' | 'clock'>;
}>(async (app, { service, context }) => {
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
      const banco: string = request.query.banco ?? TELECREDITO;
      const file = await service.file(semana, empresa, {
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
        layout: banco,
      });
      const stem = banco === BBVA ? 'bbva' : 'telecredito';
      await recordDownload(context, actorOf(request), {
        module: MODULE,
        entityId: `semana:${semana}`,
        document: stem,
        format: 'txt',
        details: {
          empresa,
          fecha,
          pagos: file.paid.length,
          total: file.total,
          sinCuenta: file.withoutAccount.map((p) => p.document),
        },
      });
      // Both banks' importers read Windows text (ISO-8859-1 / Windows-1252); the file's texts are cleaned
      // to ASCII, so its bytes are the same in either (docs/bank-payments.md).
      // Named as the week's other documents: by its number and year, not its internal id.
      return attachment(reply, `${stem}-${empresa}-${file.weekName}.txt`, 'txt')
        .header('content-type', 'text/plain; charset=iso-8859-1')
        .send(Buffer.from(file.content, 'latin1'));
    },
  );
});
