import { PassThrough } from 'node:stream';
import { BankFilePreview } from '../../src/application/bank-payments/contract';
import {
  CtsDepositCompaniesQuery,
  CtsDepositFileQuery,
  CtsDepositQuery,
  DepositCompanies,
  SemesterQuery,
  SemesterStatementSchema,
} from '../../src/application/months/contract';
import { attachment, recordDownload } from '../kit/downloads';
import { actorOf } from '../kit/request';
import { fileResponses } from '../kit/schemas';
import type { CtsDepositService } from './cts-deposit';
import { writeSemesterWorkbook } from './semester-workbook';
import { MODULE, type MonthService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * The semester statements (docs/months.md): July's or December's gratificación and May's or November's
 * CTS, on screen and as .xlsx, and the CTS deposit's bank file (its preview, its companies, the file).
 */
export const semesterRoutes = typedRoutes<{ service: MonthService; ctsDeposit: CtsDepositService }>(
  async (app, { service, ctsDeposit }) => {
    app.get(
      '/meses-de-planilla/semestre',
      guarded(MODULE, 'ver', { querystring: SemesterQuery }, { 200: SemesterStatementSchema }),
      async (request) => service.semester(request.query.tipo, request.query.periodo),
    );

    app.get(
      '/meses-de-planilla/semestre/deposito-cts',
      guarded(MODULE, 'ver', { querystring: CtsDepositQuery }, { 200: BankFilePreview }),
      async (request) => ctsDeposit.preview(request.query.periodo, request.query.empresa),
    );

    app.get(
      '/meses-de-planilla/semestre/deposito-cts/empresas',
      guarded(MODULE, 'ver', { querystring: CtsDepositCompaniesQuery }, { 200: DepositCompanies }),
      async (request) => ({ rows: await ctsDeposit.companies(request.query.periodo) }),
    );

    app.get(
      '/meses-de-planilla/semestre/deposito-cts.txt',
      guarded(MODULE, 'exportar', { querystring: CtsDepositFileQuery }, fileResponses),
      async (request, reply) => {
        const { periodo, empresa, cuenta, fecha, referencia } = request.query;
        const file = await ctsDeposit.file(periodo, empresa, {
          chargeAccount: cuenta,
          paymentDate: fecha,
          reference: referencia,
        });
        await recordDownload(service.context, actorOf(request), {
          module: MODULE,
          entityId: `cts:${periodo}`,
          document: 'deposito-cts',
          format: 'txt',
          details: {
            empresa,
            fecha,
            depositos: file.paid.length,
            total: file.total,
            sinCuenta: file.withoutAccount.map((p) => p.document),
          },
        });
        return attachment(reply, `telecredito-cts-${empresa}-${periodo}.txt`, 'txt').send(file.content);
      },
    );

    app.get(
      '/meses-de-planilla/semestre.xlsx',
      guarded(MODULE, 'exportar', { querystring: SemesterQuery }, fileResponses),
      async (request, reply) => {
        const { tipo, periodo } = request.query;
        const statement = await service.semester(tipo, periodo);
        await recordDownload(service.context, actorOf(request), {
          module: MODULE,
          entityId: periodo,
          document: tipo === 'cts' ? 'cts' : 'gratificacion',
          format: 'xlsx',
          details: { workers: statement.workers.length, pending: statement.pending },
        });
        const out = new PassThrough();
        void writeSemesterWorkbook(out, statement).catch((error: unknown) => {
          request.log.error({ err: error }, 'semester workbook failed');
          out.destroy(error as Error);
        });
        const name = tipo === 'cts' ? `cts-${periodo}.xlsx` : `gratificacion-${periodo}.xlsx`;
        return attachment(reply, name, 'xlsx').send(out);
      },
    );
  },
);
