import type { CourtOrdersApi } from '../../../../src/application/court-orders/court-orders-api';
import { failed, okResult, type ApiResult } from '../../../../src/application/shared/api-result';
import type { DownloadedFile } from '../../../../src/application/shared/catalogue-api';
import type {
  CourtOrder,
  CourtOrderInput,
  CourtOrderReport,
} from '../../../../src/domain/court-orders/court-order';

/** A worker's court orders in memory, with one order and its report of one closed week. */
export const SAMPLE_ORDER: CourtOrder = {
  id: 3,
  workerId: 1,
  version: 1,
  caseNumber: '00123-2025-0-2501-JP-FC-01',
  court: 'Primer Juzgado de Paz Letrado de Chimbote',
  kind: 'alimentos',
  basis: 'porcentaje',
  percent: '30.00',
  amount: '',
  reachesBonus: true,
  reachesCts: true,
  beneficiaryName: 'QUISPE ROJAS, MARÍA',
  beneficiaryDocumentType: 'DNI',
  beneficiaryDocumentNumber: '45678912',
  beneficiaryCci: '00219300123456789013',
  startsOn: '2025-03-01',
  endsOn: '',
};

export class FakeCourtOrdersApi implements CourtOrdersApi {
  rows: CourtOrder[] = [SAMPLE_ORDER];
  calls: string[] = [];
  list(): Promise<ApiResult<readonly CourtOrder[]>> {
    return Promise.resolve(okResult(this.rows));
  }
  create(workerId: number, input: CourtOrderInput): Promise<ApiResult<CourtOrder>> {
    this.calls.push(`create ${workerId}`);
    const order = { ...input, id: 4, workerId, version: 1 };
    this.rows = [...this.rows, order];
    return Promise.resolve(okResult(order));
  }
  update(): Promise<ApiResult<CourtOrder>> {
    return Promise.resolve(okResult(SAMPLE_ORDER));
  }
  remove(): Promise<ApiResult<void>> {
    return Promise.resolve(okResult(undefined));
  }
  /** The month runs' rows the report adds after its week (none by default), and the total with them. */
  monthRows: CourtOrderReport['rows'] = [];
  monthTotal = '276.00';
  report(): Promise<ApiResult<CourtOrderReport>> {
    return Promise.resolve(
      okResult({
        rows: [
          {
            source: 'semana',
            year: 2025,
            number: 14,
            start: '2025-03-31',
            end: '2025-04-06',
            base: '920.00',
            withheld: '276.00',
          },
          ...this.monthRows,
        ],
        total: this.monthRows.length === 0 ? '276.00' : this.monthTotal,
      }),
    );
  }
  /** A refusal the next workbook download answers (then cleared), or null. */
  workbookRefusal: string | null = null;
  reportWorkbook(id: number): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(`reportWorkbook ${id}`);
    const refusal = this.workbookRefusal;
    this.workbookRefusal = null;
    if (refusal !== null) return Promise.resolve(failed({ kind: 'forbidden', message: refusal }));
    return Promise.resolve(
      okResult({ fileName: `orden-judicial-${SAMPLE_ORDER.caseNumber}.xlsx`, file: new Blob(['xlsx']) }),
    );
  }
}
