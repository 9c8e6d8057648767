import { BankFilePreview } from '../../src/application/bank-payments/contract';
import {
  BeneficiaryPaymentFileQuery,
  BeneficiaryPaymentQuery,
  DepositCompanies,
  MonthParams,
  NoQuery,
} from '../../src/application/months/contract';
import { BBVA, TELECREDITO } from '../../src/domain/bank-payments';
import type { ServerContext } from '../context';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { guarded } from '../kit/route-options';
import { fileResponses } from '../kit/schemas';
import { typedRoutes } from '../kit/typed-routes';
import type { BeneficiaryPaymentService } from './beneficiary-payment';
import { MODULE } from './service';

/**
 * The closed month's payment to the court orders' beneficiaries (docs/court-orders.md): the companies
 * that withheld, who the file pays (`ver`), and the bank file (`exportar`, audited before it is sent).
 */
export const beneficiaryPaymentRoutes = typedRoutes<{
  payment: BeneficiaryPaymentService;
  context: Pick<ServerContext, 'db' | 'clock'>;
}>(async (app, { payment, context }) => {
  app.get(
    '/meses-de-planilla/:mes/pago-beneficiarios/empresas',
    guarded(MODULE, 'ver', { params: MonthParams, querystring: NoQuery }, { 200: DepositCompanies }),
    async (request) => ({ rows: await payment.companies(request.params.mes) }),
  );

  app.get(
    '/meses-de-planilla/:mes/pago-beneficiarios',
    guarded(
      MODULE,
      'ver',
      { params: MonthParams, querystring: BeneficiaryPaymentQuery },
      { 200: BankFilePreview },
    ),
    async (request) => payment.preview(request.params.mes, request.query.empresa, request.query.banco),
  );

  app.get(
    '/meses-de-planilla/:mes/pago-beneficiarios.txt',
    guarded(
      MODULE,
      'exportar',
      { params: MonthParams, querystring: BeneficiaryPaymentFileQuery },
      fileResponses,
    ),
    async (request, reply) => {
      const { mes } = request.params;
      const { empresa, cuenta, fecha, referencia } = request.query;
      const banco: string = request.query.banco ?? TELECREDITO;
      const file = await payment.file(mes, empresa, {
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
        layout: banco,
      });
      const stem = banco === BBVA ? 'bbva' : 'telecredito';
      await recordDownload(context, actorOf(request), {
        module: MODULE,
        entityId: `mes:${mes}`,
        document: 'pago-beneficiarios',
        format: 'txt',
        details: {
          empresa,
          fecha,
          banco,
          pagos: file.paid.length,
          total: file.total,
          sinCuenta: file.withoutAccount.map((p) => p.document),
        },
      });
      // As the week's file: Windows text, its texts cleaned to ASCII (docs/bank-payments.md).
      return attachment(reply, `${stem}-beneficiarios-${empresa}-${mes}.txt`, 'txt')
        .header('content-type', 'text/plain; charset=iso-8859-1')
        .send(Buffer.from(file.content, 'latin1'));
    },
  );
});
