import type { DownloadProgress } from '../../application/ports/http-client';
import type {
  DepositCompany,
  CtsDepositPreview,
  IncomeCertificateList,
  CtsDepositRequest,
  MonthDetail,
  MonthsApi,
  MonthSummary,
  MonthWorkerBreakdown,
  SettlementPaymentPreview,
} from '../../application/months/months-api';
import type { BankFilePreview, BankFileRequest } from '../../application/bank-payments/contract';
import { failed, okResult } from '../../application/shared/api-result';
import type { LeaverSettlement } from '../../domain/months/leaver';
import type { SemesterKind, SemesterStatement } from '../../domain/months/semesters';
import { queryString } from '../../domain/shared/paging';
import { bankFileQuery } from '../http/bank-file-query';
import { downloadFile } from '../http/file-transfer';
import { invalidAnswer } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';

const BASE = '/meses-de-planilla';

/** The MonthsApi port over the backend's `/meses-de-planilla…` routes (docs/months.md). */
export class HttpMonthsApi extends BackendAdapter implements MonthsApi {
  semester(kind: SemesterKind, period: string) {
    return this.api.call<SemesterStatement>(
      'GET',
      `${BASE}/semestre${queryString({ tipo: kind, periodo: period })}`,
    );
  }

  async leavers(year: number) {
    const result = await this.api.call<{ rows: LeaverSettlement[] }>(
      'GET',
      `${BASE}/liquidaciones${queryString({ year })}`,
    );
    if (!result.ok) return result;
    return Array.isArray(result.value?.rows)
      ? okResult(result.value.rows)
      : failed<LeaverSettlement[]>(invalidAnswer());
  }

  settlementPdf(document: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/liquidacion.pdf${queryString({ trabajador: document })}`),
      fallbackName: `liquidacion-${document}.pdf`,
      what: 'la liquidación',
      accept: 'application/pdf',
    });
  }

  incomeCertificatePdf(document: string, year: number) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/certificado-renta.pdf${queryString({ trabajador: document, anio: year })}`),
      fallbackName: `certificado-renta-${String(year)}-${document}.pdf`,
      what: 'el certificado de rentas y retenciones',
      accept: 'application/pdf',
    });
  }

  async incomeCertificates(year: number) {
    const result = await this.api.call<IncomeCertificateList>(
      'GET',
      `${BASE}/certificados-renta${queryString({ anio: year })}`,
    );
    if (!result.ok) return result;
    return Array.isArray(result.value?.rows) && Array.isArray(result.value.openMonths)
      ? result
      : failed<IncomeCertificateList>(invalidAnswer());
  }

  incomeCertificatesPdf(year: number) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/certificados-renta.pdf${queryString({ anio: year })}`),
      fallbackName: `certificados-renta-${String(year)}.pdf`,
      what: 'los certificados de rentas y retenciones',
      accept: 'application/pdf',
    });
  }

  payslips(month: string, document?: string, onProgress?: DownloadProgress) {
    return downloadFile(this.http, this.logger, {
      url: this.url(
        `${BASE}/${encodeURIComponent(month)}/boletas.pdf${queryString({ trabajador: document })}`,
      ),
      fallbackName: document ? `boletas-${month}-${document}.pdf` : `boletas-${month}.pdf`,
      what: 'las boletas del mes',
      accept: 'application/pdf',
      ...(onProgress ? { onProgress } : {}),
    });
  }

  async ctsDepositCompanies(period: string) {
    const result = await this.api.call<{ rows: DepositCompany[] }>(
      'GET',
      `${BASE}/semestre/deposito-cts/empresas${queryString({ periodo: period })}`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  async settlementPaymentCompanies(year: number) {
    const result = await this.api.call<{ rows: DepositCompany[] }>(
      'GET',
      `${BASE}/liquidaciones/pago-banco/empresas${queryString({ year })}`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  settlementPaymentPreview(year: number, ruc: string, document?: string, layout?: string) {
    return this.api.call<SettlementPaymentPreview>(
      'GET',
      `${BASE}/liquidaciones/pago-banco${queryString({ year, empresa: ruc, trabajador: document, banco: layout })}`,
    );
  }

  settlementPaymentFile(year: number, ruc: string, request: BankFileRequest, document?: string) {
    const query = queryString({
      year,
      empresa: ruc,
      trabajador: document,
      banco: request.layout,
      ...bankFileQuery(request),
    });
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/liquidaciones/pago-banco.txt${query}`),
      fallbackName: `liquidacion-${ruc}-${document ?? String(year)}.txt`,
      what: 'el archivo de pago de las liquidaciones',
      accept: 'text/plain',
    });
  }

  async beneficiaryPaymentCompanies(month: string) {
    const result = await this.api.call<{ rows: DepositCompany[] }>(
      'GET',
      `${BASE}/${encodeURIComponent(month)}/pago-beneficiarios/empresas`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  beneficiaryPaymentPreview(month: string, ruc: string, layout?: string) {
    return this.api.call<BankFilePreview>(
      'GET',
      `${BASE}/${encodeURIComponent(month)}/pago-beneficiarios${queryString({ empresa: ruc, banco: layout })}`,
    );
  }

  beneficiaryPaymentFile(month: string, ruc: string, request: BankFileRequest) {
    const query = queryString({ empresa: ruc, banco: request.layout, ...bankFileQuery(request) });
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/${encodeURIComponent(month)}/pago-beneficiarios.txt${query}`),
      fallbackName: `beneficiarios-${ruc}-${month}.txt`,
      what: 'el archivo de pago a los beneficiarios',
      accept: 'text/plain',
    });
  }

  ctsDepositPreview(period: string, ruc: string) {
    return this.api.call<CtsDepositPreview>(
      'GET',
      `${BASE}/semestre/deposito-cts${queryString({ periodo: period, empresa: ruc })}`,
    );
  }

  ctsDepositFile(period: string, ruc: string, request: CtsDepositRequest) {
    const query = queryString({ periodo: period, empresa: ruc, ...bankFileQuery(request) });
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/semestre/deposito-cts.txt${query}`),
      fallbackName: `telecredito-cts-${ruc}-${period}.txt`,
      what: 'el archivo de depósito de CTS',
      accept: 'text/plain',
    });
  }

  semesterWorkbook(kind: SemesterKind, period: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/semestre.xlsx${queryString({ tipo: kind, periodo: period })}`),
      fallbackName: `${kind}-${period}.xlsx`,
      what: kind === 'cts' ? 'el depósito de CTS' : 'la gratificación',
    });
  }

  async list(year?: number) {
    const result = await this.api.call<{ rows: MonthSummary[] }>(
      'GET',
      `${BASE}${year !== undefined ? queryString({ year }) : ''}`,
    );
    if (!result.ok) return result;
    return Array.isArray(result.value?.rows)
      ? okResult(result.value.rows)
      : failed<MonthSummary[]>(invalidAnswer());
  }

  get(month: string) {
    return this.api.call<MonthDetail>('GET', `${BASE}/${encodeURIComponent(month)}`);
  }

  compute(month: string, version: number) {
    return this.api.call<MonthDetail>('POST', `${BASE}/${encodeURIComponent(month)}/calculo`, { version });
  }

  close(month: string, version: number) {
    return this.api.call<MonthDetail>('POST', `${BASE}/${encodeURIComponent(month)}/cierre`, { version });
  }

  reopen(month: string, version: number, reason: string) {
    return this.api.call<MonthDetail>('POST', `${BASE}/${encodeURIComponent(month)}/reapertura`, {
      version,
      reason,
    });
  }

  breakdown(month: string, document: string, source: 'calculo' | 'cierre') {
    return this.api.call<MonthWorkerBreakdown>(
      'GET',
      `${BASE}/${encodeURIComponent(month)}/detalle/${encodeURIComponent(document)}${queryString({ fuente: source })}`,
    );
  }
}
