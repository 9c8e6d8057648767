import type { DownloadProgress } from '../../application/ports/http-client';
import type {
  BankFileRequest,
  BankPaymentPreview,
  ConceptCode,
  ConceptCodeDifference,
  PayrollReportApi,
  PayrollSummary,
  ReportPeriods,
  ReportQuery,
} from '../../application/payroll-report/payroll-report-api';
import type { PayrollReport } from '../../domain/payroll-report/report';
import { okResult } from '../../application/shared/api-result';
import { queryString } from '../../domain/shared/paging';
import { bankFileQuery } from '../http/bank-file-query';
import { downloadFile } from '../http/file-transfer';
import { BackendAdapter } from '../http/backend-adapter';

const BASE = '/reporte-de-planilla';

const nameOf = (query: ReportQuery) =>
  query.mes ? `planilla-${query.mes}` : `planilla-semana-${query.semana ?? ''}`;

/** The report's file formats: what the error messages call each, and the type it is asked as. */
const REPORT_FILES = {
  xlsx: {
    what: 'el reporte de planilla en Excel',
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pdf: { what: 'el reporte de planilla en PDF', accept: 'application/pdf' },
} as const;

/** The payroll report's adapter over the backend's `/reporte-de-planilla…` routes. */
export class HttpPayrollReportApi extends BackendAdapter implements PayrollReportApi {
  periods() {
    return this.api.call<ReportPeriods>('GET', `${BASE}/periodos`);
  }

  report(query: ReportQuery) {
    return this.api.call<PayrollReport>('GET', `${BASE}${queryString({ ...query })}`);
  }

  workbook(query: ReportQuery, onProgress?: DownloadProgress) {
    return this.reportFile(query, 'xlsx', onProgress);
  }

  pdf(query: ReportQuery, onProgress?: DownloadProgress) {
    return this.reportFile(query, 'pdf', onProgress);
  }

  /** The report in one of its file formats. */
  private reportFile(query: ReportQuery, format: keyof typeof REPORT_FILES, onProgress?: DownloadProgress) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}.${format}${queryString({ ...query })}`),
      fallbackName: `${nameOf(query)}.${format}`,
      ...REPORT_FILES[format],
      ...(onProgress ? { onProgress } : {}),
    });
  }

  payslipsZip(weekId: number, onProgress?: DownloadProgress) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`/semanas-de-pesca/${weekId}/boletas.zip`),
      fallbackName: `boletas-semana-${weekId}.zip`,
      what: 'las boletas de la semana',
      accept: 'application/zip',
      ...(onProgress ? { onProgress } : {}),
    });
  }

  summary() {
    return this.api.call<PayrollSummary>('GET', `${BASE}/resumen`);
  }

  plame(month: string, ruc: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/plame${queryString({ mes: month, empresa: ruc })}`),
      fallbackName: `0601${month.replace('-', '')}${ruc}.zip`,
      what: 'los archivos del PLAME',
      accept: 'application/zip',
    });
  }

  afpnet(month: string, ruc: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/afpnet${queryString({ mes: month, empresa: ruc })}`),
      fallbackName: `afpnet-${ruc}-${month.replace('-', '')}.txt`,
      what: 'el archivo de AFPnet',
      accept: 'text/plain',
    });
  }

  afpnetWorkbook(month: string, ruc: string) {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/afpnet.xlsx${queryString({ mes: month, empresa: ruc })}`),
      fallbackName: `afpnet-${ruc}-${month.replace('-', '')}.xlsx`,
      what: 'el archivo de AFPnet en Excel',
      accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  }

  async conceptCodes() {
    const result = await this.api.call<{
      rows: readonly ConceptCode[];
      differences?: readonly ConceptCodeDifference[];
    }>('GET', `${BASE}/conceptos-sunat`);
    return result.ok
      ? okResult({ rows: result.value.rows, differences: result.value.differences ?? [] })
      : result;
  }

  bankPreview(weekId: number, ruc: string, layout?: string) {
    return this.api.call<BankPaymentPreview>(
      'GET',
      `${BASE}/pago-banco${queryString({ semana: weekId, empresa: ruc, ...(layout ? { banco: layout } : {}) })}`,
    );
  }

  bankFile(weekId: number, ruc: string, request: BankFileRequest) {
    const query = queryString({
      semana: weekId,
      empresa: ruc,
      ...bankFileQuery(request),
      ...(request.layout ? { banco: request.layout } : {}),
    });
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/pago-banco.txt${query}`),
      fallbackName: `${request.layout === 'BBVA_HABERES' ? 'bbva' : 'telecredito'}-${ruc}-semana-${weekId}.txt`,
      what: 'el archivo de pago al banco',
      accept: 'text/plain',
    });
  }

  updateConceptCode(concept: string, change: { code: string; description: string; version: number }) {
    return this.api.call<ConceptCode>(
      'PUT',
      `${BASE}/conceptos-sunat/${encodeURIComponent(concept)}`,
      change,
    );
  }
}
