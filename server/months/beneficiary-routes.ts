import { BankFilePreview } from '../../src/application/bank-payments/contract';
import {
  BeneficiaryPaymentFileQuery,
  BeneficiaryPaymentQuery,
  DepositCompanies,
  MonthParams,
  NoQuery,
} from '../../src/application/months/contract';
import type { ServerContext } from '../context';
import { bankFileDetails, bankLayout, sendBankFile } from '../kit/bank-files';
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
      const { layout: banco, stem } = bankLayout(request.query.banco);
      const file = await payment.file(mes, empresa, {
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
        layout: banco,
      });
      // As the week's file: Windows text, its texts cleaned to ASCII (docs/bank-payments.md).
      return sendBankFile(context, request, reply, {
        module: MODULE,
        entityId: `mes:${mes}`,
        document: 'pago-beneficiarios',
        details: { empresa, fecha, banco, ...bankFileDetails(file) },
        fileName: `${stem}-beneficiarios-${empresa}-${mes}.txt`,
        content: file.content,
      });
    },
  );
});
