import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { ServerContext } from '../context';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { errorResponses, fileResponses } from '../kit/schemas';
import { MODULE, type BankPaymentService } from './service';

const WeekCompany = {
  semana: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  empresa: Type.String({ pattern: '^\\d{11}$' }),
};

const PreviewQuery = Type.Object(WeekCompany, { additionalProperties: false });

const FileQuery = Type.Object(
  {
    ...WeekCompany,
    cuenta: Type.String({ minLength: 1, maxLength: 30 }),
    fecha: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    referencia: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

const PreviewBody = Type.Object({
  layout: Type.Object({ code: Type.String(), name: Type.String(), chargeAccountHint: Type.String() }),
  paid: Type.Integer(),
  total: Type.String(),
  withoutAccount: Type.Array(
    Type.Object({ document: Type.String(), name: Type.String(), net: Type.String() }),
  ),
  nothingToPay: Type.Integer(),
  reference: Type.String(),
});

/**
 * The bank payment file of a closed week's net pay (docs/bank-payments.md), by company: who it covers
 * and who is left out (`ver`), and the file itself (`exportar`, audited before it is sent).
 */
export async function bankPaymentRoutes(
  fastify: FastifyInstance,
  opts: { service: BankPaymentService; context: Pick<ServerContext, 'db' | 'clock'> },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service, context } = opts;

  app.get(
    '/reporte-de-planilla/pago-banco',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: { querystring: PreviewQuery, response: { 200: PreviewBody, ...errorResponses } },
    },
    async (request) => {
      const preview = await service.preview(request.query.semana, request.query.empresa);
      return { ...preview, withoutAccount: [...preview.withoutAccount] };
    },
  );

  app.get(
    '/reporte-de-planilla/pago-banco.txt',
    {
      config: { permission: { module: MODULE, action: 'exportar' } },
      schema: { querystring: FileQuery, response: fileResponses },
    },
    async (request, reply) => {
      const { semana, empresa, cuenta, fecha, referencia } = request.query;
      const file = await service.file(semana, empresa, {
        chargeAccount: cuenta,
        paymentDate: fecha,
        reference: referencia,
      });
      await recordDownload(context, actorOf(request), {
        module: MODULE,
        entityId: `semana:${semana}`,
        document: 'telecredito',
        format: 'txt',
        details: {
          empresa,
          fecha,
          pagos: file.paid.length,
          total: file.total,
          sinCuenta: file.withoutAccount.map((p) => p.document),
        },
      });
      return attachment(reply, `telecredito-${empresa}-semana-${semana}.txt`, 'txt').send(file.content);
    },
  );
}
